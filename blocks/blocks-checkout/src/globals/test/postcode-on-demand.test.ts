/**
 * `wc.blocksCheckout.isPostcode` loads its pattern table when a script first
 * reads it. Jest gives each test file a fresh module registry, so here the
 * patterns have not loaded when the first test starts.
 */
import { blocksCheckoutGlobal } from '../registry-globals';
import { isPostcodeOnDemand, loadPostcodeCheck } from '../postcode-on-demand';

describe( 'wc.blocksCheckout.isPostcode', () => {
	it( 'given the patterns have not loaded › treats the country as unknown (valid) and starts the load', async () => {
		expect( isPostcodeOnDemand( { postcode: '60001', country: 'ES' } ) ).toBe( true );

		await loadPostcodeCheck();

		expect( isPostcodeOnDemand( { postcode: '60001', country: 'ES' } ) ).toBe( false );
		expect( isPostcodeOnDemand( { postcode: '28014', country: 'ES' } ) ).toBe( true );
	} );

	it( 'given a plugin script that takes the function from the global › checks with the patterns by the time it calls', async () => {
		const { isPostcode } = blocksCheckoutGlobal;
		await loadPostcodeCheck();

		expect( isPostcode( { postcode: 'SW1A 1AA', country: 'GB' } ) ).toBe( true );
		expect( isPostcode( { postcode: '1234', country: 'DE' } ) ).toBe( false );
		expect( Object.keys( blocksCheckoutGlobal ) ).toContain( 'isPostcode' );
	} );
} );
