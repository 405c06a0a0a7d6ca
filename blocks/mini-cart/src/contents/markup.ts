/**
 * The markup of the Mini-Cart drawer's contents (the `mini-cart-contents`
 * template part), as WooCommerce's default Mini-Cart template saves it and
 * its server prints it: each block with `data-block-name` and its
 * attributes as `data-*`. A pure string writer: React-free.
 */
import {
	attributeDefaults,
	blockDataAttributes,
	blockWrapperClassNames,
	coreBlockMarkup,
	escapeHtml,
} from '@cesta/blocks-shared/markup-writer';

import { MINI_CART_CONTENTS_BLOCK_NAMES as NAMES } from './block-names';
import type { MiniCartContentsBlockName, MiniCartInnerBlockName } from './block-names';
import { getMiniCartInnerBlockMetadata, MINI_CART_CONTENTS_ATTRIBUTES } from './metadata';
import { contentsErrors } from './messages';
import { miniCartContentsTemplate } from './template';
import type { MiniCartTemplateBlock } from './template';

/**
 * Options of {@link renderMiniCartContentsMarkup}.
 *
 * @example
 * const options: MiniCartContentsMarkupOptions = {
 * 	blockAttributes: { 'woocommerce/mini-cart-checkout-button-block': { checkoutButtonLabel: 'Pagar' } },
 * };
 */
export interface MiniCartContentsMarkupOptions {
	/** Attributes of some blocks of the template, by block name; the others keep their defaults. @default {} */
	blockAttributes?: Partial< Record< MiniCartContentsBlockName, Record< string, unknown > > >;
}

const KNOWN_NAMES: ReadonlySet< string > = new Set( Object.values( NAMES ) );

function assertOptions( options: unknown ): asserts options is MiniCartContentsMarkupOptions {
	const { blockAttributes = {} } = ( options ?? {} ) as Record< string, unknown >;
	const isObject = ( value: unknown ) =>
		typeof value === 'object' && value !== null && ! Array.isArray( value );
	if ( ! isObject( blockAttributes ) ) {
		throw new TypeError( contentsErrors.markupOptionsInvalid( blockAttributes ) );
	}
	for ( const [ name, attributes ] of Object.entries( blockAttributes as object ) ) {
		if ( ! KNOWN_NAMES.has( name ) ) {
			throw new TypeError( contentsErrors.markupUnknownBlock( name ) );
		}
		if ( ! isObject( attributes ) ) {
			throw new TypeError( contentsErrors.markupOptionsInvalid( blockAttributes ) );
		}
	}
}

/**
 * The HTML of WooCommerce's default Mini-Cart contents template: the filled
 * view (title with its label and items counter, the items with the products
 * table, the footer with the cart and checkout buttons) and the empty view
 * (the "Your cart is currently empty!" message and the shopping button),
 * every block with `data-block-name`, its attributes as `data-*` and
 * WordPress's `wp-block-…` class. Texts are translated with the loaded
 * locale. Wrong options throw a `TypeError`.
 *
 * @example
 * const html = renderMiniCartContentsMarkup();
 * // '<div data-block-name="woocommerce/mini-cart-contents" data-lock="…" data-width="480px" class="wp-block-woocommerce-mini-cart-contents">…'
 */
export function renderMiniCartContentsMarkup(
	options: MiniCartContentsMarkupOptions = {}
): string {
	assertOptions( options );
	const overrides = options.blockAttributes ?? {};
	const block = (
		name: MiniCartContentsBlockName,
		template: Record< string, unknown >,
		content: string
	) => {
		const definitions =
			name === NAMES.CONTENTS
				? MINI_CART_CONTENTS_ATTRIBUTES
				: getMiniCartInnerBlockMetadata( name as MiniCartInnerBlockName ).attributes;
		const attributes = {
			...attributeDefaults( definitions ),
			...template,
			...overrides[ name ],
		};
		return `<div data-block-name="${ name }"${ blockDataAttributes(
			attributes
		) } class="${ escapeHtml( blockWrapperClassNames( name, attributes ) ) }">${ content }</div>`;
	};
	// Ours with their data attributes, core blocks as WordPress saves them.
	const markup = ( blocks: readonly MiniCartTemplateBlock[] ): string =>
		blocks
			.map(
				( [ name, attributes, innerBlocks ] ) =>
					coreBlockMarkup( name, attributes ) ??
					block( name as MiniCartContentsBlockName, attributes, markup( innerBlocks ) )
			)
			.join( '' );
	return block( NAMES.CONTENTS, {}, markup( miniCartContentsTemplate() ) );
}
