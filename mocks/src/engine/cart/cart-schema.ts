/** The Store API cart and cart item objects (CartSchema, CartItemSchema) from the worked-out totals. */

import type { CartErrorItem, CartItem, CartResponse, ProductResponse } from '@cesta/types';

import { backordersAllowed, inherited, managesStock } from '../catalogue/catalogue';
import { displayPrice, imageResponse, productPermalink } from '../catalogue/product-links';
import { lowStockRemaining } from '../catalogue/product-schema';
import { cartItemLimits, remainingStock, stockOwner } from '../catalogue/stock';
import type { StockDeps } from '../catalogue/stock';
import { RAW_PRICE_PRECISION_DIGITS } from '../core/constants';
import { currencyFields } from '../core/money';
import type { SessionState } from '../core/types';
import { ratePercentLabel } from '../shipping-and-tax/taxes';
import type { CartTotals, LineTotals } from './totals-types';

const rawPrice = ( amount: number, minorUnit: number ) =>
	String( amount * 10 ** ( RAW_PRICE_PRECISION_DIGITS - minorUnit ) );

/**
 * One cart item (`CartItemSchema`) from its worked-out line.
 *
 * @example
 * cartItemResponse( deps, totals.lines[ 0 ], 0 ).totals.line_total; // '3599'
 */
export function cartItemResponse(
	deps: StockDeps,
	entry: LineTotals,
	draftOrderId: number
): CartItem {
	const { context, catalogue } = deps;
	const { product, parent, line } = entry;
	const currency = context.fixtures.store.currency;
	const money = currencyFields( currency );
	const display = context.settings.taxDisplayCart;
	const taxable = ( inherited( catalogue, product, 'taxStatus' ) ?? 'taxable' ) === 'taxable';
	const show = ( amount: number ) => displayPrice( deps, amount, display, taxable );
	const regular = product.regularPrice ?? entry.unitPrice;
	const owner = stockOwner( catalogue, product );
	const remaining = remainingStock( deps, product, draftOrderId );
	return {
		key: line.key,
		id: product.id,
		type: product.type,
		quantity: line.quantity,
		quantity_limits: cartItemLimits( deps, product, draftOrderId ),
		name: product.name,
		short_description: parent
			? ( product.description ?? '' )
			: ( product.shortDescription ?? '' ),
		description: product.description ?? '',
		sku: product.sku,
		low_stock_remaining: lowStockRemaining( deps, product ),
		backorders_allowed: backordersAllowed( owner ),
		show_backorder_badge:
			managesStock( owner ) &&
			owner.stock?.backorders === 'notify' &&
			remaining !== null &&
			remaining < line.quantity,
		sold_individually: Boolean( inherited( catalogue, product, 'soldIndividually' ) ),
		permalink: productPermalink( deps, product, parent ? line.variation : undefined ),
		images: [ imageResponse( context, product.image ) ],
		variation: Object.entries( line.variation ).map( ( [ key, slug ] ) => {
			const taxonomy = key.replace( /^attribute_/, '' );
			const attribute = catalogue.attributeByTaxonomy( taxonomy );
			const term = catalogue
				.termsOf( taxonomy )
				.find( ( candidate ) => candidate.slug === slug );
			return { attribute: attribute?.name ?? taxonomy, value: term?.name ?? slug };
		} ),
		item_data: Object.entries( line.itemData ).map( ( [ name, value ] ) => ( {
			name,
			value,
			display: '',
		} ) ),
		prices: {
			price: String( show( entry.unitPrice ) ),
			regular_price: String( show( regular ) ),
			sale_price: String( show( entry.unitPrice ) ),
			price_range: null,
			...money,
			raw_prices: {
				precision: RAW_PRICE_PRECISION_DIGITS,
				price: rawPrice( show( entry.unitPrice ), currency.minorUnit ),
				regular_price: rawPrice( show( regular ), currency.minorUnit ),
				sale_price: rawPrice( show( entry.unitPrice ), currency.minorUnit ),
			},
		},
		totals: {
			line_subtotal: String( entry.subtotal ),
			line_subtotal_tax: String( entry.subtotalTax ),
			line_total: String( entry.total ),
			line_total_tax: String( entry.totalTax ),
			...money,
		},
		catalog_visibility: inherited( catalogue, product, 'catalogVisibility' ) ?? 'visible',
		extensions: {},
	};
}

