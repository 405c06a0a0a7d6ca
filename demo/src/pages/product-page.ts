/** A product page's content: image, name, price, short description and the Add to Cart form block. */

import { renderAddToCartFormMarkup } from '@cesta/block-add-to-cart-form/markup';
import type { AvailableVariation } from '@cesta/block-add-to-cart-form';
import { productPriceMarkup, safeUrl } from '@cesta/block-product-collection/markup';
import { htmlToSafeText, isSimpleMarkup, SIMPLE_MARKUP_TAGS } from '@cesta/sanitize';
import type { ProductResponse } from '@cesta/types';

import { DEMO_SWATCHES } from '../shop/swatches';
import { escapeHtml } from './html';

/**
 * Server HTML from the catalogue, printed as it is only when it is simple
 * markup (paragraphs, breaks, bold, italics without attributes); anything
 * else as plain text, so hostile product data cannot run in the page.
 *
 * @example
 * catalogueHtml( '<p>Olla <b>6 L</b></p>' ); // unchanged
 */
export const catalogueHtml = ( html: string ): string =>
	isSimpleMarkup( html, SIMPLE_MARKUP_TAGS ) ? html : `<p>${ htmlToSafeText( html ) }</p>`;

/**
 * The content of a product page: the product's image (a variable product's
 * is the form's, which swaps it for the chosen variation's), its name as the
 * page's heading, its price, its short description and the Add to Cart form
 * (for a variable product with its variations preloaded, so the form does
 * not need to ask `get_variation`).
 *
 * @example
 * renderProductContent( product, availableVariations( engine.deps, product.id ) );
 */
export function renderProductContent(
	product: ProductResponse,
	variations: AvailableVariation[]
): string {
	// A variable product's form shows the image itself, swapped for the chosen variation's.
	const image = product.type === 'variable' ? undefined : product.images[ 0 ];
	return `<div class="demo-product-page">
<div class="demo-product-page__gallery">${
		image
			? `<img class="wp-post-image" src="${ safeUrl( image.src ) }" alt="${ escapeHtml(
					image.alt || product.name
				) }" width="600" height="600">`
			: ''
	}</div>
<div class="demo-product-page__summary">
<h1>${ escapeHtml( product.name ) }</h1>
${ productPriceMarkup( product ) }
<div class="woocommerce-product-details__short-description">${ catalogueHtml(
		product.short_description
	) }</div>
${ renderAddToCartFormMarkup( {
	product,
	...( product.type === 'variable' ? { variations, swatches: DEMO_SWATCHES } : {} ),
} ) }
</div>
</div>`;
}
