/** The classic storefront's views of the cart: the mini cart fragment and the variation form's data. */

import { activePrice, inherited, isInStock, isPurchasable } from '../catalogue/catalogue';
import { imageResponse, productPermalink } from '../catalogue/product-links';
import { stockAvailability } from '../catalogue/product-schema';
import { addToCartLimits } from '../catalogue/stock';
import type { EngineDeps } from '../core/deps';
import { formatDecimal, priceAmountHtml } from '../core/money';
import type { SessionState } from '../core/types';
import type { ProductFixture } from '../../fixtures/types';

const escapeHtml = ( text: string ) =>
	text
		.replace( /&(?![a-z]+;|#\d+;)/gi, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' )
		.replace( /"/g, '&quot;' );

/**
 * The classic mini cart (`woocommerce_mini_cart()`), which
 * `get_refreshed_fragments` sends as the `div.widget_shopping_cart_content` fragment.
 *
 * @example
 * miniCartHtml( deps, session ).includes( 'woocommerce-mini-cart' ); // true once the cart has items
 */
export function miniCartHtml( deps: EngineDeps, session: SessionState ): string {
	const { context, catalogue } = deps;
	const { t, siteUrl, slugs } = context;
	const currency = context.fixtures.store.currency;
	if ( session.lines.length === 0 ) {
		return `<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">${ t( 'miniCartEmpty' ) }</p></div>`;
	}
	let subtotal = 0;
	const items = session.lines.map( ( line ) => {
		const product = catalogue.get( line.variationId || line.productId );
		if ( ! product ) {
			return '';
		}
		const price = activePrice( product ) ?? 0;
		subtotal += price * line.quantity;
		const image = imageResponse( context, product.image );
		return (
			`<li class="woocommerce-mini-cart-item mini_cart_item">` +
			`<a href="${ siteUrl }/${ slugs.cart }/?remove_item=${ line.key }" class="remove remove_from_cart_button" aria-label="${ escapeHtml( t( 'removeItem' ) ) }" data-product_id="${ line.productId }" data-cart_item_key="${ line.key }" data-product_sku="${ escapeHtml( product.sku ) }">&times;</a>` +
			`<a href="${ productPermalink( deps, product, product.parentId ? line.variation : undefined ) }"><img width="300" height="300" src="${ image.thumbnail }" alt="${ escapeHtml( image.alt ) }" />${ escapeHtml( product.name ) }</a>` +
			`<span class="quantity">${ line.quantity } &times; ${ priceAmountHtml( price, currency ) }</span></li>`
		);
	} );
	return (
		`<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget">${ items.join( '' ) }</ul>` +
		`<p class="woocommerce-mini-cart__total total"><strong>${ t( 'miniCartSubtotal' ) }</strong> ${ priceAmountHtml( subtotal, currency ) }</p>` +
		`<p class="woocommerce-mini-cart__buttons buttons"><a href="${ siteUrl }/${ slugs.cart }/" class="button wc-forward">${ t( 'viewCart' ) }</a>` +
		`<a href="${ siteUrl }/${ slugs.checkout }/" class="button checkout wc-forward">${ t( 'checkoutLink' ) }</a></p></div>`
	);
}

/**
 * A variation as the classic variation form gets it
 * (`WC_Product_Variable::get_available_variation`), or false when none matches.
 *
 * @example
 * availableVariation( deps, 27, { attribute_pa_color: 'azul' } ); // { variation_id: 31, … }
 */
export function availableVariation(
	deps: EngineDeps,
	productId: number,
	chosen: Record< string, string >
) {
	const parent = deps.catalogue.get( productId );
	if ( ! parent || parent.type !== 'variable' ) {
		return false;
	}
	const variation = deps.catalogue
		.variationsOf( parent )
		.find( ( candidate ) =>
			Object.entries( candidate.variationAttributes ?? {} ).every(
				( [ key, value ] ) => value === '' || chosen[ `attribute_${ key }` ] === value
			)
		);
	return variation ? describeVariation( deps, variation ) : false;
}

/**
 * Every variation of a variable product as a product page preloads them for
 * its variation form (`WC_Product_Variable::get_available_variations`), in
 * catalogue order; an empty list for any other product.
 *
 * @example
 * availableVariations( deps, 80 ).length; // the hoodie's variations
 */
export function availableVariations( deps: EngineDeps, productId: number ) {
	const parent = deps.catalogue.get( productId );
	return parent?.type === 'variable'
		? deps.catalogue
				.variationsOf( parent )
				.map( ( variation ) => describeVariation( deps, variation ) )
		: [];
}

function describeVariation( deps: EngineDeps, variation: ProductFixture ) {
	const { context, catalogue } = deps;
	const currency = context.fixtures.store.currency;
	const price = activePrice( variation );
	const image = imageResponse( context, variation.image );
	const limits = addToCartLimits( deps, variation, 0 );
	const stock = stockAvailability( deps, variation );
	const weight = inherited( catalogue, variation, 'weightGrams' );
	const soldIndividually = Boolean( inherited( catalogue, variation, 'soldIndividually' ) );
	return {
		attributes: Object.fromEntries(
			Object.entries( variation.variationAttributes ?? {} ).map( ( [ key, value ] ) => [
				`attribute_${ key }`,
				value,
			] )
		),
		availability_html: stock.text
			? `<p class="stock ${ stock.class }">${ stock.text }</p>`
			: '',
		backorders_allowed: Boolean(
			variation.stock?.backorders && variation.stock.backorders !== 'no'
		),
		dimensions: { length: '', width: '', height: '' },
		dimensions_html: context.locale === 'es_ES' ? 'N/D' : 'N/A',
		display_price: price === null ? '' : price / 10 ** currency.minorUnit,
		display_regular_price:
			variation.regularPrice === null
				? ''
				: variation.regularPrice / 10 ** currency.minorUnit,
		image: {
			title: image.name,
			caption: '',
			url: image.src,
			alt: image.alt,
			src: image.src,
			srcset: image.srcset,
			sizes: image.sizes,
			full_src: image.src,
			full_src_w: 800,
			full_src_h: 800,
			gallery_thumbnail_src: image.thumbnail,
			gallery_thumbnail_src_w: 300,
			gallery_thumbnail_src_h: 300,
			thumb_src: image.thumbnail,
			thumb_src_w: 300,
			thumb_src_h: 300,
			src_w: 800,
			src_h: 800,
		},
		image_id: image.id,
		is_downloadable: Boolean( variation.downloadable ),
		is_in_stock: isInStock( catalogue, variation ),
		is_purchasable: isPurchasable( catalogue, variation ),
		is_sold_individually: soldIndividually ? ( 'yes' as const ) : ( 'no' as const ),
		is_virtual: Boolean( variation.virtual ),
		max_qty: limits.maximum,
		min_qty: limits.minimum,
		price_html:
			price === null
				? ''
				: `<span class="price">${ priceAmountHtml( price, currency ) }</span>`,
		sku: variation.sku,
		variation_description: variation.description ?? '',
		variation_id: variation.id,
		variation_is_active: isPurchasable( catalogue, variation ),
		variation_is_visible: price !== null,
		weight: weight
			? formatDecimal( weight, { ...currency, minorUnit: 3, thousandSeparator: '' } ).replace(
					/\.?0+$/,
					''
				)
			: '',
		weight_html: weight
			? `${ formatDecimal( weight, { ...currency, minorUnit: 3, thousandSeparator: '' } ).replace( /\.?0+$/, '' ) } kg`
			: context.locale === 'es_ES'
				? 'N/D'
				: 'N/A',
	};
}
