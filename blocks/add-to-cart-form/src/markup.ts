/**
 * The server markup of the Add to Cart form block: a host (or the demo shop's
 * product page) prints this, then the product page script mounts it.
 * React-free, so a Node server can use it.
 */
import {
	blockDataAttributes,
	blockWrapperClass,
	escapeHtml,
} from '@cesta/blocks-shared/markup-writer';
import type { ProductResponse } from '@cesta/types';

import { ADD_TO_CART_FORM_BLOCK_NAME, DEFAULT_WC_AJAX_URL } from './constants';
import { errors, labels } from './messages';
import type { AvailableVariation, SwatchSettings } from './types';
import { quantityLimitsOf } from './variations/quantity-rules';

/**
 * Options of {@link renderAddToCartFormMarkup}.
 *
 * @example
 * const options: AddToCartFormMarkupOptions = { product, variations: availableVariations };
 */
export interface AddToCartFormMarkupOptions {
	/** The Store API product of the page. */
	product: ProductResponse;
	/** The variations in the `available_variations` shape when the server preloads them; without them the form asks `get_variation`. @default undefined */
	variations?: AvailableVariation[];
	/** How attributes show as swatches, by field name or taxonomy. @default {} */
	swatches?: SwatchSettings;
	/** The shop ajax endpoint template. @default DEFAULT_WC_AJAX_URL */
	wcAjaxUrl?: string;
	/** Extra class names of the block's container. @default '' */
	className?: string;
}

function assertOptions( options: unknown ): asserts options is AddToCartFormMarkupOptions {
	const { product, variations, wcAjaxUrl, className } = ( options ?? {} ) as Record<
		string,
		unknown
	>;
	if (
		typeof product !== 'object' ||
		product === null ||
		typeof ( product as { id?: unknown } ).id !== 'number'
	) {
		throw new TypeError( errors.markupProductMissing( product ) );
	}
	if ( variations !== undefined && ! Array.isArray( variations ) ) {
		throw new TypeError( errors.markupVariationsNotArray( variations ) );
	}
	for ( const [ name, value ] of Object.entries( { wcAjaxUrl, className } ) ) {
		if ( value !== undefined && typeof value !== 'string' ) {
			throw new TypeError( errors.markupOptionNotString( name, value ) );
		}
	}
}

/** The classic form a browser without scripts can post (WooCommerce's simple product form). */
function simpleFormHtml( product: ProductResponse ): string {
	if ( ! product.is_purchasable || ! product.is_in_stock ) {
		return `<p class="stock out-of-stock">${ escapeHtml( labels.productUnavailable() ) }</p>`;
	}
	const limits = quantityLimitsOf( product, null );
	const inputId = `quantity_${ product.id }`;
	const quantity = limits.soldIndividually
		? `<input type="hidden" name="quantity" value="1"/>`
		: `<div class="quantity"><label class="screen-reader-text" for="${ inputId }">${ escapeHtml(
				labels.quantityOf( product.name )
			) }</label><input type="number" id="${ inputId }" class="input-text qty text" name="quantity" value="${
				limits.minimum
			}" min="${ limits.minimum }" max="${ limits.maximum }" step="${ limits.step }" inputmode="numeric"/></div>`;
	return `<form class="cart" action="${ escapeHtml(
		product.permalink ?? ''
	) }" method="post" enctype="multipart/form-data">${ quantity }<button type="submit" name="add-to-cart" value="${
		product.id
	}" class="single_add_to_cart_button button alt wp-element-button">${ escapeHtml(
		labels.addToCart()
	) }</button></form>`;
}

/**
 * The markup with the preview flag (the editor entry sets it).
 *
 * @example
 * writeAddToCartFormMarkup( { product }, true );
 */
export function writeAddToCartFormMarkup(
	options: AddToCartFormMarkupOptions,
	isPreview: boolean
): string {
	assertOptions( options );
	const { product } = options;
	const attributes = {
		product,
		variations: options.variations ?? false,
		swatches: options.swatches ?? {},
		wcAjaxUrl: options.wcAjaxUrl ?? DEFAULT_WC_AJAX_URL,
		isPreview,
	};
	const classes = [
		blockWrapperClass( ADD_TO_CART_FORM_BLOCK_NAME ),
		options.className ?? '',
		'is-loading',
	]
		.filter( Boolean )
		.join( ' ' );
	const content =
		product.type === 'variable'
			? `<p class="wc-block-add-to-cart-form__loading">${ escapeHtml(
					labels.loadingOptions()
				) }</p>`
			: simpleFormHtml( product );
	return `<div data-block-name="${ ADD_TO_CART_FORM_BLOCK_NAME }"${ blockDataAttributes(
		attributes
	) } class="${ escapeHtml( classes ) }">${ content }</div>`;
}

/**
 * The HTML a host prints for the Add to Cart form of a product page: the
 * block's container (`is-loading` until mounted) with the product, the
 * preloaded variations (or `false`), the swatch settings and the shop ajax
 * endpoint as `data-*`, holding a form that works without scripts for a
 * simple product. Texts are translated with the loaded locale; all text and
 * attributes are escaped. Wrong options throw a `TypeError`.
 *
 * @example
 * const html = renderAddToCartFormMarkup( { product, variations: availableVariations } );
 * // '<div data-block-name="woocommerce/add-to-cart-form" data-product="{…}" … class="wp-block-woocommerce-add-to-cart-form is-loading">…'
 */
export function renderAddToCartFormMarkup( options: AddToCartFormMarkupOptions ): string {
	return writeAddToCartFormMarkup( options, false );
}
