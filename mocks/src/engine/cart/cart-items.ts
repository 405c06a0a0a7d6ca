/** Cart lines: item keys, quantity checks, and adding, updating and removing items. */

import type { ProductFixture } from '../../fixtures/types';
import {
	backordersAllowed,
	inherited,
	isInStock,
	isPurchasable,
	managesStock,
} from '../catalogue/catalogue';
import { addToCartLimits, cartItemLimits, remainingStock, stockOwner } from '../catalogue/stock';
import { resolveVariation } from '../catalogue/variation';
import type { EngineDeps } from '../core/deps';
import { StoreApiError } from '../core/errors';
import { md5Hex } from '../core/hash';
import type { CartLine, SessionState } from '../core/types';

/**
 * What add-item receives once its arguments are validated.
 *
 * @example
 * const request: AddItemInput = { id: 17, quantity: 1, variation: [] };
 */
export interface AddItemInput {
	id: number;
	/** null when not posted: the product's minimum is used. */
	quantity: number | null;
	variation: Array< { attribute: string; value: string } >;
}

/**
 * The cart item key (`WC_Cart::generate_cart_id`): md5 of the product id, the
 * variation id and the chosen attributes.
 *
 * @example
 * cartItemKey( 17, 0, {} ); // '70efdf2ec9b086079795c442636b55fb'
 */
export function cartItemKey(
	productId: number,
	variationId: number,
	variation: Record< string, string >
): string {
	const parts = [ String( productId ) ];
	if ( variationId ) {
		parts.push( String( variationId ) );
	}
	const variationKey = Object.entries( variation )
		.map( ( [ key, value ] ) => `${ key.trim() }${ value.trim() }` )
		.join( '' );
	if ( variationKey ) {
		parts.push( variationKey );
	}
	return md5Hex( parts.join( '_' ) );
}

/** Units of a stock-owning product across every line of the cart. */
export function quantityInCart(
	deps: EngineDeps,
	session: SessionState,
	product: ProductFixture
): number {
	const owner = stockOwner( deps.catalogue, product );
	return session.lines.reduce( ( sum, line ) => {
		const lineProduct = deps.catalogue.get( line.variationId || line.productId );
		return lineProduct && stockOwner( deps.catalogue, lineProduct ).id === owner.id
			? sum + line.quantity
			: sum;
	}, 0 );
}

/**
 * Checks a new quantity against a line's limits (`validate_cart_item_quantity`).
 *
 * @example
 * checkQuantity( deps, session, product, 0 ); // throws invalid_quantity
 */
export function checkQuantity(
	deps: EngineDeps,
	session: SessionState,
	product: ProductFixture,
	quantity: number
): void {
	const limits = cartItemLimits( deps, product, session.draftOrderId );
	const { t } = deps.context;
	if ( ! limits.editable ) {
		throw new StoreApiError( 'readonly_quantity', 400, t( 'readonlyQuantity', product.name ) );
	}
	if ( quantity < limits.minimum ) {
		throw new StoreApiError(
			'invalid_quantity',
			400,
			t( 'minQuantity', product.name, limits.minimum )
		);
	}
	if ( quantity > limits.maximum ) {
		throw new StoreApiError(
			'invalid_quantity',
			400,
			t( 'maxQuantity', product.name, limits.maximum )
		);
	}
	if ( quantity % limits.multiple_of !== 0 ) {
		throw new StoreApiError(
			'invalid_quantity',
			400,
			t( 'multipleQuantity', product.name, limits.multiple_of )
		);
	}
}

/**
 * Adds a product (`CartController::add_to_cart`): validates it can be bought
 * in that quantity, merges with an identical line, otherwise clamps the
 * quantity to the product's limits. Returns the line's key.
 *
 * @example
 * addItem( deps, session, { id: 17, quantity: 1, variation: [] } ); // '70efdf2e…'
 */
