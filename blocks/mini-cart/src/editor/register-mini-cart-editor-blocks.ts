/** registerMiniCartEditorBlocks: the Mini-Cart, its drawer's contents and their inner blocks in the WordPress block editor, from their block.json files. */
import {
	createBlockSave,
	createInnerBlockEdit,
	registerEditorBlock,
	registerTemplateCoreBlocks,
} from '@cesta/blocks-shared/editor';
import type { InnerBlockAreaOptions } from '@cesta/blocks-shared/editor';
import { setPreviewCartLoader } from '@cesta/cart-checkout-shared';
import { createPreviewCart } from '@cesta/mocks/preview';
import type { BlockComponentLike } from '@cesta/registry';

import { MINI_CART_CONTENTS_BLOCK_NAMES as NAMES } from '../contents/block-names';
import type { MiniCartInnerBlockName } from '../contents/block-names';
import { miniCartContentsTemplate, miniCartInnerTemplateOf } from '../contents/template';
import {
	MINI_CART_INNER_BLOCK_COMPONENTS,
	registerMiniCartContentsBlocks,
} from '../drawer/contents/register-contents-blocks';
import {
	MINI_CART_BLOCK_JSON,
	MINI_CART_CONTENTS_BLOCK_JSON,
	MINI_CART_INNER_BLOCKS_JSON,
} from './block-json';
import { MiniCartContentsEdit } from './contents-edit';
import { EditorEmptyMiniCart, EditorFilledMiniCart, EditorMiniCartTitle } from './editor-views';
import { MINI_CART_BLOCK_INSPECTORS } from './inspectors';
import { MiniCartEdit } from './mini-cart-edit';

/**
 * The blocks each inner block area of the drawer holds of its own
 * (extension blocks registered for the area are added by the kit); `true`
 * for any block (the items beside the table, the empty view's content).
 */
const AREAS: Partial< Record< MiniCartInnerBlockName, InnerBlockAreaOptions[ 'allowedBlocks' ] > > =
	{
		[ NAMES.FILLED ]: [ NAMES.TITLE, NAMES.ITEMS, NAMES.FOOTER ],
		[ NAMES.EMPTY ]: true,
		[ NAMES.TITLE ]: [ NAMES.TITLE_LABEL, NAMES.TITLE_ITEMS_COUNTER ],
		[ NAMES.ITEMS ]: true,
		[ NAMES.FOOTER ]: [ NAMES.CART_BUTTON, NAMES.CHECKOUT_BUTTON ],
	};

/** The editor shows both views and the title whatever the sample cart holds. */
const EDITOR_COMPONENTS: Partial< Record< MiniCartInnerBlockName, BlockComponentLike > > = {
	[ NAMES.FILLED ]: EditorFilledMiniCart,
	[ NAMES.EMPTY ]: EditorEmptyMiniCart,
	[ NAMES.TITLE ]: EditorMiniCartTitle,
};

/**
 * Registers with `@wordpress/blocks`, from their block.json files, the
 * header's `woocommerce/mini-cart` (dynamic, as WooCommerce's: its button
 * with the sample cart and its settings; the host prints its markup with
 * `renderMiniCartMarkup`) and the drawer's template part
 * `woocommerce/mini-cart-contents` with its inner blocks, for theme
 * developers composing the drawer: each `edit` renders the block's
 * frontend component with the sample cart of `@cesta/mocks/preview` (no
 * Store API request); inner block areas have WooCommerce's template, allowed
 * blocks (extension blocks registered with `registerCheckoutBlock` for the
 * Mini-Cart's areas included) and locking; forced blocks are added and
 * cannot be removed; `save` prints exactly the markup
 * `renderMiniCartContentsMarkup` prints, which the drawer mounts. Also
 * registers the frontend pieces (`registerMiniCartContentsBlocks`) and the
 * core blocks of the template where WordPress's are missing. Idempotent.
 * Texts of the template are translated with the locale loaded when it runs.
 *
 * @example
 * registerMiniCartEditorBlocks();
 * const [ contents ] = createBlocksFromInnerBlocksTemplate( [ [ 'woocommerce/mini-cart-contents' ] ] );
 */
export function registerMiniCartEditorBlocks(): void {
	setPreviewCartLoader( () => createPreviewCart() );
	registerMiniCartContentsBlocks();
	registerTemplateCoreBlocks();
	const template = miniCartContentsTemplate();
	registerEditorBlock( MINI_CART_BLOCK_JSON, { edit: MiniCartEdit, save: () => null } );
	registerEditorBlock( MINI_CART_CONTENTS_BLOCK_JSON, {
		edit: MiniCartContentsEdit,
		save: createBlockSave( NAMES.CONTENTS ),
		template,
	} );
	MINI_CART_INNER_BLOCKS_JSON.forEach( ( metadata ) => {
		const name = metadata.name as MiniCartInnerBlockName;
		const allowedBlocks = AREAS[ name ];
		registerEditorBlock( metadata, {
			edit: createInnerBlockEdit( {
				name,
				rootBlockName: NAMES.CONTENTS,
				component: EDITOR_COMPONENTS[ name ] ?? MINI_CART_INNER_BLOCK_COMPONENTS[ name ],
				...( allowedBlocks === undefined ? {} : { innerBlocks: { allowedBlocks } } ),
				...( MINI_CART_BLOCK_INSPECTORS[ name ]
					? { inspector: MINI_CART_BLOCK_INSPECTORS[ name ] }
					: {} ),
			} ),
			save: createBlockSave( name ),
			template: miniCartInnerTemplateOf( name, template ),
		} );
	} );
}
