/** The markup entry stays React-free and store-free, so a Node server can print the Checkout block's markup. */
import { importWithout, REACT_AND_STORE_PACKAGES } from '@cesta/test-utils/module-graph';

// Loading any of these from the markup entry throws.
const NOT_FOR_SERVERS = [ ...REACT_AND_STORE_PACKAGES, '@cesta/blocks-checkout' ];

describe( 'the markup entry (@cesta/block-checkout/markup)', () => {
	it( 'given a server importing it › it loads neither React, the stores nor the components, and prints the markup', async () => {
		const { renderCheckoutBlockMarkup } = await importWithout(
			NOT_FOR_SERVERS,
			() => import( '../markup' )
		);
		expect( renderCheckoutBlockMarkup() ).toContain(
			'data-block-name="woocommerce/checkout-shipping-address-block"'
		);
	} );
} );
