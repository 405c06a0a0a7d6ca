/** The markup entry stays React-free and store-free, so a Node server can print the Checkout block's markup. */

export {};

// Loading any of these from the markup entry throws.
const NOT_FOR_SERVERS = [
	'react',
	'react-dom',
	'@wordpress/element',
	'@wordpress/data',
	'@cesta/data',
	'@cesta/components',
	'@cesta/blocks-checkout',
];

describe( 'the markup entry (@cesta/block-checkout/markup)', () => {
	it( 'given a server importing it › it loads neither React, the stores nor the components, and prints the markup', async () => {
		await jest.isolateModulesAsync( async () => {
			for ( const name of NOT_FOR_SERVERS ) {
				jest.doMock( name, () => {
					throw new Error( `the markup entry loaded ${ name }` );
				} );
			}
			const { renderCheckoutBlockMarkup } = await import( '../markup' );
			expect( renderCheckoutBlockMarkup() ).toContain(
				'data-block-name="woocommerce/checkout-shipping-address-block"'
			);
		} );
	} );
} );
