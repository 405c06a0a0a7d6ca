/** The markup entry stays React-free and store-free, so a Node server can print the Cart block's markup. */

// Loading any of these from the markup entry throws.
const NOT_FOR_SERVERS = [
	'react',
	'react-dom',
	'@wordpress/element',
	'@wordpress/data',
	'@cesta/data',
	'@cesta/components',
];

describe( 'the markup entry (@cesta/block-cart/markup)', () => {
	it( 'given a server importing it › it loads neither React, the stores nor the components, and prints the markup', async () => {
		await jest.isolateModulesAsync( async () => {
			for ( const name of NOT_FOR_SERVERS ) {
				jest.doMock( name, () => {
					throw new Error( `the markup entry loaded ${ name }` );
				} );
			}
			const { renderCartBlockMarkup } = await import( '../markup' );
			expect( renderCartBlockMarkup() ).toContain(
				'data-block-name="woocommerce/cart-order-summary-taxes-block"'
			);
		} );
	} );
} );
