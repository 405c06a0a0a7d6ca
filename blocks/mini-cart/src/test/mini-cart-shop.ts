/**
 * The shop a Mini-Cart test file runs against: the mock shop, the settings a
 * Spanish host prints and a page whose cookie says the cart has items; for
 * the drawer, also `matchMedia`, reduced motion and the time React needs.
 */
import type { MockServer } from '@cesta/mocks/node';
import { setupMockShop } from '@cesta/test-utils';
import { installMatchMediaStub, setReducedMotion } from '@cesta/test-utils/dom';

import { setItemsCookie, setupShopSettings } from './helpers';

/**
 * Starts the mock shop and the host's settings for the file; before each
 * test the page's cookie says the cart has items.
 *
 * @example
 * const shop = setupMiniCartShop();
 */
export function setupMiniCartShop(): MockServer {
	const shop = setupMockShop();
	setupShopSettings();
	beforeEach( () => setItemsCookie( '1' ) );
	return shop;
}

/**
 * `setupMiniCartShop` for the drawer's tests: with a `matchMedia` stub, the
 * visitor preferring reduced motion (no slide-in to wait for) and a longer
 * timeout for the drawer's on-demand code.
 *
 * @example
 * const shop = setupDrawerShop();
 */
export function setupDrawerShop(): MockServer {
	const shop = setupMiniCartShop();
	installMatchMediaStub();
	jest.setTimeout( 15000 );
	beforeEach( () => setReducedMotion( true ) );
	return shop;
}