/**
 * What the cart response needs besides the worked-out totals.
 *
 * @example
 * cartResponse( deps, session, totals, { crossSells: [], errors: [], paymentMethods: [ 'bacs' ] } );
 */
export interface CartResponseExtras {
	crossSells: ProductResponse[];
	errors: CartErrorItem[];
	paymentMethods: string[];
}

/**
 * The Store API cart (`CartSchema`): every amount a minor-unit string with the
 * currency fields, shipping amounts null until shipping is calculated, and
 * `tax_lines` only for itemized tax display.
 *
 * @example
 * cartResponse( deps, session, computeCart( totalsDeps, session ), extras ).totals.total_price; // '7857'
 */
export function cartResponse(
	deps: StockDeps,
	session: SessionState,
	cart: CartTotals,
	extras: CartResponseExtras
): CartResponse {
	const { context } = deps;
	const money = currencyFields( context.fixtures.store.currency );
	const { totals } = cart;
	const shippingKnown = cart.hasCalculatedShipping;
	return {
		items: cart.lines.map( ( entry ) => cartItemResponse( deps, entry, session.draftOrderId ) ),
		coupons: cart.coupons.map( ( coupon ) => ( {
			code: coupon.code,
			discount_type: coupon.discountType,
			totals: {
				total_discount: String( coupon.discount ),
				total_discount_tax: String( coupon.discountTax ),
				...money,
			},
		} ) ),
		fees: cart.fees.map( ( fee ) => ( {
			key: fee.id,
			name: fee.name,
			totals: { total: String( fee.amount ), total_tax: String( fee.tax ), ...money },
		} ) ),
		totals: {
			total_items: String( totals.items ),
			total_items_tax: String( totals.itemsTax ),
			total_fees: String( totals.fees ),
			total_fees_tax: String( totals.feesTax ),
			total_discount: String( totals.discount ),
			total_discount_tax: String( totals.discountTax ),
			total_shipping: shippingKnown ? String( totals.shipping ) : null,
			total_shipping_tax: shippingKnown ? String( totals.shippingTax ) : null,
			total_price: String( totals.price ),
			total_tax: String( totals.tax ),
			tax_lines: context.settings.itemizedTaxes
				? cart.taxLines.map( ( { rate, amount } ) => ( {
						name: rate.name,
						price: String( amount ),
						rate: ratePercentLabel( rate.percent ),
					} ) )
				: [],
			...money,
		},
		shipping_address: { ...session.shipping },
		billing_address: { ...session.billing },
		needs_payment: totals.price > 0,
		needs_shipping: cart.needsShipping,
		payment_requirements: [ 'products' ],
		has_calculated_shipping: shippingKnown,
		shipping_rates: cart.packages.map( ( pkg ) => ( {
			package_id: pkg.id,
			name: pkg.name,
			destination: pkg.destination,
			items: pkg.lines.map( ( entry ) => ( {
				key: entry.line.key,
				name: entry.fullName,
				quantity: entry.line.quantity,
			} ) ),
			shipping_rates: pkg.rates.map( ( rate ) => ( {
				rate_id: rate.rateId,
				name: rate.name,
				description: '',
				delivery_time: '',
				price: String( rate.cost ),
				taxes: String( rate.tax ),
				instance_id: rate.instanceId,
				method_id: rate.methodId,
				meta_data: rate.metaData,
				selected: rate.rateId === pkg.chosen?.rateId,
				...money,
			} ) ),
		} ) ),
		items_count: cart.itemsCount,
		items_weight: cart.itemsWeight,
		cross_sells: extras.crossSells,
		errors: extras.errors,
		payment_methods: extras.paymentMethods,
		extensions: {},
	};
}
