/** The cart store's thunks: those every page needs, and stand-ins that load the write thunks on first use. */

import type { CartResponse, UpdateCustomerRequest } from '@cesta/types';

import { loadOnce } from '../../utils/load-once';
import { cartQuantityCode } from './quantity-code';
import type { CartThunkArgs } from './types';
import type { ExtensionCartUpdate } from './customer';

// What a page needs before the shopper acts on coupons, addresses or rates:
// receiving the cart and adding and removing lines (their pending state shows
// at once, so a second click is not sent twice).
export { addItemToCart, removeItemFromCart } from './items';
export { receiveCart, receiveCartContents, receiveError } from './receive';
export { refreshCartData } from './refresh';

/**
 * Changes a line's quantity. The edit is applied after a
 * `QUANTITY_UPDATE_DEBOUNCE_MS` (400 ms) pause: edits of the same line within
 * the pause are merged and only the last quantity is sent
 * (`POST /cart/update-item`). Meanwhile the line counts as pending and the
 * checkout as calculating. Nothing is sent when the quantity is unchanged.
 * Its code loads when lines with quantity buttons mount
 * (`useStoreCartItemQuantity`), so there it runs at once; elsewhere the first
 * call waits for it.
 *
 * @example
 * await dispatch( cartStore ).changeCartItemQuantity( key, 3 );
 */
export const changeCartItemQuantity =
	( cartItemKey: string, quantity: number ) =>
	async ( thunkArgs: CartThunkArgs ): Promise< CartResponse | void > =>
		( cartQuantityCode.loaded() ?? ( await cartQuantityCode() ) ).changeCartItemQuantity(
			cartItemKey,
			quantity
		)( thunkArgs );

// Coupons, addresses and rates load with the first of them; from then on
// they run at once. Each stand-in spells out its types: inferring them from
// the loaded module would make the store's type depend on itself.
const writes = loadOnce( () => import( './writes' ) );

/**
 * Applies a coupon (`POST /cart/apply-coupon`). While it runs the cart
 * reports the code as being applied. Resolves `true` on success and `false`
 * on failure; the failure is recorded (`getCartErrors()`) so the coupon form
 * can show it under its input (spec 2 §4, §8).
 * Loaded on first use: the first call waits for its code; later calls run at
 * once.
 *
 * @example
 * const applied = await dispatch( cartStore ).applyCoupon( 'VERANO10' );
 */
export const applyCoupon =
	( couponCode: string ) =>
	async ( thunkArgs: CartThunkArgs ): Promise< boolean > =>
		( writes.loaded() ?? ( await writes() ) ).applyCoupon( couponCode )( thunkArgs );

/**
 * Removes a coupon (`POST /cart/remove-coupon`). Resolves `true` on success
 * and `false` on failure, which is recorded (`getCartErrors()`).
 * Loaded on first use: the first call waits for its code; later calls run at
 * once.
 *
 * @example
 * const removed = await dispatch( cartStore ).removeCoupon( 'VERANO10' );
 */
export const removeCoupon =
	( couponCode: string ) =>
	async ( thunkArgs: CartThunkArgs ): Promise< boolean > =>
		( writes.loaded() ?? ( await writes() ) ).removeCoupon( couponCode )( thunkArgs );

/**
 * Runs an extension's server callback (`POST /cart/extensions`) and takes
 * the returned cart. Unless `overwriteDirtyCustomerData` is true, addresses
 * the shopper typed and not yet pushed are kept. A
 * `woocommerce_rest_cart_extensions_error` is shown as a notice; every
 * failure is recorded and rethrown.
 * Loaded on first use: the first call waits for its code; later calls run at
 * once.
 *
 * @example
 * await dispatch( cartStore ).applyExtensionCartUpdate( { namespace: 'gift-wrap', data: { wrap: true } } );
 */
export const applyExtensionCartUpdate =
	( update: ExtensionCartUpdate ) =>
	async ( thunkArgs: CartThunkArgs ): Promise< CartResponse > =>
		( writes.loaded() ?? ( await writes() ) ).applyExtensionCartUpdate( update )( thunkArgs );

/**
 * Sends addresses to `POST /cart/update-customer`. While `editing` (the
 * default), the answer updates everything but the addresses, so what the
 * shopper types meanwhile is kept. When fields that decide the shipping
 * rates changed (state, country, postcode, city), the rates count as
 * loading and the checkout as calculating. Failures are recorded and rethrown.
 * Loaded on first use: the first call waits for its code; later calls run at
 * once.
 *
 * @example
 * await dispatch( cartStore ).updateCustomerData( { shipping_address: { postcode: '28014' } }, true, true );
 */
export const updateCustomerData =
	(
		customerData: UpdateCustomerRequest,
		editing?: boolean,
		haveAddressFieldsForShippingRatesChanged?: boolean
	) =>
	async ( thunkArgs: CartThunkArgs ): Promise< CartResponse > =>
		( writes.loaded() ?? ( await writes() ) ).updateCustomerData(
			customerData,
			editing,
			haveAddressFieldsForShippingRatesChanged
		)( thunkArgs );

/**
 * Selects a shipping rate (`POST /cart/select-shipping-rate`, never batched).
 * Skipped in the editor and when the rate is already selected; one choice
 * is on its way at a time: a newer call waits for that request to end, then
 * is sent (only the newest of those waiting), so the server ends at the last
 * choice; local pickup sends no package id. The answer updates
 * the cart but not the addresses being typed. Afterwards the
 * `set-selected-shipping-rate` event and the `shipping_rate_select_success`
 * (or `_fail`) observers run. Failures are recorded and rethrown.
 * Loaded on first use: the first call waits for its code; later calls run at
 * once.
 *
 * @example
 * await dispatch( cartStore ).selectShippingRate( 'flat_rate:1', 0 );
 */
export const selectShippingRate =
	( rateId: string, packageId?: number | string | null ) =>
	async ( thunkArgs: CartThunkArgs ): Promise< void > =>
		( writes.loaded() ?? ( await writes() ) ).selectShippingRate(
			rateId,
			packageId
		)( thunkArgs );
