/** One product of the collection: image, name, price, rating, stock text and the add-to-cart button. */
import { PLACEHOLDER_IMG_SRC } from '@cesta/settings';
import type { ProductResponse } from '@cesta/types';

import {
	ADD_TO_CART_BUTTON_ATTRIBUTE,
	DIRECTLY_ADDABLE_PRODUCT_TYPES,
	PRODUCT_IMAGE_SIZE_PX,
	PRODUCT_TITLE_LEVEL_DEFAULT,
	RATING_MAX_STARS,
} from '../constants';
import { clampInteger } from '../query/normalize-attributes';
import { markupTexts } from './messages';
import { productPriceMarkup } from './product-price';
import { safePlainText, safeText, safeUrl } from './text';

const imageMarkup = ( product: ProductResponse, eager: boolean ): string => {
	const [ image ] = Array.isArray( product.images ) ? product.images : [];
	const size = ` width="${ PRODUCT_IMAGE_SIZE_PX }" height="${ PRODUCT_IMAGE_SIZE_PX }"`;
	const loading = ` loading="${ eager ? 'eager' : 'lazy' }" decoding="async"`;
	const src = image ? safeUrl( image.thumbnail || image.src ) : '';
	if ( ! src ) {
		// A placeholder says nothing about the product: hidden from screen
		// readers, and not a second link to the same page.
		return `<div class="wc-block-components-product-image"><img class="wc-block-components-product-image__placeholder" src="${ safeUrl(
			PLACEHOLDER_IMG_SRC
		) }" alt=""${ size }${ loading }></div>`;
	}
	const srcset = image!.srcset ? ` srcset="${ safeUrl( image!.srcset ) }"` : '';
	const sizes = image!.sizes ? ` sizes="${ safeText( image!.sizes ) }"` : '';
	const alt = safePlainText( image!.alt || product.name );
	return `<div class="wc-block-components-product-image"><a href="${ safeUrl(
		product.permalink
	) }" tabindex="-1"><img src="${ src }"${ srcset }${ sizes } alt="${ alt }"${ size }${ loading }></a></div>`;
};

const nameMarkup = ( product: ProductResponse, level: number ): string =>
	`<h${ level } class="wp-block-post-title wc-block-components-product-name"><a href="${ safeUrl(
		product.permalink
	) }">${ safePlainText( product.name ) }</a></h${ level }>`;

const ratingMarkup = ( product: ProductResponse ): string => {
	const rating = Number( product.average_rating );
	if ( ! Number.isFinite( rating ) || rating <= 0 || ! ( product.review_count > 0 ) ) {
		return '';
	}
	const shown = Math.min( rating, RATING_MAX_STARS ).toFixed( 2 );
	const width = ( Math.min( rating, RATING_MAX_STARS ) / RATING_MAX_STARS ) * 100;
	const label = safeText( markupTexts.rated( shown ) );
	return [
		'<div class="wc-block-components-product-rating"><div class="wc-block-components-product-rating__container">',
		`<div class="wc-block-components-product-rating__stars" role="img" aria-label="${ label }">`,
		`<span style="width:${ Number( width.toFixed( 2 ) ) }%"></span></div>`,
		`<span class="wc-block-components-product-rating__reviews_count">${ safeText(
			markupTexts.reviews( product.review_count )
		) }</span>`,
		'</div></div>',
	].join( '' );
};

const stockMarkup = ( product: ProductResponse ): string => {
	const text = product.stock_availability?.text;
	if ( typeof text !== 'string' || text.trim() === '' ) {
		return '';
	}
	const modifier = safeText( product.stock_availability.class ).replace( /[^a-z0-9_-]/gi, '' );
	return `<div class="wc-block-components-product-stock-indicator${
		modifier ? ` wc-block-components-product-stock-indicator--${ modifier }` : ''
	}">${ safeText( text ) }</div>`;
};

/**
 * Whether a listing's button adds the product straight to the cart: a
 * simple product that can be bought and is in stock. Other products link to
 * their page, where the shopper chooses options.
 *
 * @example
 * canAddFromListing( fan ); // true
 * canAddFromListing( camiseta ); // false: variable
 */
export function canAddFromListing( product: ProductResponse ): boolean {
	return (
		DIRECTLY_ADDABLE_PRODUCT_TYPES.includes( product.type ) &&
		product.is_purchasable === true &&
		product.is_in_stock === true
	);
}

const buttonMarkup = ( product: ProductResponse ): string => {
	const addToCart = product.add_to_cart ?? ( {} as ProductResponse[ 'add_to_cart' ] );
	const type = safeText( product.type ).replace( /[^a-z0-9_-]/gi, '' );
	const classes = `wp-block-button__link wp-element-button wc-block-components-product-button__button product_type_${ type }`;
	const description = safeText( addToCart.description );
	const label = description ? ` aria-label="${ description }"` : '';
	if ( canAddFromListing( product ) ) {
		const quantity = Math.max( 1, Number( addToCart.minimum ) || 1 );
		// `wc-interactive` tells WooCommerce's classic add-to-cart script (and
		// @cesta/classic-cart) that another script handles this button.
		return `<button type="button" class="${ classes } add_to_cart_button ajax_add_to_cart wc-interactive" ${ ADD_TO_CART_BUTTON_ATTRIBUTE } data-product_id="${
			Number( product.id ) || 0
		}" data-quantity="${ quantity }" data-product_name="${ safePlainText(
			product.name
		) }"${ label }><span class="wc-block-components-product-button__text">${
			safeText( addToCart.text ) || safeText( markupTexts.addToCart() )
		}</span></button>`;
	}
	const fallback =
		product.type === 'variable' ? markupTexts.selectOptions() : markupTexts.readMore();
	return `<a href="${ safeUrl( product.permalink ) }" class="${ classes }"${ label }>${
		safeText( addToCart.text ) || safeText( fallback )
	}</a>`;
};

/**
 * The markup of one product card (`li.wc-block-product`) with WooCommerce's
 * class names: the image (eager or lazy, with width and height, alt text),
 * the name linking to the product, the price, the rating when it has
 * reviews, the stock text, and the button: a `<button>` the add-to-cart
 * controller enhances for products that can be added from the listing, else
 * a link to the product's page ("Select options" for variable products).
 * Every text is escaped.
 *
 * @example
 * productCardMarkup( fan, { eagerImage: true, titleLevel: 2 } ); // '<li class="wc-block-product …">…<h2 …'
 */
export function productCardMarkup(
	product: ProductResponse,
	{
		eagerImage = false,
		titleLevel = PRODUCT_TITLE_LEVEL_DEFAULT,
	}: { eagerImage?: boolean; titleLevel?: number } = {}
): string {
	const level = clampInteger( titleLevel, 1, 6, PRODUCT_TITLE_LEVEL_DEFAULT );
	const id = Number( product.id ) || 0;
	const classes = [
		'wc-block-product',
		`post-${ id }`,
		'product',
		`type-product`,
		product.on_sale ? 'sale' : '',
		product.is_in_stock ? 'instock' : 'outofstock',
	]
		.filter( Boolean )
		.join( ' ' );
	return [
		`<li class="${ classes }" data-product-id="${ id }">`,
		imageMarkup( product, eagerImage ),
		nameMarkup( product, level ),
		productPriceMarkup( product ),
		ratingMarkup( product ),
		stockMarkup( product ),
		`<div class="wp-block-button wc-block-components-product-button">${ buttonMarkup(
			product
		) }</div>`,
		'</li>',
	].join( '' );
}
