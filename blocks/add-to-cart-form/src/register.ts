/**
 * Side-effect entry (`@cesta/block-add-to-cart-form/register`): importing it
 * registers the Add to Cart form block, so a product page script only has to
 * call `mountBlocks()`.
 */
import { registerAddToCartFormBlock } from './register-add-to-cart-form-block';

registerAddToCartFormBlock();
