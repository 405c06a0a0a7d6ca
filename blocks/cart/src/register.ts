/**
 * Side-effect entry (`@cesta/block-cart/register`): importing it registers
 * the Cart block and its inner blocks, so a page script only has to call
 * `mountBlocks()`.
 */
import { registerCartBlock } from './register-cart-block';

registerCartBlock();
