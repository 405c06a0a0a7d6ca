/** Cart operations: the cached cart view, stock errors, gateways, shipping rate, customer and extensions. */

import type { CartErrorItem, CartResponse, ProductResponse } from '@cesta/types';

import { validateAddress } from '../addresses/address-validation';
import type { RawAddress } from '../addresses/address-validation';
import { isPurchasable } from '../catalogue/catalogue';
import { productResponse } from '../catalogue/product-schema';
import { reviewSummary } from '../catalogue/reviews';
import { cartLineProblem } from '../catalogue/stock';
import type { EngineDeps } from '../core/deps';
import { StoreApiError, invalidParamsError } from '../core/errors';
import type { StoreApiErrorDetail } from '../core/errors';
import type { MessageId } from '../core/messages';
import type { SessionState } from '../core/types';
import { dropInvalidCoupons } from './cart-coupons';
import { quantityInCart } from './cart-items';
import { cartResponse } from './cart-schema';
import { computeCart } from './totals';
import type { CartTotals } from './totals-types';

const STOCK_MESSAGES: Record< string, [ MessageId, MessageId, string ] > = {
	out_of_stock: [ 'outOfStockOne', 'outOfStockMany', 'woocommerce_rest_product_out_of_stock' ],
	not_purchasable: [
		'notPurchasableOne',
		'notPurchasableMany',
		'woocommerce_rest_product_not_purchasable',
	],
	too_many_in_cart: [
		'tooManyInCartOne',
		'tooManyInCartMany',
		'woocommerce_rest_product_too_many_in_cart',
	],
	partial_out_of_stock: [
		'partialOutOfStockOne',
		'partialOutOfStockMany',
		'woocommerce_rest_product_partially_out_of_stock',
	],
};

/**
 * Problems with the items of a cart (`validate_cart_items`), one error per kind
 * with every affected product named in it.
 *
 * @example
 * stockErrors( deps, session ); // [ { code: 'woocommerce_rest_product_out_of_stock', message: '"Tostadora" is out of stock…' } ]
 */
export function stockErrors( deps: EngineDeps, session: SessionState ): CartErrorItem[] {
	const byKind = new Map< string, string[] >();
	for ( const line of session.lines ) {
		const product = deps.catalogue.get( line.variationId || line.productId );
		if ( ! product ) {
			continue;
		}
		const problem = cartLineProblem(
			deps,
			product,
			line.quantity,
			quantityInCart( deps, session, product ),
			session.draftOrderId
		);
		if ( problem ) {
			byKind.set( problem, [ ...( byKind.get( problem ) ?? [] ), `"${ product.name }"` ] );
		}
	}
	const { t } = deps.context;
	return [
		'out_of_stock',
		'not_purchasable',
		'too_many_in_cart',
		'partial_out_of_stock',
	].flatMap( ( kind ) => {
		const names = byKind.get( kind );
		if ( ! names ) {
			return [];
		}
		const [ one, many, code ] = STOCK_MESSAGES[ kind ];
		const list =
			names.length > 1
				? t( 'listAnd', names.slice( 0, -1 ).join( ', ' ), names[ names.length - 1 ] )
				: names[ 0 ];
		return [ { code, message: t( names.length > 1 ? many : one, list ) } ];
	} );
}

/**
 * Ids of the payment gateways the shop offers, in display order.
 *
 * @example
 * availableGateways( deps ); // [ 'bacs', 'cheque', 'cod', 'cesta_test_card' ]
 */
export function availableGateways( deps: EngineDeps ): string[] {
	const known = new Set( deps.context.fixtures.paymentGateways.map( ( gateway ) => gateway.id ) );
	return deps.context.settings.enabledGateways.filter( ( id ) => known.has( id ) );
}

const crossSells = ( deps: EngineDeps, session: SessionState ): ProductResponse[] => {
	const inCart = new Set( session.lines.map( ( line ) => line.productId ) );
	const ids = new Set< number >();
	for ( const line of session.lines ) {
		for ( const id of deps.catalogue.get( line.productId )?.crossSellIds ?? [] ) {
			if ( ! inCart.has( id ) ) {
				ids.add( id );
			}
		}
	}
	return [ ...ids ]
		.map( ( id ) => deps.catalogue.get( id ) )
		.filter(
			( product ) =>
				product &&
				isPurchasable( deps.catalogue, product ) &&
				( product.catalogVisibility ?? 'visible' ) !== 'hidden'
		)
		.map( ( product ) =>
			productResponse( deps, product!, reviewSummary( deps.context, product!.id ) )
		);
};

