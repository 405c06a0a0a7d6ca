/**
 * Every constant of `@cesta/blocks-checkout`, with the specification's name
 * for it and its unit.
 */

/**
 * Spec 2 §9 "Express button default height 48": the height, in CSS pixels,
 * handed to express methods as `buttonAttributes.height`.
 *
 * @example
 * buttonAttributes.height === EXPRESS_BUTTON_DEFAULT_HEIGHT_PX; // 48
 */
export const EXPRESS_BUTTON_DEFAULT_HEIGHT_PX = 48;

/**
 * Spec 2 §9 "border radius 4": the corner radius, in CSS pixels, handed to
 * express methods as `buttonAttributes.borderRadius`.
 *
 * @example
 * buttonAttributes.borderRadius === EXPRESS_BUTTON_DEFAULT_BORDER_RADIUS_PX; // 4
 */
export const EXPRESS_BUTTON_DEFAULT_BORDER_RADIUS_PX = 4;

/**
 * Spec 2 §9 "placeholder count of express buttons 2": loading placeholders
 * shown while express methods are registered but not yet checked.
 *
 * @example
 * Array.from( { length: EXPRESS_PAYMENT_PLACEHOLDER_COUNT } );
 */
export const EXPRESS_PAYMENT_PLACEHOLDER_COUNT = 2;

/**
 * The plugin scope WooCommerce's checkout and cart mount, so fills registered
 * with `wp.plugins.registerPlugin( name, { render, scope } )` render there.
 *
 * @example
 * registerPlugin( 'my-plugin', { render: MyFills, scope: CHECKOUT_PLUGIN_SCOPE } );
 */
export const CHECKOUT_PLUGIN_SCOPE = 'woocommerce-checkout';

/**
 * Slot of `ExperimentalOrderMeta` (under the totals of the cart and checkout).
 *
 * @example
 * useSlot( ORDER_META_SLOT_NAME ).fills; // the fills of ExperimentalOrderMeta
 */
export const ORDER_META_SLOT_NAME = '__experimentalOrderMeta';

/**
 * Slot of `ExperimentalDiscountsMeta` (under the coupons of the totals).
 *
 * @example
 * useSlot( DISCOUNTS_META_SLOT_NAME ).fills; // the fills of ExperimentalDiscountsMeta
 */
export const DISCOUNTS_META_SLOT_NAME = '__experimentalDiscountsMeta';

/**
 * Slot of `ExperimentalOrderShippingPackages` (the shipping packages).
 *
 * @example
 * useSlot( ORDER_SHIPPING_PACKAGES_SLOT_NAME ).fills; // the fills of ExperimentalOrderShippingPackages
 */
export const ORDER_SHIPPING_PACKAGES_SLOT_NAME = '__experimentalOrderShippingPackages';

/**
 * Slot of `ExperimentalOrderLocalPickupPackages` (the checkout's pickup options).
 *
 * @example
 * useSlot( ORDER_LOCAL_PICKUP_PACKAGES_SLOT_NAME ).fills; // the fills of ExperimentalOrderLocalPickupPackages
 */
export const ORDER_LOCAL_PICKUP_PACKAGES_SLOT_NAME = '__experimentalOrderLocalPickupPackages';

/**
 * Saved token types labelled with their expiry date (spec 2 §5: "'brand
 * ending in last4 (expires date)' for cc and echeck").
 *
 * @example
 * SAVED_TOKEN_TYPES_WITH_EXPIRY.includes( 'cc' ); // true
 */
export const SAVED_TOKEN_TYPES_WITH_EXPIRY: readonly string[] = Object.freeze( [ 'cc', 'echeck' ] );

/**
 * WordPress's rule for plugin names (`@wordpress/plugins`): lowercase
 * letters, digits and dashes, starting with a letter.
 *
 * @example
 * PLUGIN_NAME_PATTERN.test( 'my-gift-note' ); // true
 */
export const PLUGIN_NAME_PATTERN = /^[a-z][a-z0-9-]*$/;
