/** The Store API product object (ProductSchema): prices, stock texts and add-to-cart details. */

import type { ProductResponse, ProductTermReference } from '@cesta/types';

import type { ProductFixture, TermFixture } from '../../fixtures/types';
import { currencyFields, formatPriceText, priceAmountHtml } from '../core/money';
import {
	activePrice,
	backordersAllowed,
	inherited,
	isInStock,
	isOnSale,
	isPurchasable,
	managesStock,
	stockStatus,
} from './catalogue';
import { displayPrice, imageResponse, productPermalink, termLink } from './product-links';
import { addToCartLimits, remainingStock, stockOwner } from './stock';
import type { StockDeps } from './stock';

/**
 * `low_stock_remaining`: the stock left once it is at or below the low-stock
 * amount, for products that cannot be backordered; otherwise null.
 *
 * @example
 * lowStockRemaining( deps, hervidor ); // 2
 */
export function lowStockRemaining( deps: StockDeps, product: ProductFixture ): number | null {
	const owner = stockOwner( deps.catalogue, product );
	if ( product.type === 'variable' || ! managesStock( owner ) || backordersAllowed( owner ) ) {
		return null;
	}
	const remaining = remainingStock( deps, product, 0 );
	const threshold = owner.stock?.lowStockAmount ?? deps.context.settings.lowStockAmount;
	return remaining !== null && remaining <= threshold ? Math.max( remaining, 0 ) : null;
}

/**
 * `stock_availability`: the text and class a product page shows.
 *
 * @example
 * stockAvailability( deps, fan ); // { text: '50 disponibles (puede reservarse)', class: 'in-stock' }
 */
export function stockAvailability(
	deps: StockDeps,
	product: ProductFixture
): { text: string; class: string } {
	const { t } = deps.context;
	if ( product.type === 'variable' ) {
		return { text: '', class: '' };
	}
	const status = stockStatus( deps.catalogue, product );
	if ( status === 'outofstock' ) {
		return { text: t( 'outOfStock' ), class: 'out-of-stock' };
	}
	if ( status === 'onbackorder' ) {
		return { text: t( 'availableOnBackorder' ), class: 'available-on-backorder' };
	}
	const owner = stockOwner( deps.catalogue, product );
	if ( ! managesStock( owner ) ) {
		return { text: '', class: 'in-stock' };
	}
	const count = t( 'inStockCount', String( owner.stock?.quantity ?? 0 ) );
	return {
		text:
			owner.stock?.backorders === 'notify'
				? `${ count } ${ t( 'canBeBackordered' ) }`
				: count,
		class: 'in-stock',
	};
}

const termReferences = ( deps: StockDeps, ids: number[] | undefined ): ProductTermReference[] =>
	( ids ?? [] )
		.map( ( id ) => deps.catalogue.term( id ) )
		.filter( ( term ): term is TermFixture => Boolean( term ) )
		.map( ( term ) => ( {
			id: term.id,
			name: term.name,
			slug: term.slug,
			link: termLink( deps, term ),
		} ) );

const priceHtml = (
	deps: StockDeps,
	prices: { min: number; max: number; regular: number; onSale: boolean } | null
) => {
	if ( ! prices ) {
		return '';
	}
	const { currency } = deps.context.fixtures.store;
	const { t } = deps.context;
	if ( prices.min !== prices.max ) {
		return `${ priceAmountHtml( prices.min, currency ) } &ndash; ${ priceAmountHtml( prices.max, currency ) }`;
	}
	if ( ! prices.onSale ) {
		return priceAmountHtml( prices.min, currency );
	}
	const text = ( amount: number ) => formatPriceText( amount, currency );
	return (
		`<del aria-hidden="true">${ priceAmountHtml( prices.regular, currency ) }</del> ` +
		`<span class="screen-reader-text">${ t( 'originalPrice', text( prices.regular ) ) }</span>` +
		`<ins aria-hidden="true">${ priceAmountHtml( prices.min, currency ) }</ins>` +
		`<span class="screen-reader-text">${ t( 'currentPrice', text( prices.min ) ) }</span>`
	);
};

/**
 * The Store API product object (`ProductSchema`), prices shown as the shop
 * setting says, stock and add-to-cart details derived from live stock.
 *
 * @example
 * productResponse( deps, catalogue.get( 27 )! ).prices.price_range; // { min_amount: '1999', max_amount: '2199' }
 */