/**
 * The cart response for a session, from a cache kept until the session, the
 * catalogue or the shared stock state changes. Invalid coupons are removed
 * first, as the real server does whenever it validates the cart.
 *
 * @example
 * cartView( deps, session ).totals.total_price;
 */
export function cartView(
	deps: EngineDeps,
	session: SessionState,
	revision: number
): { response: CartResponse; totals: CartTotals } {
	const couponErrors = dropInvalidCoupons( deps, session );
	if ( couponErrors.length ) {
		session.version++;
		deps.sessions.save( session );
	}
	const key = `${ session.version }:${ deps.catalogue.version }:${ revision }`;
	if ( session.cache?.key === key && couponErrors.length === 0 ) {
		return session.cache.value as { response: CartResponse; totals: CartTotals };
	}
	const totals = computeCart( deps, session );
	const response = cartResponse( deps, session, totals, {
		crossSells: crossSells( deps, session ),
		errors: [ ...stockErrors( deps, session ), ...couponErrors ],
		paymentMethods: availableGateways( deps ),
	} );
	const value = { response, totals };
	session.cache = { key, value };
	return value;
}

/**
 * Chooses a rate for one package, or for every package when `packageId` is
 * null. The rate is not checked here; checkout rejects a rate that is not offered.
 *
 * @example
 * selectShippingRate( deps, session, 0, 'free_shipping:2' );
 */
export function selectShippingRate(
	deps: EngineDeps,
	session: SessionState,
	packageId: string | number | null,
	rateId: string
): void {
	const { t, settings } = deps.context;
	if ( ! settings.shippingEnabled ) {
		throw new StoreApiError(
			'woocommerce_rest_shipping_disabled',
			404,
			t( 'shippingDisabled' )
		);
	}
	if ( ! rateId ) {
		throw new StoreApiError(
			'woocommerce_rest_cart_missing_rate_id',
			400,
			t( 'missingRateId' )
		);
	}
	if ( packageId !== null ) {
		session.chosenShipping[ String( packageId ) ] = rateId;
		return;
	}
	for ( const pkg of computeCart( deps, session ).packages ) {
		session.chosenShipping[ String( pkg.id ) ] = rateId;
	}
}

/**
 * Stores posted addresses (`update-customer`): both are validated first
 * (partially: empty fields pass), merged over what the session holds, and the
 * shipping address follows the billing one when the cart does not ship and
 * none was sent.
 *
 * @example
 * updateCustomer( deps, session, { billing_address: { postcode: '28014' } } );
 */
export function updateCustomer(
	deps: EngineDeps,
	session: SessionState,
	posted: { billing_address?: RawAddress; shipping_address?: RawAddress },
	options: { checkEmail: boolean } = { checkEmail: false }
): void {
	const failures: Record< string, StoreApiErrorDetail[] > = {};
	const billing = posted.billing_address
		? validateAddress( deps.context, posted.billing_address, {
				billing: true,
				checkEmail: options.checkEmail,
			} )
		: null;
	const shipping = posted.shipping_address
		? validateAddress( deps.context, posted.shipping_address, {
				billing: false,
				checkEmail: false,
			} )
		: null;
	if ( billing?.errors.length ) {
		failures.billing_address = billing.errors;
	}
	if ( shipping?.errors.length ) {
		failures.shipping_address = shipping.errors;
	}
	if ( Object.keys( failures ).length ) {
		throw invalidParamsError( ( names ) => deps.context.t( 'invalidParams', names ), failures );
	}
	if ( billing ) {
		session.billing = { ...session.billing, ...billing.address };
	}
	if ( shipping ) {
		session.shipping = { ...session.shipping, ...shipping.address };
	} else if ( billing && ! computeCart( deps, session ).needsShipping ) {
		const { email: _email, ...address } = session.billing;
		session.shipping = { ...session.shipping, ...address };
	}
}

/**
 * Hands `/cart/extensions` data to the extension registered for the namespace.
 *
 * @example
 * applyExtensionData( deps, session, 'cesta-gift-wrap', { enabled: true } );
 */
export function applyExtensionData(
	deps: EngineDeps,
	session: SessionState,
	namespace: string,
	data: Record< string, unknown >
): void {
	const extension = deps.extensions.find( ( candidate ) => candidate.namespace === namespace );
	if ( ! extension ) {
		throw new StoreApiError(
			'woocommerce_rest_cart_extensions_error',
			400,
			deps.context.t( 'extensionsError', namespace )
		);
	}
	const problem = extension.update( session, data );
	if ( problem ) {
		throw new StoreApiError( 'woocommerce_rest_cart_extensions_error', 400, problem );
	}
}
