/**
 * What the fault matrix's cells check in the page: the message a fault
 * shows and where, what is left locked, and the store's cart against the
 * server's.
 */
import { within } from '@testing-library/react';
import type { DataRegistry } from '@wordpress/data';

import { fetchCart, getGenericErrorMessage } from '@cesta/api';
import { CART_STORE_KEY } from '@cesta/data';
import type { MockServer } from '@cesta/mocks/node';
import type { ShippingPackage } from '@cesta/types';

import { FAULT_MATRIX_RETRY_AFTER_SECONDS } from './fault-matrix';
import type { FaultMatrixCell } from './fault-matrix';

/**
 * Where a call's failure is shown to the shopper (spec 2 §8).
 *
 * @example
 * const place: MessagePlace = 'coupon field';
 */
export type MessagePlace =
	/** The notices at the top of the cart (context `wc/cart`). */
	| 'cart notices'
	/** The validation error under the coupon field. */
	| 'coupon field'
	/** An error snackbar. */
	| 'snackbar'
	/** The shipping calculator's form. */
	| 'calculator form'
	/** The notices at the top of the checkout (context `wc/checkout`). */
	| 'checkout notices'
	/** Not shown: spec 2 §8 "Item quantity or removal failure: common error handler, not shown". */
	| 'not shown';

/**
 * The text a fault's failure shows, or null when the client recovers on its
 * own (a stale nonce is retried once with the fresh one). Server messages are
 * the mock's, in the shop's Spanish.
 *
 * @example
 * expectedMessage( shop, cell ); // 'Respuesta HTTP 500 simulada por el servidor de pruebas.'
 */
export function expectedMessage( shop: MockServer, cell: FaultMatrixCell ): string | null {
	const t = shop.engine.context.t;
	switch ( cell.fault ) {
		case 'http500':
			return t( 'mockFault', 500 );
		case 'http503':
			return t( 'mockFault', 503 );
		case 'invalidJson':
		case 'batchMissingEntries':
			return getGenericErrorMessage();
		case 'connectionDropped':
		case 'latencyThenAbort':
			return 'Could not connect to the store. Please try again.';
		case 'missingNonce401':
			return t( 'missingNonce' );
		case 'invalidNonce403':
			return null;
		case 'conflict409':
			return t( 'mockCartConflict' );
		case 'rateLimited':
			return t( 'rateLimitExceeded', FAULT_MATRIX_RETRY_AFTER_SECONDS );
	}
}

const PLACES: Record< Exclude< MessagePlace, 'not shown' >, string > = {
	'cart notices': '[data-context="wc/cart"]',
	'coupon field': '.wc-block-components-totals-coupon',
	snackbar: '.wc-block-components-notice-snackbar-list',
	'calculator form': '.wc-block-components-shipping-calculator-address__error',
	'checkout notices': '[data-context="wc/checkout"]',
};

/**
 * The error messages shown anywhere in the page: notices, snackbars, field errors.
 *
 * @example
 * expect( shownErrors() ).toEqual( [] );
 */
export function shownErrors(): string[] {
	return [
		...document.querySelectorAll(
			'.wc-block-components-notice-banner.is-error, .wc-block-components-notice-snackbar.is-error, .wc-block-components-validation-error, .wc-block-components-shipping-calculator-address__error'
		),
	]
		.map( ( element ) => element.textContent?.trim() ?? '' )
		.filter( Boolean );
}

/**
 * Whether `message` is shown in `place`.
 *
 * @example
 * await advanceUntil( () => isShownIn( 'cart notices', message ) );
 */
export function isShownIn( place: Exclude< MessagePlace, 'not shown' >, message: string ): boolean {
	return [ ...document.querySelectorAll( PLACES[ place ] ) ].some(
		( element ) => within( element as HTMLElement ).queryAllByText( message ).length > 0
	);
}

/** A line's minus button is disabled at the line's minimum quantity: that is not a lock. */
const isMinusAtMinimum = ( element: Element ): boolean => {
	if ( ! element.classList.contains( 'wc-block-components-quantity-selector__button--minus' ) ) {
		return false;
	}
	const input = element
		.closest( '.wc-block-components-quantity-selector' )
		?.querySelector( 'input' );
	return !! input && ! input.disabled && Number( input.value ) <= Number( input.min || 1 );
};

/**
 * Whether the page is left locked: a disabled or busy cart line, a spinner,
 * a loading skeleton or a disabled button.
 *
 * @example
 * expect( lockedParts() ).toEqual( [] );
 */
export function lockedParts(): string[] {
	const locked = [
		...document.querySelectorAll(
			'[aria-disabled="true"], [aria-busy="true"], .wc-block-components-spinner, .wc-block-components-skeleton, .is-loading, button:disabled, input:disabled'
		),
	].filter( ( element ) => ! isMinusAtMinimum( element ) );
	return locked.map(
		( element ) =>
			`${ element.tagName.toLowerCase() }.${ [ ...element.classList ].join( '.' ) } ${ (
				element.textContent ?? ''
			).slice( 0, 40 ) }`
	);
}

/** The parts of a cart the matrix compares, from the store or the server. */
const comparable = ( cart: {
	items: Array< { key: string; quantity: number } >;
	coupons: Array< { code: string } >;
	totals: { total_price?: string; totalPrice?: string };
	shipping_address?: { postcode: string };
	shippingAddress?: { postcode: string };
	shipping_rates?: ShippingPackage[];
	shippingRates?: ShippingPackage[];
} ) => ( {
	items: cart.items.map( ( item ) => [ item.key, item.quantity ] ),
	coupons: cart.coupons.map( ( coupon ) => coupon.code ),
	total: cart.totals.total_price ?? cart.totals.totalPrice,
	postcode: ( cart.shipping_address ?? cart.shippingAddress )?.postcode,
	selectedRates: ( cart.shipping_rates ?? cart.shippingRates ?? [] ).map(
		( pack ) => pack.shipping_rates.find( ( rate ) => rate.selected )?.rate_id
	),
} );

/**
 * The cart in the page's store and the cart on the server (`GET /cart`), in
 * the parts the shopper sees: lines and quantities, coupons, total, the
 * shipping postcode and the selected rates.
 *
 * @example
 * const { store, server } = await storeAndServer( registry );
 * expect( store ).toEqual( server );
 */
export async function storeAndServer( registry: DataRegistry ) {
	const storeCart = registry.select( CART_STORE_KEY ).getCartData();
	const { response } = await fetchCart();
	return {
		store: comparable( storeCart as never ),
		server: comparable( response as never ),
	};
}
