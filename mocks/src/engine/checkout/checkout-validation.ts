/** The checks an order passes before payment: coupon emails, billing email, rates, countries, fields. */

import { isEmail } from '../addresses/address-validation';
import { missingAddressFields } from '../addresses/required-fields';
import type { CartTotals } from '../cart/totals-types';
import type { EngineDeps } from '../core/deps';
import { StoreApiError } from '../core/errors';
import type { SessionState } from '../core/types';
import type { OrderRecord } from './orders';

/**
 * The checks run on an order before it is paid (`validate_order_before_payment`):
 * coupon email restrictions, the billing email, a valid shipping rate for each
 * package, allowed countries and the address fields the shop and the
 * country's locale require (never the phone).
 *
 * @example
 * validateOrderBeforePayment( deps, session, order, cart ); // throws StoreApiError on the first problem
 */
export function validateOrderBeforePayment(
	deps: EngineDeps,
	session: SessionState,
	order: OrderRecord,
	cart: CartTotals
): void {
	const { t, settings } = deps.context;
	const removed: Record< string, string > = {};
	for ( const code of session.coupons ) {
		const restrictions = deps.coupons.find( code )?.fixture.emailRestrictions ?? [];
		if (
			restrictions.length &&
			order.billing.email &&
			! restrictions.includes( order.billing.email.toLowerCase() )
		) {
			removed[ code ] = t( 'couponNotYours', code );
		}
	}
	const removedCodes = Object.keys( removed );
	if ( removedCodes.length ) {
		session.coupons = session.coupons.filter( ( code ) => ! removedCodes.includes( code ) );
		throw new StoreApiError(
			'woocommerce_rest_cart_coupon_errors',
			409,
			removedCodes.length === 1
				? t( 'couponErrorsOne', removedCodes[ 0 ], removed[ removedCodes[ 0 ] ] )
				: t( 'couponErrorsMany', removedCodes.join( '", "' ) ),
			{ removed_coupons: removed },
			{ keepChanges: true }
		);
	}
	const email = order.billing.email;
	if ( ! email ) {
		throw new StoreApiError(
			'woocommerce_rest_missing_email_address',
			400,
			t( 'missingEmail' )
		);
	}
	if ( ! isEmail( email ) ) {
		throw new StoreApiError(
			'woocommerce_rest_invalid_email_address',
			400,
			t( 'invalidEmail', email )
		);
	}
	const allPickup =
		cart.packages.length > 0 &&
		cart.packages.every( ( pkg ) => pkg.chosen?.methodId === 'pickup_location' );
	if ( cart.needsShipping ) {
		for ( const pkg of cart.packages ) {
			const chosen = session.chosenShipping[ String( pkg.id ) ];
			const offered = pkg.rates.some(
				( rate ) => rate.rateId === ( chosen ?? pkg.chosen?.rateId )
			);
			if ( ! pkg.chosen || ! offered ) {
				throw new StoreApiError(
					'woocommerce_rest_invalid_shipping_option',
					400,
					t( 'invalidShippingOption' )
				);
			}
		}
		if ( cart.packages.length === 0 ) {
			throw new StoreApiError(
				'woocommerce_rest_invalid_shipping_option',
				400,
				t( 'invalidShippingOption' )
			);
		}
		if ( ! allPickup && ! settings.shippingCountries.includes( order.shipping.country ) ) {
			throw new StoreApiError(
				'woocommerce_rest_invalid_address_country',
				400,
				t( 'shipToCountry', order.shipping.country ),
				{
					allowed_countries: settings.shippingCountries,
				}
			);
		}
	}
	if ( ! settings.allowedCountries.includes( order.billing.country ) ) {
		throw new StoreApiError(
			'woocommerce_rest_invalid_address_country',
			400,
			t( 'allowCountry', order.billing.country ),
			{
				allowed_countries: settings.allowedCountries,
			}
		);
	}
	const errors: Record< string, string[] > = {};
	if ( cart.needsShipping && ! allPickup ) {
		const missing = missingAddressFields( deps.context, order.shipping );
		if ( missing.length ) {
			errors.shipping = missing;
		}
	}
	const missingBilling = missingAddressFields( deps.context, order.billing );
	if ( missingBilling.length ) {
		errors.billing = missingBilling;
	}
	const [ first ] = Object.keys( errors );
	if ( first ) {
		const label = t( first === 'shipping' ? 'shippingAddress' : 'billingAddress' );
		throw new StoreApiError(
			'woocommerce_rest_invalid_address',
			400,
			`${ t( 'addressProblem', label ) } ${ errors[ first ].join( ', ' ) }`,
			{
				errors,
			}
		);
	}
}
