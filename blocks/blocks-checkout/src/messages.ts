/**
 * Every message of `@cesta/blocks-checkout`, in one place.
 *
 * What shoppers and administrators read in the page goes through `__()` with
 * the text domain `cesta` (Spanish in `packages/i18n/src/catalog/blocks-checkout.ts`),
 * with the specification's wording where it gives one. Errors addressed to
 * plugin developers stay in English, as WooCommerce's and `@cesta/registry`'s
 * do, so they can be searched for. The built-in sample methods carry their
 * own default titles, because they may read nothing but the page globals.
 */
import { __, sprintf } from '@wordpress/i18n';

/* -------------------------------------------------------------------------- */
/* Payment areas (spec 2 §2 and §8)                                           */
/* -------------------------------------------------------------------------- */

/**
 * What shoppers and administrators read in the payment areas.
 *
 * @example
 * paymentMessages.noPaymentMethods();
 * // 'There are no payment methods available. Please contact us for help placing your order.'
 */
export const paymentMessages = {
	/** A payment method's component crashed (spec 2 §8, shoppers). */
	paymentMethodCrashed: () =>
		__(
			'We are experiencing difficulties with this payment method. Please contact us for assistance.',
			'cesta'
		),
	/** A payment method's component crashed without a message (spec 2 §8, administrators). */
	paymentMethodMisconfigured: () =>
		__(
			"There was an error with this payment method. Please verify it's configured correctly.",
			'cesta'
		),
	noPaymentMethods: () =>
		__(
			'There are no payment methods available. Please contact us for help placing your order.',
			'cesta'
		),
	onlyExpressPaymentMethods: () =>
		__(
			'Only express payment methods are available for this order. Please select one to continue.',
			'cesta'
		),
	loadingPaymentMethods: () => __( 'Loading payment methods…', 'cesta' ),
	paymentOptionsLegend: () => __( 'Payment options', 'cesta' ),
	savePaymentInformation: () =>
		__( 'Save payment information to my account for future purchases.', 'cesta' ),
};

/* -------------------------------------------------------------------------- */
/* Payment method props                                                       */
/* -------------------------------------------------------------------------- */

/**
 * Labels of `billing.cartTotal` and `billing.cartTotalItems` (spec 2 §5
 * "Totals lines: Subtotal, Fees, Discount, Taxes, Shipping").
 *
 * @example
 * totalLabels.total(); // 'Total'
 */
export const totalLabels = {
	total: () => __( 'Total', 'cesta' ),
	subtotal: () => __( 'Subtotal', 'cesta' ),
	fees: () => __( 'Fees', 'cesta' ),
	discount: () => __( 'Discount', 'cesta' ),
	taxes: () => __( 'Taxes', 'cesta' ),
	shipping: () => __( 'Shipping', 'cesta' ),
};

/* -------------------------------------------------------------------------- */
/* Slot fills and plugins                                                     */
/* -------------------------------------------------------------------------- */

/**
 * What an administrator sees where an extension's fill crashed (shoppers see
 * nothing).
 *
 * @example
 * fillCrashedMessage( 'Cannot read properties of undefined' );
 */
export const fillCrashedMessage = ( reason: string ) =>
	sprintf(
		/* translators: %s: the error an extension's component threw. */
		__( 'An extension could not be displayed here. Error: %s', 'cesta' ),
		reason
	);

/**
 * `createSlotFill` / `useSlot` received a name that is not a non-empty string.
 *
 * @example
 * slotNameMessage( '' );
 */
export const slotNameMessage = ( received: unknown ): string =>
	`A slot name must be a non-empty string, received ${ describeValue( received ) }.`;

/**
 * `registerPlugin` received a bad name (logged, as `@wordpress/plugins` does).
 *
 * @example
 * pluginNameMessage( 'My Plugin' );
 */
export const pluginNameMessage = ( received: unknown ): string =>
	`Plugin names must be strings of lowercase letters, digits and dashes starting with a letter, received ${ describeValue(
		received
	) }.`;

/**
 * `registerPlugin` received settings without a `render` function.
 *
 * @example
 * pluginRenderMessage( 'my-plugin' );
 */
export const pluginRenderMessage = ( name: string ): string =>
	`The "render" property of the plugin "${ name }" must be a function component.`;

/**
 * A plugin name registered twice (the first registration stays).
 *
 * @example
 * pluginRegisteredTwiceMessage( 'my-plugin' );
 */
export const pluginRegisteredTwiceMessage = ( name: string ): string =>
	`The plugin "${ name }" is already registered; this registration is ignored.`;

/**
 * `unregisterPlugin` for a name nobody registered.
 *
 * @example
 * pluginNotRegisteredMessage( 'my-plugin' );
 */
export const pluginNotRegisteredMessage = ( name: string ): string =>
	`The plugin "${ name }" cannot be unregistered: it is not registered.`;

/* -------------------------------------------------------------------------- */
/* extensionCartUpdate                                                        */
/* -------------------------------------------------------------------------- */

/**
 * A wrong argument to `extensionCartUpdate`.
 *
 * @example
 * extensionCartUpdateMessage( 'namespace', 'a non-empty string', '' );
 */
export const extensionCartUpdateMessage = (
	argument: string,
	expected: string,
	received: unknown
): string =>
	`extensionCartUpdate: ${ argument } must be ${ expected }, received ${ describeValue( received ) }.`;

/* -------------------------------------------------------------------------- */
/* Deprecations (worded by @wordpress/deprecated)                             */
/* -------------------------------------------------------------------------- */

/**
 * Every deprecated feature of the payment method props, with its replacement.
 *
 * @example
 * deprecated( DEPRECATIONS.isPristine.feature, { alternative: DEPRECATIONS.isPristine.alternative } );
 */
export const DEPRECATIONS = {
	setExpressPaymentError: {
		feature: 'setExpressPaymentError',
		alternative: 'the onError prop of express payment methods',
	},
	isPristine: { feature: 'paymentStatus.isPristine', alternative: 'paymentStatus.isIdle' },
	isFinished: {
		feature: 'paymentStatus.isFinished',
		alternative: 'paymentStatus.isReady or paymentStatus.hasError',
	},
	hasFailed: { feature: 'paymentStatus.hasFailed', alternative: 'paymentStatus.hasError' },
	isSuccessful: { feature: 'paymentStatus.isSuccessful', alternative: 'paymentStatus.isReady' },
} as const;

/**
 * Describes a wrong value in a developer message.
 *
 * @example
 * describeValue( 5 ); // 'a number (5)'
 */
export function describeValue( value: unknown ): string {
	if ( value === null || value === undefined ) {
		return String( value );
	}
	if ( Array.isArray( value ) ) {
		return 'an array';
	}
	if ( typeof value === 'string' ) {
		return `a string (${ JSON.stringify( value ) })`;
	}
	if ( typeof value === 'number' || typeof value === 'boolean' ) {
		return `a ${ typeof value } (${ String( value ) })`;
	}
	return typeof value === 'function' ? 'a function' : 'an object';
}
