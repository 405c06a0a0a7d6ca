/** The edit of the header's Mini-Cart: its button with the sample cart, and its settings. */
import { useBlockProps } from '@wordpress/block-editor';
import { RawHTML, useMemo } from '@wordpress/element';
import type { HTMLAttributes } from 'react';

import { LookOnly } from '@cesta/blocks-shared/editor';
import type { EditorBlockEditProps } from '@cesta/blocks-shared/editor';
import { createPreviewCart } from '@cesta/mocks/preview';

import { MINI_CART_BLOCK_ATTRIBUTES } from '../attributes';
import { MINI_CART_BLOCK_NAME } from '../constants';
import { renderMiniCartMarkup } from '../button/markup';
import type { MiniCartAttributes } from '../types';
import { MINI_CART_BLOCK_INSPECTORS } from './inspectors';

const Inspector = MINI_CART_BLOCK_INSPECTORS[ MINI_CART_BLOCK_NAME ]!;

/**
 * The `edit` of `woocommerce/mini-cart`: the button as the shop prints it
 * (`renderMiniCartMarkup`) with the sample cart's count and total, look-only,
 * following the inspector's settings (icon, add-to-cart behaviour, total,
 * count, cart and checkout pages). The block is dynamic, as WooCommerce's:
 * it saves only its attributes and the host prints its markup.
 *
 * @example
 * registerEditorBlock( MINI_CART_BLOCK_JSON, { edit: MiniCartEdit, save: () => null } );
 */
export function MiniCartEdit( props: EditorBlockEditProps< MiniCartAttributes > ) {
	const { attributes } = props;
	const cart = useMemo( () => createPreviewCart(), [] );
	// The editor adds attributes of its own (lock, className, typography): the markup takes the block's.
	const own = Object.fromEntries(
		Object.keys( MINI_CART_BLOCK_ATTRIBUTES )
			.map( ( name ) => [ name, attributes[ name as keyof MiniCartAttributes ] ] )
			.filter( ( [ , value ] ) => value !== undefined )
	) as Partial< MiniCartAttributes >;
	const html = renderMiniCartMarkup( { attributes: { ...own, isPreview: true }, cart } );
	return (
		<div { ...( useBlockProps() as HTMLAttributes< HTMLDivElement > ) }>
			<Inspector { ...( props as unknown as EditorBlockEditProps ) } />
			<LookOnly>
				<RawHTML>{ html }</RawHTML>
			</LookOnly>
		</div>
	);
}