export function productResponse(
	deps: StockDeps,
	product: ProductFixture,
	reviews: { average: string; count: number }
): ProductResponse {
	const { context, catalogue } = deps;
	const display = context.settings.taxDisplayShop;
	const taxable = ( inherited( catalogue, product, 'taxStatus' ) ?? 'taxable' ) === 'taxable';
	const show = ( amount: number ) => displayPrice( deps, amount, display, taxable );
	const priced =
		product.type === 'variable'
			? catalogue
					.variationsOf( product )
					.filter( ( variation ) => activePrice( variation ) !== null )
			: activePrice( product ) !== null
				? [ product ]
				: [];
	const actives = priced.map( ( item ) => show( activePrice( item )! ) );
	const regulars = priced.map( ( item ) => show( item.regularPrice! ) );
	const min = actives.length ? Math.min( ...actives ) : null;
	const max = actives.length ? Math.max( ...actives ) : null;
	const regular = regulars.length ? Math.min( ...regulars ) : null;
	const onSale = isOnSale( catalogue, product );
	const purchasable = isPurchasable( catalogue, product );
	const inStock = isInStock( catalogue, product );
	const limits = addToCartLimits( deps, product, 0 );
	const permalink = productPermalink( deps, product );
	const parent = catalogue.parentOf( product );
	const attributeSource = product.type === 'variation' ? [] : ( product.attributes ?? [] );
	const { t } = context;
	const addToCart =
		product.type === 'variable'
			? {
					text: t( 'selectOptions' ),
					description: t( 'selectOptionsDescription', product.name ),
					url: permalink,
				}
			: purchasable && inStock
				? {
						text: t( 'addToCart' ),
						description: t( 'addToCartDescription', product.name ),
						url: parent
							? `?variation_id=${ product.id }&add-to-cart=${ parent.id }${ Object.entries(
									product.variationAttributes ?? {}
								)
									.map( ( [ key, value ] ) => `&attribute_${ key }=${ value }` )
									.join( '' ) }`
							: `?add-to-cart=${ product.id }`,
					}
				: {
						text: t( 'readMore' ),
						description: t( 'readMoreDescription', product.name ),
						url: permalink,
					};
	return {
		id: product.id,
		name: product.name,
		slug: product.slug,
		parent: parent?.id ?? 0,
		type: product.type,
		variation: parent
			? Object.entries( product.variationAttributes ?? {} )
					.map(
						( [ key, slug ] ) =>
							`${ catalogue.attributeByTaxonomy( key )?.name ?? key }: ${ catalogue.termsOf( key ).find( ( term ) => term.slug === slug )?.name ?? slug }`
					)
					.join( ', ' )
			: '',
		permalink,
		sku: product.sku,
		short_description: product.shortDescription ?? '',
		description: product.description ?? '',
		on_sale: onSale,
		prices: {
			price: String( min ?? '' ),
			regular_price: String( regular ?? '' ),
			sale_price: String( min ?? '' ),
			price_range:
				min !== null && max !== null && min !== max
					? { min_amount: String( min ), max_amount: String( max ) }
					: null,
			...currencyFields( context.fixtures.store.currency ),
		},
		price_html: priceHtml(
			deps,
			min !== null && max !== null && regular !== null ? { min, max, regular, onSale } : null
		),
		average_rating: reviews.average,
		review_count: reviews.count,
		images: [ product.image, ...( product.gallery ?? [] ) ].map( ( image ) =>
			imageResponse( context, image )
		),
		categories: termReferences( deps, inherited( catalogue, product, 'categoryIds' ) ),
		tags: termReferences( deps, inherited( catalogue, product, 'tagIds' ) ),
		brands: termReferences( deps, inherited( catalogue, product, 'brandIds' ) ),
		attributes: attributeSource
			.filter( ( attribute ) => attribute.visible || attribute.variation )
			.map( ( attribute ) => ( {
				id: attribute.id,
				name: attribute.name,
				taxonomy: attribute.taxonomy,
				has_variations: attribute.variation,
				terms: attribute.taxonomy
					? catalogue
							.termsOf( attribute.taxonomy )
							.filter( ( term ) => attribute.termIds?.includes( term.id ) )
							.sort(
								( a, b ) =>
									( a.menuOrder ?? 0 ) - ( b.menuOrder ?? 0 ) ||
									a.name.localeCompare( b.name, 'es', { numeric: true } )
							)
							.map( ( term ) => ( {
								id: term.id,
								name: term.name,
								slug: term.slug,
								...( attribute.defaultSlug === term.slug ? { default: true } : {} ),
							} ) )
					: ( attribute.options ?? [] ).map( ( option ) => ( {
							id: 0,
							name: option,
							slug: option,
						} ) ),
			} ) ),
		variations: catalogue.variationsOf( product ).map( ( variation ) => ( {
			id: variation.id,
			attributes: Object.entries( variation.variationAttributes ?? {} ).map(
				( [ key, value ] ) => ( {
					name: catalogue.attributeByTaxonomy( key )?.name ?? key,
					value: value === '' ? null : value,
				} )
			),
		} ) ),
		grouped_products: [],
		has_options: product.type === 'variable',
		is_purchasable: purchasable,
		is_in_stock: inStock,
		is_on_backorder: stockStatus( catalogue, product ) === 'onbackorder',
		low_stock_remaining: lowStockRemaining( deps, product ),
		stock_availability: stockAvailability( deps, product ),
		sold_individually: Boolean( inherited( catalogue, product, 'soldIndividually' ) ),
		add_to_cart: {
			...addToCart,
			single_text: t( 'addToCart' ),
			minimum: limits.minimum,
			maximum: limits.maximum,
			multiple_of: limits.multiple_of,
		},
		extensions: {},
	};
}
