/**
 * Form errors check postcodes once postcode-validator's pattern table has
 * loaded from its own chunk, so a page whose forms start empty does not
 * download it up front. Jest gives each test file a fresh module registry:
 * here nothing has loaded the patterns before the first test.
 */
import {
	arePostcodePatternsLoaded,
	getAddressFormFields,
	getFieldError,
	isPostcode,
	keyFormFields,
} from '@cesta/validation';

const fields = keyFormFields( getAddressFormFields( 'ES', { type: 'shipping' } ) );
const spain = { address: { country: 'ES' } };

describe( 'given postcode patterns that have not loaded', () => {
	it( 'when a form error is asked for a postcode › it counts as valid for now, the load starts, and once loaded the postcode is checked', async () => {
		expect( arePostcodePatternsLoaded() ).toBe( false );
		expect( getFieldError( fields.postcode, '', spain ) ).toBe(
			'Please enter a valid postal code'
		);
		expect( arePostcodePatternsLoaded() ).toBe( false );

		expect( getFieldError( fields.postcode, '60001', spain ) ).toBeUndefined();

		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( arePostcodePatternsLoaded() ).toBe( true );
		expect( getFieldError( fields.postcode, '60001', spain ) ).toBe(
			'Please enter a valid postcode'
		);
		expect( getFieldError( fields.postcode, '28014', spain ) ).toBeUndefined();
	} );

	it( 'when isPostcode is called › it needs no load: it brings the patterns with it', () => {
		expect( isPostcode( { postcode: '60001', country: 'ES' } ) ).toBe( false );
	} );
} );
