/**
 * The server markup of the Cart block, as WooCommerce's default cart page
 * saves it and its server prints it: a host (or the demo shop) prints this,
 * then the cart script mounts it. React-free, so a Node server can use it.
 */
import {
	attributeDefaults,
	blockDataAttributes,
	blockWrapperClass,
	coreBlockMarkup,
	escapeHtml,
} from '@cesta/blocks-shared/markup-writer';

import { CART_BLOCK_NAMES as NAMES } from './block-names';
import type { CartBlockName } from './block-names';
import { CART_BLOCK_ATTRIBUTES, getCartInnerBlockMetadata } from './metadata';
import { entryErrors } from './entry-messages';
import { cartTemplate } from './template';
import type { CartTemplateBlock } from './template';
import type { CartBlockAttributes } from './types';

/**
 * Options of {@link renderCartBlockMarkup}.
 *
 * @example
 * const options: CartBlockMarkupOptions = { attributes: { hasDarkControls: true }, shopUrl: '/tienda/' };
 */
export interface CartBlockMarkupOptions {
	/** Top-level attributes; the others keep their defaults. @default {} */
	attributes?: Partial< CartBlockAttributes >;
	/** Link of the empty cart's "Browse store". @default '/' */
	shopUrl?: string;
	/** HTML of the empty-cart block's content (it may hold other blocks). @default a title and a link to the shop */
	emptyCartHtml?: string;
	/** Extra class names of the top-level container. @default '' */
	className?: string;
}

function innerBlock(
	name: CartBlockName,
	content = '',
	overrides: Record< string, unknown > = {}
): string {
	const attributes = {
		...attributeDefaults( getCartInnerBlockMetadata( name ).attributes ),
		...overrides,
	};
	return `<div data-block-name="${ name }"${ blockDataAttributes( attributes ) } class="${ blockWrapperClass(
		name
	) }">${ content }</div>`;
}

/** The HTML of template blocks: ours with their data attributes, core blocks as WordPress saves them. */
function templateMarkup( blocks: readonly CartTemplateBlock[] ): string {
	return blocks
		.map(
			( [ name, attributes, innerBlocks ] ) =>
				coreBlockMarkup( name, attributes ) ??
				innerBlock( name as CartBlockName, templateMarkup( innerBlocks ), attributes )
		)
		.join( '' );
}

function assertOptions( options: unknown ): asserts options is CartBlockMarkupOptions {
	const {
		attributes = {},
		shopUrl,
		emptyCartHtml,
		className,
	} = ( options ?? {} ) as Record< string, unknown >;
	if ( typeof attributes !== 'object' || attributes === null || Array.isArray( attributes ) ) {
		throw new TypeError( entryErrors.markupAttributesNotObject( attributes ) );
	}
	for ( const [ name, value ] of Object.entries( attributes ) ) {
		const definition = CART_BLOCK_ATTRIBUTES[ name ];
		if ( ! definition ) {
			throw new TypeError( entryErrors.markupAttributeUnknown( name ) );
		}
		const expected = String( definition.type );
		if ( typeof value !== expected ) {
			throw new TypeError( entryErrors.markupAttributeType( name, expected, value ) );
		}
	}
	for ( const [ name, value ] of Object.entries( { shopUrl, emptyCartHtml, className } ) ) {
		if ( value !== undefined && typeof value !== 'string' ) {
			throw new TypeError( entryErrors.markupOptionNotString( name, value ) );
		}
	}
}

/**
 * The HTML a host prints for the Cart block: the top-level container
 * (`is-loading` until mounted) and, in order, every inner block of
 * WooCommerce's default cart template, each with `data-block-name` and its
 * attributes as `data-*`. Texts are translated with the loaded locale.
 * Wrong options throw a `TypeError` and nothing is returned.
 *
 * @example
 * const html = renderCartBlockMarkup( { shopUrl: '/tienda/' } );
 * // '<div data-block-name="woocommerce/cart" … class="wp-block-woocommerce-cart alignwide is-loading">…'
 */
export function renderCartBlockMarkup( options: CartBlockMarkupOptions = {} ): string {
	assertOptions( options );
	const attributes = { ...attributeDefaults( CART_BLOCK_ATTRIBUTES ), ...options.attributes };
	const innerBlocks = cartTemplate( { shopUrl: options.shopUrl } )
		.map( ( entry ) =>
			// A host's own empty-cart content replaces the template's.
			entry[ 0 ] === NAMES.EMPTY_CART && options.emptyCartHtml !== undefined
				? innerBlock( NAMES.EMPTY_CART, options.emptyCartHtml, entry[ 1 ] )
				: templateMarkup( [ entry ] )
		)
		.join( '' );
	const classes = [
		blockWrapperClass( NAMES.CART ),
		attributes.align ? `align${ String( attributes.align ) }` : '',
		options.className ?? '',
		'is-loading',
	]
		.filter( Boolean )
		.join( ' ' );
	return `<div data-block-name="${ NAMES.CART }"${ blockDataAttributes(
		attributes
	) } class="${ escapeHtml( classes ) }">${ innerBlocks }</div>`;
}
