/**
 * The server markup of the Mini-Cart block, as WooCommerce's server prints
 * it: the wrapper with the attributes as `data-*` and the cart link, and
 * the header button with the total and the count badge. A pure string
 * writer: React-free, so a Node server and the browser can both use it.
 */
import {
	blockDataAttributes,
	blockWrapperClass,
	escapeHtml,
} from '@cesta/blocks-shared/markup-writer';
import { getStorePageUrl } from '@cesta/settings';
import type { CartResponse } from '@cesta/types';

import { normalizeMiniCartAttributes } from '../attributes';
import { contentsErrors } from '../contents/messages';
import { renderMiniCartContentsMarkup } from '../contents/markup';
import {
	MINI_CART_AMOUNT_CLASS_NAME,
	MINI_CART_BADGE_CLASS_NAME,
	MINI_CART_BLOCK_NAME,
	MINI_CART_BUTTON_CLASS_NAME,
	MINI_CART_CLASS_NAME,
	MINI_CART_TEMPLATE_PART_CLASS_NAME,
} from '../constants';
import type { MiniCartAttributes, MiniCartColor } from '../types';
import { summarizeCart } from './cart-summary';
import { miniCartIconSvg } from './icons';
import { buttonErrors } from './messages';
import { buttonLabel, isBadgeHidden } from './view';

/**
 * Options of {@link renderMiniCartMarkup}.
 *
 * @example
 * const options: MiniCartMarkupOptions = { attributes: { hasHiddenPrice: false }, cart };
 */
export interface MiniCartMarkupOptions {
	/** The block's attributes; the others keep their defaults. @default {} */
	attributes?: Partial< MiniCartAttributes >;
	/** The shopper's cart, when the server has it: its count and total show. @default undefined */
	cart?: CartResponse | null;
	/** The item count, when there is no `cart`. @default 0 */
	itemsCount?: number;
	/** The total as shown (formatted), when there is no `cart`. @default undefined (none shown) */
	total?: string;
	/** Where the button leads if the drawer cannot open. @default the cart page of the settings */
	cartUrl?: string;
	/** The page is the cart or the checkout (`cartAndCheckoutRenderStyle` applies). @default false */
	isCartOrCheckoutPage?: boolean;
	/** Extra class names of the wrapper. @default '' */
	className?: string;
	/**
	 * The HTML of the drawer's contents (the `woocommerce/mini-cart-contents`
	 * template part as the host saved it, e.g. from the block editor), printed
	 * inert in a `<template>`: the drawer mounts it when opened.
	 * @default WooCommerce's default template (`renderMiniCartContentsMarkup()`)
	 */
	contents?: string;
}

const ATTRIBUTE_TYPES: Record< string, string > = {
	miniCartIcon: 'string',
	addToCartBehaviour: 'string',
	hasHiddenPrice: 'boolean',
	cartAndCheckoutRenderStyle: 'string',
	productCountVisibility: 'string',
	priceColor: 'object',
	iconColor: 'object',
	productCountColor: 'object',
	isPreview: 'boolean',
};

function assertAttributes( attributes: Record< string, unknown > ): void {
	for ( const [ name, value ] of Object.entries( attributes ) ) {
		const expected = ATTRIBUTE_TYPES[ name ];
		if ( value !== undefined && ( ! expected || typeof value !== expected ) ) {
			throw new TypeError(
				buttonErrors.markupAttributeType( name, expected ?? 'a known attribute', value )
			);
		}
	}
}

// A `</template>` in the contents would end the inert template early and let
// the rest run as live page markup; its `<` is escaped (the drawer's parser
// drops template elements anyway).
const inert = ( html: string ): string => html.replace( /<(\/?template)/gi, '&lt;$1' );

function contentsTemplate( contents: unknown ): string {
	if ( contents !== undefined && typeof contents !== 'string' ) {
		throw new TypeError( contentsErrors.contentsNotString( contents ) );
	}
	return `<template class="${ MINI_CART_TEMPLATE_PART_CLASS_NAME }">${ inert(
		contents ?? renderMiniCartContentsMarkup()
	) }</template>`;
}

