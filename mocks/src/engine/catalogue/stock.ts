/** Stock: reservations held by orders being paid, remaining stock and the quantity limits it sets. */

import type { QuantityLimits } from '@cesta/types';

import type { ProductFixture } from '../../fixtures/types';
import {
	HOLD_STOCK_MINUTES,
	QUANTITY_MINIMUM_DEFAULT,
	QUANTITY_MULTIPLE_OF_DEFAULT,
} from '../core/constants';
import type { EngineContext } from '../core/context';
import {
	backordersAllowed,
	inherited,
	isInStock,
	isPurchasable,
	managesStock,
	type Catalogue,
} from './catalogue';

/**
 * Stock held for orders being paid (`ReserveStock`): order id → product id →
 * quantity, until it expires.
 *
 * @example
 * reservations.reserved( 44, 0 ); // units of product 44 held by any order
 */
export interface StockReservations {
	reserve( orderId: number, quantities: Map< number, number > ): void;
	release( orderId: number ): void;
	reserved( productId: number, excludeOrderId: number ): number;
}

/**
 * Creates an empty reservation book.
 *
 * @example
 * const reservations = createReservations( context );
 */
export function createReservations( context: EngineContext ): StockReservations {
	const holds = new Map< number, { quantities: Map< number, number >; expiresAt: number } >();
	return {
		reserve( orderId, quantities ) {
			holds.set( orderId, {
				quantities,
				expiresAt: context.nowSeconds() + HOLD_STOCK_MINUTES * 60,
			} );
		},
		release( orderId ) {
			holds.delete( orderId );
		},
		reserved( productId, excludeOrderId ) {
			let total = 0;
			const now = context.nowSeconds();
			for ( const [ orderId, hold ] of holds ) {
				if ( orderId !== excludeOrderId && hold.expiresAt > now ) {
					total += hold.quantities.get( productId ) ?? 0;
				}
			}
			return total;
		},
	};
}

/**
 * What quantity rules need.
 *
 * @example
 * const deps: StockDeps = { context, catalogue, reservations };
 */
export interface StockDeps {
	context: EngineContext;
	catalogue: Catalogue;
	reservations: StockReservations;
}

/**
 * The product whose stock counts for this one (`get_stock_managed_by_id`).
 *
 * @example
 * stockOwner( catalogue, variation ).id;
 */
export function stockOwner( catalogue: Catalogue, product: ProductFixture ): ProductFixture {
	if ( managesStock( product ) ) {
		return product;
	}
	const parent = catalogue.parentOf( product );
	return parent && managesStock( parent ) ? parent : product;
}

/**
 * Stock left for new orders: managed stock minus what other orders hold;
 * null when stock is not managed.
 *
 * @example
 * remainingStock( deps, hervidor, 0 ); // 2
 */
export function remainingStock(
	deps: StockDeps,
	product: ProductFixture,
	excludeOrderId: number
): number | null {
	const owner = stockOwner( deps.catalogue, product );
	if ( ! managesStock( owner ) ) {
		return null;
	}
	return ( owner.stock?.quantity ?? 0 ) - deps.reservations.reserved( owner.id, excludeOrderId );
}

const limitToMultiple = (
	value: number,
	multipleOf: number,
	rounding: 'ceil' | 'floor' | 'round'
) => ( multipleOf <= 1 ? value : Math[ rounding ]( value / multipleOf ) * multipleOf );

/**
 * Minimum, maximum and step for adding a product (`get_add_to_cart_limits`):
 * at most the shop's default maximum, 1 when sold individually, the remaining
 * stock when stock is managed without backorders.
 *
 * @example
 * addToCartLimits( deps, filtros, 0 ); // { minimum: 2, maximum: 12, multiple_of: 2 }
 */
export function addToCartLimits(
	deps: StockDeps,
	product: ProductFixture,
	excludeOrderId: number
) {
	const limits: number[] = [ deps.context.settings.quantityLimitDefault ];
	if ( inherited( deps.catalogue, product, 'soldIndividually' ) ) {
		limits.push( 1 );
	} else if ( ! backordersAllowed( stockOwner( deps.catalogue, product ) ) ) {
		const remaining = remainingStock( deps, product, excludeOrderId );
		if ( remaining !== null ) {
			limits.push( remaining );
		}
	}
	// `array_filter` drops zeros, so an empty stock does not make the limit 0.
	const truthy = limits.filter( ( limit ) => limit !== 0 );
	const stockLimit = Math.max( Math.min( ...truthy ), 1 );
	const override = product.quantityLimits ?? {};
	const multipleOf = override.multipleOf ?? QUANTITY_MULTIPLE_OF_DEFAULT;
	const minimum = Math.max( override.minimum ?? QUANTITY_MINIMUM_DEFAULT, 1 );
	const maximum = Math.max( override.maximum ?? stockLimit, minimum );
	return {
		minimum: limitToMultiple( minimum, multipleOf, 'ceil' ),
		maximum: limitToMultiple( maximum, multipleOf, 'floor' ),
		multiple_of: multipleOf,
	};
}

/**
 * A cart item's `quantity_limits`: the add-to-cart limits plus `editable`,
 * false for sold-individually products.
 *
 * @example
 * cartItemLimits( deps, auriculares, 0 ).editable; // false
 */
export function cartItemLimits(
	deps: StockDeps,
	product: ProductFixture,
	excludeOrderId: number
): QuantityLimits {
	return {
		...addToCartLimits( deps, product, excludeOrderId ),
		editable: ! inherited( deps.catalogue, product, 'soldIndividually' ),
	};
}

/**
 * Why a cart line can no longer be bought, if it cannot (`validate_cart_item`).
 *
 * @example
 * cartLineProblem( deps, tostadora, 1, 1, 0 ); // 'out_of_stock'
 */
export function cartLineProblem(
	deps: StockDeps,
	product: ProductFixture,
	quantity: number,
	quantityOfProductInCart: number,
	excludeOrderId: number
): 'not_purchasable' | 'too_many_in_cart' | 'out_of_stock' | 'partial_out_of_stock' | null {
	if ( ! isPurchasable( deps.catalogue, product ) ) {
		return 'not_purchasable';
	}
	if ( inherited( deps.catalogue, product, 'soldIndividually' ) && quantity > 1 ) {
		return 'too_many_in_cart';
	}
	if ( ! isInStock( deps.catalogue, product ) ) {
		return 'out_of_stock';
	}
	const owner = stockOwner( deps.catalogue, product );
	if ( managesStock( owner ) && ! backordersAllowed( owner ) ) {
		const remaining = remainingStock( deps, product, excludeOrderId ) ?? 0;
		if ( remaining < quantityOfProductInCart ) {
			return 'partial_out_of_stock';
		}
	}
	return null;
}
