/**
 * The server markup of the Cart block, as WooCommerce's default cart page
 * saves it and its server prints it: a host (or the demo shop) prints this,
 * then the cart script mounts it. React-free, so a Node server can use it.
 */
import {
	attributeDefaults,
	blockDataAttributes,
	blockWrapperClass,
	escapeHtml,
} from '@cesta/blocks-shared/markup-writer';

import { CART_BLOCK_NAMES as NAMES } from './block-names';
import type { CartBlockName } from './block-names';
import { CART_BLOCK_ATTRIBUTES, getCartInnerBlockMetadata } from './metadata';
import { entryErrors, markupTexts } from './entry-messages';
import { labels } from './messages';
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
	const crossSells = innerBlock(
		NAMES.CART_CROSS_SELLS,
		`<h2 class="wp-block-heading has-large-font-size">${ escapeHtml(
			markupTexts.crossSellsTitle()
		) }</h2>${ innerBlock( NAMES.CART_CROSS_SELLS_PRODUCTS ) }`
	);
	const totals = innerBlock(
		NAMES.CART_ORDER_SUMMARY_TOTALS,
		[
			NAMES.CART_ORDER_SUMMARY_SUBTOTAL,
			NAMES.CART_ORDER_SUMMARY_FEE,
			NAMES.CART_ORDER_SUMMARY_DISCOUNT,
			NAMES.CART_ORDER_SUMMARY_SHIPPING,
			NAMES.CART_ORDER_SUMMARY_TAXES,
		]
			.map( ( name ) => innerBlock( name ) )
			.join( '' )
	);
	const orderSummary = innerBlock(
		NAMES.CART_ORDER_SUMMARY,
		innerBlock( NAMES.CART_ORDER_SUMMARY_HEADING, '', { content: labels.cartTotals() } ) +
			innerBlock( NAMES.CART_ORDER_SUMMARY_COUPON_FORM ) +
			totals
	);
	const filledCart = innerBlock(
		NAMES.FILLED_CART,
		innerBlock( NAMES.CART_ITEMS, innerBlock( NAMES.CART_LINE_ITEMS ) + crossSells ) +
			innerBlock(
				NAMES.CART_TOTALS,
				orderSummary +
					innerBlock( NAMES.CART_EXPRESS_PAYMENT ) +
					innerBlock( NAMES.PROCEED_TO_CHECKOUT ) +
					innerBlock( NAMES.CART_ACCEPTED_PAYMENT_METHODS )
			)
	);
	const emptyCart = innerBlock(
		NAMES.EMPTY_CART,
		options.emptyCartHtml ??
			`<h2 class="wp-block-heading has-text-align-center with-empty-cart-icon wc-block-cart__empty-cart__title">${ escapeHtml(
				markupTexts.emptyCartTitle()
			) }</h2><hr class="wp-block-separator has-alpha-channel-opacity is-style-dots"/><p class="has-text-align-center"><a href="${ escapeHtml(
				options.shopUrl ?? '/'
			) }">${ escapeHtml( markupTexts.browseStore() ) }</a></p>`
	);
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
	) } class="${ escapeHtml( classes ) }">${ filledCart }${ emptyCart }</div>`;
}
