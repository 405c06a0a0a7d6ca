/** Types of shipping packages and their rates, with the pickup meta keys. */

import type { ShippingDestination } from './address';
import type { CurrencyResponse, MinorUnitAmount } from './currency';

/** A key/value pair attached to a shipping rate (pickup meta, item list, …). */
export interface ShippingRateMetaData {
	key: string;
	value: string;
}

/**
 * One shipping rate of a package. Local pickup rates have ids like
 * `pickup_location:0` and carry `pickup_location`, `pickup_address` and
 * `pickup_details` in `meta_data`.
 */
export interface ShippingRate extends CurrencyResponse {
	/** E.g. `flat_rate:1`, `free_shipping:2`, `pickup_location:0`. */
	rate_id: string;
	name: string;
	description: string;
	delivery_time: string;
	price: MinorUnitAmount;
	taxes: MinorUnitAmount;
	instance_id: number;
	/** E.g. `flat_rate`, `free_shipping`, `pickup_location`. */
	method_id: string;
	meta_data: ShippingRateMetaData[];
	selected: boolean;
}

/** An item inside a shipping package. */
export interface ShippingPackageItem {
	key: string;
	name: string;
	quantity: number;
}

/** A shipping package: a set of items sent to one destination, with its rate choice. */
export interface ShippingPackage {
	package_id: number | string;
	/** "Shipment 1", "Shipment 2", … */
	name: string;
	destination: ShippingDestination;
	items: ShippingPackageItem[];
	shipping_rates: ShippingRate[];
}

/** The pickup meta keys of a local pickup rate. */
export type PickupMetaKey = 'pickup_location' | 'pickup_address' | 'pickup_details';
