/** The markup entry stays React-free and store-free, so a Node server can print the Cart block's markup. */
import { importWithout, REACT_AND_STORE_PACKAGES } from '@cesta/test-utils/module-graph';

describe( 'the markup entry (@cesta/block-cart/markup)', () => {
	it( 'given a server importing it › it loads neither React, the stores nor the components, and prints the markup', async () => {
		// Loading any of these from the markup entry throws.
		const { renderCartBlockMarkup } = await importWithout(
			REACT_AND_STORE_PACKAGES,
			() => import( '../markup' )
		);
		expect( renderCartBlockMarkup() ).toContain(
			'data-block-name="woocommerce/cart-order-summary-taxes-block"'
		);
	} );
} );