export function addItem( deps: EngineDeps, session: SessionState, request: AddItemInput ): string {
	const { context, catalogue } = deps;
	const { t } = context;
	const requested = catalogue.get( request.id );
	if ( ! requested || ( requested.status ?? 'publish' ) === 'trash' ) {
		throw new StoreApiError(
			'woocommerce_rest_cart_invalid_product',
			400,
			t( 'cartInvalidProduct' )
		);
	}
	const resolved = resolveVariation( context, catalogue, requested, request.variation );
	const { product } = resolved;
	const limits = addToCartLimits( deps, product, session.draftOrderId );
	let quantity = request.quantity ?? limits.minimum;
	if ( inherited( catalogue, product, 'soldIndividually' ) ) {
		quantity = 1;
	}
	if ( ! isPurchasable( catalogue, product ) ) {
		throw new StoreApiError(
			'woocommerce_rest_product_not_purchasable',
			400,
			t( 'productNotPurchasable', product.name )
		);
	}
	if ( quantity <= 0 ) {
		throw new StoreApiError(
			'woocommerce_rest_product_invalid_quantity',
			400,
			t( 'productInvalidQuantity', product.name )
		);
	}
	if ( ! isInStock( catalogue, product ) ) {
		throw new StoreApiError(
			'woocommerce_rest_product_out_of_stock',
			400,
			t( 'productOutOfStockAdd', product.name )
		);
	}
	const owner = stockOwner( catalogue, product );
	if ( managesStock( owner ) && ! backordersAllowed( owner ) ) {
		const remaining = remainingStock( deps, product, session.draftOrderId ) ?? 0;
		if ( remaining < quantityInCart( deps, session, product ) + quantity ) {
			throw new StoreApiError(
				'woocommerce_rest_product_partially_out_of_stock',
				400,
				t( 'productPartiallyOutOfStockAdd', product.name, remaining )
			);
		}
	}
	const key = cartItemKey( resolved.productId, resolved.variationId, resolved.variation );
	const existing = session.lines.find( ( line ) => line.key === key );
	if ( existing ) {
		checkQuantity( deps, session, product, existing.quantity + quantity );
		existing.quantity += quantity;
		return key;
	}
	quantity = Math.max( Math.min( quantity, limits.maximum ), limits.minimum );
	if ( limits.multiple_of > 1 ) {
		quantity = Math.round( quantity / limits.multiple_of ) * limits.multiple_of;
	}
	const line: CartLine = {
		key,
		productId: resolved.productId,
		variationId: resolved.variationId,
		variation: resolved.variation,
		quantity,
		itemData: {},
	};
	session.lines.push( line );
	return key;
}

/**
 * The line with this key, or the 409 the item routes answer.
 *
 * @example
 * findLine( deps, session, key, 'cartItemNotExist' );
 */
export function findLine(
	deps: EngineDeps,
	session: SessionState,
	key: string,
	message: 'cartItemNotExist' | 'cartItemGone'
): CartLine {
	const line = session.lines.find( ( candidate ) => candidate.key === key );
	if ( ! line ) {
		throw new StoreApiError(
			'woocommerce_rest_cart_invalid_key',
			409,
			deps.context.t( message )
		);
	}
	return line;
}

/**
 * Sets a line's quantity (`set_cart_item_quantity`).
 *
 * @example
 * updateItemQuantity( deps, session, key, 2 );
 */
export function updateItemQuantity(
	deps: EngineDeps,
	session: SessionState,
	key: string,
	quantity: number
): void {
	const line = findLine( deps, session, key, 'cartItemNotExist' );
	const product = deps.catalogue.get( line.variationId || line.productId );
	if ( ! product ) {
		throw new StoreApiError(
			'woocommerce_rest_cart_invalid_product',
			404,
			deps.context.t( 'cartItemInvalid' )
		);
	}
	checkQuantity( deps, session, product, quantity );
	line.quantity = quantity;
}

/**
 * Removes a line (`remove-item`).
 *
 * @example
 * removeItem( deps, session, key );
 */
export function removeItem(
	deps: EngineDeps,
	session: SessionState,
	key: string,
	message: 'cartItemNotExist' | 'cartItemGone' = 'cartItemGone'
): void {
	findLine( deps, session, key, message );
	session.lines = session.lines.filter( ( line ) => line.key !== key );
}
