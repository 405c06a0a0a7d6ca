/** What the demo prints as window.wcSettings on the checkout page: the cart page's settings plus the Checkout block's own. */

import type { Engine } from '@cesta/mocks';
import type { CheckoutResponse } from '@cesta/types';

import { DEMO_PATHS } from '../constants';
import { shopSettings } from './settings';
import type { HostSettings, SettingsVisitor } from './settings';

/**
 * The settings WooCommerce 9.9.5's Checkout block adds to the page's
 * `wcSettings` (`Checkout.php`'s `enqueue_data`), beside what the cart page
 * prints, and the preloaded `GET /checkout` as `checkoutData`.
 *
 * @example
 * const settings: CheckoutHostSettings = checkoutPageSettings( engine, visitor, checkoutData );
 * settings.isCheckoutBlock; // true
 */
export type CheckoutHostSettings = HostSettings & {
	isCheckoutBlock: true;
	checkoutShowLoginReminder: boolean;
	forcedBillingAddress: boolean;
	generatePassword: boolean;
	shippingCostRequiresAddress: boolean;
	shippingMethodsExist: boolean;
	localPickupText: string;
	localPickupCost: string;
	defaultAddressFormat: string;
	dashboardUrl: string;
	/** The visitor's `GET /checkout` (their draft order), when the shop answered it. */
	checkoutData?: CheckoutResponse;
};

/** WooCommerce's address format for countries without one of their own (`{name}` is first and last name). */
const DEFAULT_ADDRESS_FORMAT =
	'{name}\n{company}\n{address_1}\n{address_2}\n{city}\n{state}\n{postcode}\n{country}';

/**
 * The settings a WooCommerce host prints on the checkout page: the cart
 * page's (`shopSettings`: store pages, countries and `countryData`, the
 * checkout fields as `defaultFields` and `addressFieldsLocations`, guest
 * checkout and sign-up, address autocomplete providers, payment methods and
 * their order, local pickup and the collectable methods, the preloaded
 * cart), the keys the Checkout block adds, as the captured WooCommerce 9.9.5
 * checkout page has them, and `checkoutData`.
 *
 * @example
 * const settings = checkoutPageSettings( mock.engine, { cart, userId: 0 }, checkoutData );
 * settings.checkoutData?.order_id;
 */
export function checkoutPageSettings(
	engine: Engine,
	visitor: SettingsVisitor,
	checkoutData: CheckoutResponse | null
): CheckoutHostSettings {
	const { fixtures, settings } = engine.context;
	return {
		...shopSettings( engine, visitor ),
		isCheckoutBlock: true,
		checkoutShowLoginReminder: true,
		forcedBillingAddress: false,
		generatePassword: settings.generatePassword,
		shippingCostRequiresAddress: settings.shippingCostRequiresAddress,
		shippingMethodsExist: settings.shippingEnabled,
		localPickupText: fixtures.pickupMethodTitle,
		localPickupCost: '',
		defaultAddressFormat: DEFAULT_ADDRESS_FORMAT,
		dashboardUrl: DEMO_PATHS.myaccount,
		...( checkoutData ? { checkoutData } : {} ),
	};
}
