/** Where the quantity buttons' thunk loads from: on demand, and as soon as a cart line with a quantity selector mounts. */

import { loadOnce } from '../../utils/load-once';

/**
 * The code of `changeCartItemQuantity` (`quantity.ts`). Pages whose lines
 * have quantity buttons (the Cart, the Mini-Cart's drawer) load it when the
 * lines mount (`useStoreCartItemQuantity`), so a click runs it at once and
 * its 400 ms debounce starts on the click itself; a page without them (the
 * checkout) never downloads it unless something changes a quantity.
 *
 * @example
 * const { changeCartItemQuantity } = cartQuantityCode.loaded() ?? ( await cartQuantityCode() );
 */
export const cartQuantityCode = loadOnce( () => import( './quantity' ) );
