/** registerCheckoutEditorBlocks: the Checkout block and its inner blocks in the WordPress block editor, from their block.json files. */

import {
	createBlockSave,
	createInnerBlockEdit,
	registerEditorBlock,
} from '@cesta/blocks-shared/editor';
import type { InnerBlockEditOptions } from '@cesta/blocks-shared/editor';
import { setPreviewCartLoader } from '@cesta/cart-checkout-shared';
import { createPreviewCart } from '@cesta/mocks/preview';
import { innerBlockAreas } from '@cesta/registry';

import { CHECKOUT_BLOCK_NAMES as NAMES } from '../block-names';
import { CHECKOUT_INNER_BLOCK_COMPONENTS } from '../inner-blocks';
import type { CheckoutInnerBlockName } from '../markup';
import { registerCheckoutBlock } from '../register-checkout-block';
import { checkoutTemplate, innerTemplateOf } from '../template';
import { CHECKOUT_BLOCK_JSON, CHECKOUT_INNER_BLOCKS_JSON } from './block-json';
import { CheckoutEdit } from './checkout-edit';
import { CHECKOUT_INNER_BLOCK_INSPECTORS } from './inspectors';

/**
 * The Checkout's saved markup, as `renderCheckoutBlockMarkup` prints it: an
 * empty text (the block's own, translated) is left out.
 */
const SAVE_OPTIONS = { omitEmpty: true };

/** A checkout step: its form is look-only; extensions' blocks for its area follow it, editable. */
const step = ( area?: string ): InnerBlockEditOptions[ 'innerBlocks' ] => ( {
	allowedBlocks: [],
	lookOnlyContent: true,
	...( area ? { area } : {} ),
} );

/**
 * The inner block areas of the Checkout: the blocks each holds of its own
 * (extension blocks registered for the area with `registerCheckoutBlock`
 * are added by the kit), as WooCommerce's editor allows them. The steps
 * extensions may add blocks to are areas of their own (the payment step's
 * is WooCommerce's `checkout-payment-methods-block`).
 */
const AREAS: Partial< Record< CheckoutInnerBlockName, InnerBlockEditOptions[ 'innerBlocks' ] > > = {
	[ NAMES.CHECKOUT_FIELDS ]: {
		allowedBlocks: innerTemplateOf( NAMES.CHECKOUT_FIELDS ).map( ( [ name ] ) => name ),
	},
	[ NAMES.CHECKOUT_TOTALS ]: { allowedBlocks: [ NAMES.CHECKOUT_ORDER_SUMMARY ] },
	[ NAMES.CHECKOUT_ORDER_SUMMARY ]: {
		allowedBlocks: innerTemplateOf( NAMES.CHECKOUT_ORDER_SUMMARY ).map( ( [ name ] ) => name ),
	},
	[ NAMES.CHECKOUT_ORDER_SUMMARY_TOTALS ]: {
		allowedBlocks: innerTemplateOf( NAMES.CHECKOUT_ORDER_SUMMARY_TOTALS ).map(
			( [ name ] ) => name
		),
	},
	[ NAMES.CHECKOUT_CONTACT_INFORMATION ]: step(),
	[ NAMES.CHECKOUT_SHIPPING_METHOD ]: step(),
	[ NAMES.CHECKOUT_PICKUP_OPTIONS ]: step(),
	[ NAMES.CHECKOUT_SHIPPING_ADDRESS ]: step(),
	[ NAMES.CHECKOUT_BILLING_ADDRESS ]: step(),
	[ NAMES.CHECKOUT_SHIPPING_METHODS ]: step(),
	[ NAMES.CHECKOUT_PAYMENT ]: step( innerBlockAreas.PAYMENT_METHODS ),
};

/**
 * Registers the Checkout block and each of its inner blocks with
 * `@wordpress/blocks` from their block.json files, for theme developers
 * composing the checkout in the block editor: each `edit` renders the
 * block's frontend component with the sample cart of `@cesta/mocks/preview`
 * (no Store API request; forms are look-only); inner block areas have
 * WooCommerce's templates, allowed blocks (extension blocks registered with
 * `registerCheckoutBlock` included, in their areas only) and locking;
 * forced blocks are added and cannot be removed; the inspector sets the
 * attributes a theme developer sets (the top-level block's checkout
 * options among them); `save` prints exactly the markup
 * `renderCheckoutBlockMarkup` prints. Also registers the frontend pieces
 * (`registerCheckoutBlock`). Idempotent.
 *
 * @example
 * registerCheckoutEditorBlocks();
 * const [ checkout ] = createBlocksFromInnerBlocksTemplate( [ [ 'woocommerce/checkout' ] ] );
 */
export function registerCheckoutEditorBlocks(): void {
	setPreviewCartLoader( () => createPreviewCart() );
	registerCheckoutBlock();
	const template = checkoutTemplate();
	registerEditorBlock( CHECKOUT_BLOCK_JSON, {
		edit: CheckoutEdit,
		save: createBlockSave( NAMES.CHECKOUT, {
			...SAVE_OPTIONS,
			// WooCommerce's save() adds these two: themes style the loading container.
			extraClassNames: [ 'wc-block-checkout', 'is-loading' ],
		} ),
		template,
	} );
	CHECKOUT_INNER_BLOCKS_JSON.forEach( ( metadata ) => {
		const name = metadata.name as CheckoutInnerBlockName;
		const innerBlocks = AREAS[ name ];
		const inspector = CHECKOUT_INNER_BLOCK_INSPECTORS[ name ];
		registerEditorBlock( metadata, {
			edit: createInnerBlockEdit( {
				name,
				rootBlockName: NAMES.CHECKOUT,
				component: CHECKOUT_INNER_BLOCK_COMPONENTS[ name ],
				...( innerBlocks ? { innerBlocks } : {} ),
				...( inspector ? { inspector } : {} ),
			} ),
			save: createBlockSave( name, SAVE_OPTIONS ),
			template: innerTemplateOf( name, template ),
		} );
	} );
}
