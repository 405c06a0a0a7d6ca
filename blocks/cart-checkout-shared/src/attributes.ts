/**
 * The `attributes` entry (`@cesta/cart-checkout-shared/attributes`): the
 * attribute definitions of the shared order summary rows alone, React-free
 * and store-free, for the blocks' metadata, which their server markup
 * entries (run in Node) read too.
 */
export {
	HEADING_BLOCK_ATTRIBUTES,
	SHIPPING_BLOCK_ATTRIBUTES,
	TAXES_BLOCK_ATTRIBUTES,
} from './order-summary/attributes';
