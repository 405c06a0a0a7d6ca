/** registerCartEditorBlocks: the Cart block and its inner blocks in the WordPress block editor, from their block.json files. */

import {
	createBlockSave,
	createInnerBlockEdit,
	registerEditorBlock,
	registerTemplateCoreBlocks,
} from '@cesta/blocks-shared/editor';
import type { InnerBlockAreaOptions } from '@cesta/blocks-shared/editor';
import { setPreviewCartLoader, useInnerBlockCartProps } from '@cesta/cart-checkout-shared';
import { createPreviewCart } from '@cesta/mocks/preview';

import { CART_BLOCK_NAMES as NAMES } from '../block-names';
import { CART_INNER_BLOCK_COMPONENTS } from '../inner-blocks';
import { registerCartBlock } from '../register-cart-block';
import { cartTemplate, innerTemplateOf } from '../template';
import type { CartTemplateOptions } from '../template';
import { CART_BLOCK_JSON, CART_INNER_BLOCKS_JSON } from './block-json';
import { CartEdit } from './cart-edit';
import { EditorEmptyCart } from './editor-empty-cart';
import { CART_BLOCK_INSPECTORS } from './inspectors';

type InnerBlockName = keyof typeof CART_INNER_BLOCK_COMPONENTS;

/**
 * The blocks each inner block area of the Cart holds of its own (extension
 * blocks registered for the area are added by the kit); `true` for any.
 */
const AREAS: Partial< Record< InnerBlockName, InnerBlockAreaOptions[ 'allowedBlocks' ] > > = {
	[ NAMES.FILLED_CART ]: [ NAMES.CART_ITEMS, NAMES.CART_TOTALS ],
	// The empty cart's content is the theme's: any block.
	[ NAMES.EMPTY_CART ]: true,
	[ NAMES.CART_ITEMS ]: [ NAMES.CART_LINE_ITEMS, NAMES.CART_CROSS_SELLS ],
	[ NAMES.CART_CROSS_SELLS ]: [
		'core/heading',
		'core/paragraph',
		NAMES.CART_CROSS_SELLS_PRODUCTS,
	],
	[ NAMES.CART_TOTALS ]: [
		NAMES.CART_ORDER_SUMMARY,
		NAMES.CART_EXPRESS_PAYMENT,
		NAMES.PROCEED_TO_CHECKOUT,
		NAMES.CART_ACCEPTED_PAYMENT_METHODS,
	],
	[ NAMES.CART_ORDER_SUMMARY ]: [
		NAMES.CART_ORDER_SUMMARY_HEADING,
		NAMES.CART_ORDER_SUMMARY_COUPON_FORM,
		NAMES.CART_ORDER_SUMMARY_TOTALS,
	],
	[ NAMES.CART_ORDER_SUMMARY_TOTALS ]: [
		NAMES.CART_ORDER_SUMMARY_SUBTOTAL,
		NAMES.CART_ORDER_SUMMARY_FEE,
		NAMES.CART_ORDER_SUMMARY_DISCOUNT,
		NAMES.CART_ORDER_SUMMARY_SHIPPING,
		NAMES.CART_ORDER_SUMMARY_TAXES,
	],
};

/**
 * Registers the Cart block and each of its inner blocks with
 * `@wordpress/blocks` from their block.json files, for theme developers
 * composing the cart in the block editor: each `edit` renders the block's
 * frontend component with the sample cart of `@cesta/mocks/preview` (no
 * Store API request); inner block areas have WooCommerce's templates,
 * allowed blocks (extension blocks registered with `registerCheckoutBlock`
 * included) and locking; forced blocks are added and cannot be removed;
 * `save` prints exactly the markup `renderCartBlockMarkup` prints. Also
 * registers the frontend pieces (`registerCartBlock`) and the core blocks
 * of the templates where WordPress's are missing. Idempotent. Texts of the
 * templates are translated with the locale loaded when it runs.
 *
 * @example
 * registerCartEditorBlocks();
 * const [ cart ] = createBlocksFromInnerBlocksTemplate( [ [ 'woocommerce/cart' ] ] );
 */
export function registerCartEditorBlocks( options: CartTemplateOptions = {} ): void {
	setPreviewCartLoader( () => createPreviewCart() );
	registerCartBlock();
	registerTemplateCoreBlocks();
	const template = cartTemplate( options );
	registerEditorBlock( CART_BLOCK_JSON, {
		edit: CartEdit,
		save: createBlockSave( NAMES.CART, { extraClassNames: [ 'is-loading' ] } ),
		template,
	} );
	CART_INNER_BLOCKS_JSON.forEach( ( metadata ) => {
		const name = metadata.name as InnerBlockName;
		const allowedBlocks = AREAS[ name ];
		registerEditorBlock( metadata, {
			edit: createInnerBlockEdit( {
				name,
				rootBlockName: NAMES.CART,
				component:
					name === NAMES.EMPTY_CART
						? EditorEmptyCart
						: CART_INNER_BLOCK_COMPONENTS[ name ],
				useExtraProps: useInnerBlockCartProps,
				...( allowedBlocks === undefined ? {} : { innerBlocks: { allowedBlocks } } ),
				...( CART_BLOCK_INSPECTORS[ name ]
					? { inspector: CART_BLOCK_INSPECTORS[ name ] }
					: {} ),
			} ),
			save: createBlockSave( name ),
			template: innerTemplateOf( name, template ),
		} );
	} );
}
