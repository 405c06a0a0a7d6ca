/** Which shipping rates are local pickup, and the settings that say whether the shop offers pickup. */

import { isPickupRate } from '@cesta/components';
import { getSelectedShippingRate } from '@cesta/registry';
import { getSetting } from '@cesta/settings';
import type { ShippingPackage, ShippingRate } from '@cesta/types';

/**
 * Whether a rate is a local pickup: its method is one of the shop's
 * collectable methods (`collectableMethodIds`) or the pickup-location method.
 *
 * @example
 * isCollectableRate( { method_id: 'pickup_location' } ); // true
 */
export function isCollectableRate( rate: Pick< ShippingRate, 'method_id' > ): boolean {
	const collectable = getSetting< unknown >( 'collectableMethodIds', [] );
	return isPickupRate( rate.method_id, Array.isArray( collectable ) ? collectable : [] );
}

/**
 * Whether the shop offers the choice between delivery and local pickup, as
 * WooCommerce's Checkout decides it from its settings: shipping enabled
 * (`shippingEnabled`, default on), local pickup enabled (`localPickupEnabled`)
 * and shipping methods configured (`shippingMethodsExist`).
 *
 * @example
 * window.wcSettings = { localPickupEnabled: true, shippingMethodsExist: true };
 * shopOffersLocalPickup(); // true
 */
export function shopOffersLocalPickup(): boolean {
	return (
		getSetting< unknown >( 'shippingEnabled', true ) !== false &&
		getSetting< unknown >( 'localPickupEnabled', false ) === true &&
		getSetting< unknown >( 'shippingMethodsExist', false ) === true
	);
}

/**
 * A value of a rate's `meta_data` (`pickup_location`, `pickup_address`,
 * `pickup_details`, …), or `''`.
 *
 * @example
 * getRateMeta( pickupRate, 'pickup_address' ); // 'Calle Gran Vía 1, 28013 Madrid, Madrid'
 */
export function getRateMeta( rate: Pick< ShippingRate, 'meta_data' >, key: string ): string {
	const value = rate.meta_data?.find( ( meta ) => meta.key === key )?.value;
	return typeof value === 'string' ? value : '';
}

/**
 * The rates of a package the delivery step offers: all of them, or only the
 * delivery ones when pickup is chosen in a step of its own (`withoutPickup`).
 *
 * @example
 * deliveryRatesOf( pack, true ).map( ( rate ) => rate.rate_id ); // [ 'flat_rate:1', 'free_shipping:2' ]
 */
export function deliveryRatesOf( pack: ShippingPackage, withoutPickup: boolean ): ShippingRate[] {
	return withoutPickup
		? pack.shipping_rates.filter( ( rate ) => ! isCollectableRate( rate ) )
		: pack.shipping_rates;
}

/**
 * The pickup locations offered: the pickup rates of the first package (a
 * pickup applies to every package).
 *
 * @example
 * pickupRatesOf( cart.shippingRates ).map( ( rate ) => rate.rate_id ); // [ 'pickup_location:0', 'pickup_location:1' ]
 */
export function pickupRatesOf( packages: readonly ShippingPackage[] ): ShippingRate[] {
	return ( packages[ 0 ]?.shipping_rates ?? [] ).filter( isCollectableRate );
}

/**
 * Whether some package's selected rate (the marked one, else the first) is a
 * local pickup.
 *
 * @example
 * hasSelectedPickupRate( cart.shippingRates ); // true after choosing a shop
 */
export function hasSelectedPickupRate( packages: readonly ShippingPackage[] ): boolean {
	return packages.some( ( pack ) => {
		const selected = getSelectedShippingRate( pack );
		return !! selected && isCollectableRate( selected );
	} );
}
