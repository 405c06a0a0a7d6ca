/**
 * Side-effect entry (`@cesta/block-checkout/register`): importing it
 * registers the Checkout block and its inner blocks, so a page script only
 * has to call `mountBlocks()`.
 */
import { registerCheckoutBlock } from './register-checkout-block';

registerCheckoutBlock();
