/** The Cart block's block wrapper: gives every inner block `extensions` and `cart`, as WooCommerce does. */

import { createBlockWrapper } from '@cesta/blocks-shared';
import { useInnerBlockCartProps } from '@cesta/cart-checkout-shared';

/**
 * Gives every inner block of the Cart block (ours and the ones extensions
 * register) the props WooCommerce's cart gives them: `extensions` and `cart`
 * (`useStoreCart()` without `receiveCart`).
 *
 * @example
 * registerFrontendBlock( { name: 'woocommerce/cart', component: CartBlock, blockWrapper: CartInnerBlockWrapper } );
 */
export const CartInnerBlockWrapper = createBlockWrapper( useInnerBlockCartProps );
