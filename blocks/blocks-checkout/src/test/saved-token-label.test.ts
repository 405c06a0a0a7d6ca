/** Tests of the saved token labels: cards, eChecks, others, tokens without brand, display brands. */

import { savedTokenOptionLabel } from '..';

const token = ( method: Record< string, unknown >, expires?: string ) => ( {
	tokenId: 3,
	is_default: true,
	...( expires ? { expires } : {} ),
	method: { gateway: 'stripe', ...method },
} );

describe( 'savedTokenOptionLabel (spec 2 §5)', () => {
	it( 'given a card › "brand ending in last4 (expires date)"', () => {
		expect(
			savedTokenOptionLabel( 'cc', token( { brand: 'Visa', last4: '4242' }, '12/30' ) )
		).toBe( 'Visa ending in 4242 (expires 12/30)' );
	} );

	it( 'given an eCheck › also with the expiry date', () => {
		expect(
			savedTokenOptionLabel( 'echeck', token( { brand: 'Cuenta', last4: '6789' }, '01/29' ) )
		).toBe( 'Cuenta ending in 6789 (expires 01/29)' );
	} );

	it( 'given another type with brand and digits › "brand ending in last4"', () => {
		expect( savedTokenOptionLabel( 'bizum', token( { brand: 'Bizum', last4: '0042' } ) ) ).toBe(
			'Bizum ending in 0042'
		);
	} );

	it( 'given a token without brand or digits › "Saved token for gateway"', () => {
		expect( savedTokenOptionLabel( 'paypal', token( {} ) ) ).toBe( 'Saved token for stripe' );
	} );

	it( 'given a display brand or a preferred network › shows it instead of the brand, capitalised', () => {
		expect(
			savedTokenOptionLabel(
				'cc',
				token( { brand: 'visa', display_brand: 'cartes_bancaires', last4: '1' }, '1/31' )
			)
		).toBe( 'Cartes_bancaires ending in 1 (expires 1/31)' );
		expect(
			savedTokenOptionLabel(
				'cc',
				token( { brand: 'visa', networks: { preferred: 'maestro' }, last4: '2' }, '2/31' )
			)
		).toBe( 'Maestro ending in 2 (expires 2/31)' );
		expect(
			savedTokenOptionLabel( 'cc', token( { brand: 'mastercard', last4: '3' }, '3/31' ) )
		).toBe( 'Mastercard ending in 3 (expires 3/31)' );
	} );

	it( 'given a card without expiry › "brand ending in last4"', () => {
		expect( savedTokenOptionLabel( 'cc', token( { brand: 'Visa', last4: '4242' } ) ) ).toBe(
			'Visa ending in 4242'
		);
	} );
} );
