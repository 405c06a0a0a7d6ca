/**
 * The demo theme's script on the cart page (bundled by
 * `src/build/theme-script.ts`, served under `/tema/`): the header's cart count
 * follows the cart store of the page's `wp.data`.
 */

import { followHeaderCartCount } from './header-cart-count';
import type { CartCountSource } from './header-cart-count';

const data = ( window as { wp?: { data?: CartCountSource } } ).wp?.data;
if ( data ) {
	followHeaderCartCount( data );
}