const styleOf = ( property: string, color?: MiniCartColor ): string =>
	color ? ` style="${ escapeHtml( `${ property }:${ color.color }` ) }"` : '';

/**
 * The HTML a host prints for the Mini-Cart block: the wrapper
 * (`data-block-name="woocommerce/mini-cart"`, the attributes as `data-*`,
 * `data-cart-url`) around the header button, whose accessible name says the
 * count (and the total when shown). The badge is hidden as
 * `productCountVisibility` says; on the cart and checkout pages the block is
 * hidden or left out as `cartAndCheckoutRenderStyle` says. Texts are
 * translated with the loaded locale. Wrong options throw a `TypeError`.
 *
 * @example
 * const html = renderMiniCartMarkup( { cart, attributes: { hasHiddenPrice: false } } );
 * // '<div data-block-name="woocommerce/mini-cart" … class="wc-block-mini-cart wp-block-woocommerce-mini-cart"><button …'
 */
export function renderMiniCartMarkup( options: MiniCartMarkupOptions = {} ): string {
	const { cart, itemsCount = 0, className = '', isCartOrCheckoutPage = false } = options;
	assertAttributes( ( options.attributes ?? {} ) as Record< string, unknown > );
	if ( ! cart && ( ! Number.isInteger( itemsCount ) || itemsCount < 0 ) ) {
		throw new TypeError( buttonErrors.markupCountInvalid( itemsCount ) );
	}
	const attributes = normalizeMiniCartAttributes( options.attributes );
	if ( isCartOrCheckoutPage && attributes.cartAndCheckoutRenderStyle === 'removed' ) {
		return '';
	}
	const summary = cart ? summarizeCart( cart ) : { itemsCount, total: options.total ?? null };
	const cartUrl = options.cartUrl ?? getStorePageUrl( 'cart' );
	const hiddenOnThisPage = isCartOrCheckoutPage;
	const showPrice = ! attributes.hasHiddenPrice;

	const amount = showPrice
		? `<span class="${ MINI_CART_AMOUNT_CLASS_NAME }"${ styleOf( 'color', attributes.priceColor ) }${
				summary.total === null ? ' hidden' : ''
			}>${ escapeHtml( summary.total ?? '' ) }</span>`
		: '';
	const badge = `<span class="${ MINI_CART_BADGE_CLASS_NAME }"${ styleOf(
		'background-color',
		attributes.productCountColor
	) }${ isBadgeHidden( attributes, summary.itemsCount ) ? ' hidden' : '' }>${
		summary.itemsCount
	}</span>`;
	const icon = miniCartIconSvg(
		attributes.miniCartIcon,
		styleOf( 'color', attributes.iconColor )
	);
	const button = `<button type="button" class="${ MINI_CART_BUTTON_CLASS_NAME }" aria-haspopup="dialog" aria-label="${ escapeHtml(
		buttonLabel( attributes, summary )
	) }"${
		hiddenOnThisPage ? ' disabled' : ''
	}>${ amount }<span class="wc-block-mini-cart__quantity-badge">${ icon }${ badge }</span></button>`;
	const classes = [ MINI_CART_CLASS_NAME, blockWrapperClass( MINI_CART_BLOCK_NAME ), className ]
		.filter( Boolean )
		.join( ' ' );
	const hiddenStyle = hiddenOnThisPage ? ' style="visibility:hidden" aria-hidden="true"' : '';
	// No drawer opens from a disabled button or an editor's preview.
	const template =
		hiddenOnThisPage || attributes.isPreview ? '' : contentsTemplate( options.contents );
	return `<div data-block-name="${ MINI_CART_BLOCK_NAME }"${ blockDataAttributes(
		{ ...attributes },
		{ omitEmpty: true }
	) } data-cart-url="${ escapeHtml( cartUrl ) }" class="${ escapeHtml(
		classes
	) }"${ hiddenStyle }>${ button }${ template }</div>`;
}
