/**
 * Every message of `@cesta/registry`, in one place.
 *
 * Configuration errors are addressed to plugin developers and stay in English,
 * as WooCommerce's do, so they can be searched for. The strings an
 * administrator or shopper reads in the page (the registration notice, filter
 * errors shown to admins, the availability time-out) go through `__()`.
 */
import { __, sprintf } from '@wordpress/i18n';

import { EXPRESS_BUTTON_STYLE_PROPERTIES } from './constants';

/**
 * Describes a wrong value in a message: its kind, and short primitives verbatim.
 *
 * @example
 * describeValue( 5 ); // 'a number (5)'
 * describeValue( () => null ); // 'a function'
 */
export function describeValue( value: unknown ): string {
	if ( value === null ) {
		return 'null';
	}
	if ( value === undefined ) {
		return 'undefined';
	}
	if ( Array.isArray( value ) ) {
		return 'an array';
	}
	switch ( typeof value ) {
		case 'string':
			return `a string (${ JSON.stringify( value.length > 40 ? value.slice( 0, 40 ) + '…' : value ) })`;
		case 'number':
		case 'boolean':
		case 'bigint':
			return `a ${ typeof value } (${ String( value ) })`;
		case 'function':
			return 'a function';
		case 'symbol':
			return 'a symbol';
		default:
			return 'an object';
	}
}

/* -------------------------------------------------------------------------- */
/* Payment method registration                                                */
/* -------------------------------------------------------------------------- */

/** Which registration a message is about. */
export type PaymentMethodKind = 'payment method' | 'express payment method';

/**
 * The configuration passed is not an object.
 *
 * @example
 * configNotObjectMessage( 'payment method', 'cod' );
 */
export const configNotObjectMessage = ( kind: PaymentMethodKind, received: unknown ): string =>
	`The ${ kind } configuration must be an object, received ${ describeValue( received ) }.`;

/**
 * Required own properties are missing.
 *
 * @example
 * missingPropertiesMessage( 'payment method', [ 'label', 'ariaLabel' ] );
 * // 'The payment method configuration is missing the required properties: label, ariaLabel.'
 */
export const missingPropertiesMessage = ( kind: PaymentMethodKind, missing: string[] ): string =>
	`The ${ kind } configuration is missing the required properties: ${ missing.join( ', ' ) }.`;

/**
 * A property has the wrong type. `expected` completes "must be …".
 *
 * @example
 * wrongPropertyMessage( 'payment method', 'ariaLabel', 'a string', 5 );
 * // 'The ariaLabel property for the payment method must be a string, received a number (5).'
 */
export const wrongPropertyMessage = (
	kind: PaymentMethodKind,
	property: string,
	expected: string,
	received: unknown
): string =>
	`The ${ property } property for the ${ kind } must be ${ expected }, received ${ describeValue(
		received
	) }.`;

/** What `name` must be. */
export const EXPECTED_NAME = 'a non-empty string';
/** What `label` must be. */
export const EXPECTED_LABEL = 'a React element, a string or null';
/** What `ariaLabel`, `title`, `description`, `gatewayId` and `placeOrderButtonLabel` must be. */
export const EXPECTED_OPTIONAL_STRING = 'a string or undefined';
/** What `content`, `edit` and `savedTokenComponent` must be. */
export const EXPECTED_ELEMENT = 'a React element or null';
/** What `canMakePayment` must be. */
export const EXPECTED_FUNCTION = 'a function';
/** What `placeOrderButton` must be. */
export const EXPECTED_COMPONENT = 'a function component or undefined';
/** What `paymentMethodId` must be. */
export const EXPECTED_PAYMENT_METHOD_ID =
	'a string or undefined (undefined makes it the value of the name property)';
/** What `icons` must be. */
export const EXPECTED_ICONS = 'an array or null';
/** What `supports` must be. */
export const EXPECTED_SUPPORTS = 'an object or undefined';
/** What `supports.features` must be. */
export const EXPECTED_FEATURES = 'an array of strings or undefined';
/** What the boolean `supports` flags must be. */
export const EXPECTED_BOOLEAN = 'a boolean or undefined';
/** What express `supports.style` must be. */
export const EXPECTED_STYLE = `an array holding only ${ EXPRESS_BUTTON_STYLE_PROPERTIES.map(
	( property ) => `'${ property }'`
).join( ' and ' ) }, or undefined`;

/**
 * An element property received a component: the commonest mistake, so the
 * message says how to fix it.
 *
 * @example
 * componentInsteadOfElementMessage( 'payment method', 'content' );
 */
export const componentInsteadOfElementMessage = (
	kind: PaymentMethodKind,
	property: string
): string =>
	`The ${ property } property for the ${ kind } must be a React element or null, received a function. Pass an element such as <Content />, not the component Content.`;

/**
 * An entry of `icons` is neither a string nor `{ id, src, alt }`.
 *
 * @example
 * invalidIconMessage( 1, 42 );
 */
export const invalidIconMessage = ( index: number, received: unknown ): string =>
	`Each entry of the icons property for the payment method must be a string or an object with string id, src and alt properties; entry ${ index } is ${ describeValue(
		received
	) }.`;

/**
 * The deprecated creator form returned something else than `new Config( options )`.
 *
 * @example
 * creatorResultMessage( undefined );
 */
export const creatorResultMessage = ( received: unknown ): string =>
	`The function passed to registerPaymentMethod must return new Config( options ) for the Config it receives, received ${ describeValue(
		received
	) }.`;

/**
 * Logged (console.warn) when a method sets both place-order options.
 *
 * @example
 * placeOrderButtonConflictMessage( 'my-gateway' );
 */
export const placeOrderButtonConflictMessage = ( name: string ): string =>
	`The payment method "${ name }" sets both placeOrderButton and placeOrderButtonLabel; placeOrderButton takes precedence and placeOrderButtonLabel is ignored.`;

/**
 * The administrator notice for a payment method that failed to register or
 * to answer `canMakePayment`, with the spec's wording (spec 2 §8) followed
 * directly by the reason.
 *
 * @example
 * formatRegistrationErrorNotice( 'stripe', 'The ariaLabel property … received undefined.' );
 * // "There was an error registering the payment method with id 'stripe': The ariaLabel property …"
 */
export function formatRegistrationErrorNotice( paymentMethodId: string, reason: string ): string {
	return (
		sprintf(
			/* translators: %s: the id of the payment method being registered (bank transfer, cheque…). */
			__( "There was an error registering the payment method with id '%s': ", 'cesta' ),
			paymentMethodId
		) + reason
	);
}

/**
 * The reason given when `canMakePayment` did not settle within the time box.
 *
 * @example
 * canMakePaymentTimeoutMessage( 3000 );
 * // 'The payment method did not tell whether it can be used within 3000 ms.'
 */
export const canMakePaymentTimeoutMessage = ( timeoutMs: number ): string =>
	sprintf(
		/* translators: %d: milliseconds the payment method had to answer. */
		__( 'The payment method did not tell whether it can be used within %d ms.', 'cesta' ),
		timeoutMs
	);

/* -------------------------------------------------------------------------- */
/* Availability                                                               */
/* -------------------------------------------------------------------------- */

/**
 * A wrong option given to the availability check.
 *
 * @example
 * availabilityOptionMessage( 'timeoutMs', 'a positive number of milliseconds', -1 );
 */
export const availabilityOptionMessage = (
	option: string,
	expected: string,
	received: unknown
): string =>
	`checkPaymentMethodsAvailability: the ${ option } option must be ${ expected }, received ${ describeValue(
		received
	) }.`;

/* -------------------------------------------------------------------------- */
/* Extension callbacks                                                        */
/* -------------------------------------------------------------------------- */

/**
 * The namespace or callbacks argument is not usable at all.
 *
 * @example
 * extensionArgumentMessage( 'namespace', 'a non-empty string', '' );
 */
export const extensionArgumentMessage = (
	argument: string,
	expected: string,
	received: unknown
): string =>
	`The ${ argument } argument of registerPaymentMethodExtensionCallbacks must be ${ expected }, received ${ describeValue(
		received
	) }.`;

/**
 * Logged when a namespace registers callbacks a second time.
 *
 * @example
 * duplicateExtensionNamespaceMessage( 'my-plugin' );
 */
export const duplicateExtensionNamespaceMessage = ( namespace: string ): string =>
	`The namespace provided to registerPaymentMethodExtensionCallbacks must be unique: callbacks are already registered for "${ namespace }", so these are ignored.`;

/**
 * Logged for an extension callback that is not a function (it is skipped).
 *
 * @example
 * extensionCallbackNotFunctionMessage( 'my-plugin', 'cod', 'yes' );
 */
export const extensionCallbackNotFunctionMessage = (
	namespace: string,
	paymentMethodName: string,
	received: unknown
): string =>
	`All callbacks provided to registerPaymentMethodExtensionCallbacks must be functions: the one for the payment method "${ paymentMethodName }" in the namespace "${ namespace }" is ${ describeValue(
		received
	) } and is ignored.`;

/**
 * Logged when an extension callback throws (it then counts as `true`).
 *
 * @example
 * extensionCallbackThrewMessage( 'my-plugin', 'cod' );
 */
export const extensionCallbackThrewMessage = (
	namespace: string,
	paymentMethodName: string
): string =>
	`The canMakePayment callback of the namespace "${ namespace }" for the payment method "${ paymentMethodName }" threw an error; it does not make the method unavailable.`;

/* -------------------------------------------------------------------------- */
/* Inner blocks and block components                                          */
/* -------------------------------------------------------------------------- */

/**
 * `registerCheckoutBlock` received something that is not an options object.
 *
 * @example
 * checkoutBlockOptionsMessage( null );
 */
export const checkoutBlockOptionsMessage = ( received: unknown ): string =>
	`registerCheckoutBlock expects an object with metadata and component, received ${ describeValue(
		received
	) }.`;

/**
 * `metadata` is not an object.
 *
 * @example
 * checkoutBlockMetadataMessage( 'my/block' );
 */
export const checkoutBlockMetadataMessage = ( received: unknown ): string =>
	`Cannot register the checkout block: the metadata must be an object (usually block.json), received ${ describeValue(
		received
	) }.`;

/**
 * `metadata.name` is not a non-empty string.
 *
 * @example
 * checkoutBlockNameMessage( '' );
 */
export const checkoutBlockNameMessage = ( received: unknown ): string =>
	`Cannot register the checkout block: metadata.name must be a non-empty string, received ${ describeValue(
		received
	) }.`;

/**
 * `metadata.parent` is neither a string nor an array of strings.
 *
 * @example
 * checkoutBlockParentTypeMessage( 'my/block', 3 );
 */
export const checkoutBlockParentTypeMessage = ( blockName: string, received: unknown ): string =>
	`Cannot register the checkout block "${ blockName }": metadata.parent must be a string or an array of strings, received ${ describeValue(
		received
	) }.`;

/**
 * No parent entry is one of `innerBlockAreas`.
 *
 * @example
 * checkoutBlockParentAreaMessage( 'my/block', [ 'core/group' ] );
 */
export const checkoutBlockParentAreaMessage = (
	blockName: string,
	parents: readonly string[]
): string =>
	`Cannot register the checkout block "${ blockName }": the parent must be a valid inner block area (a value of innerBlockAreas), received ${
		parents.map( ( parent ) => `"${ parent }"` ).join( ', ' ) || 'an empty list'
	}.`;

/**
 * The component is neither a function nor a lazy component.
 *
 * @example
 * blockComponentMessage( 'my/block', {} );
 */
export const blockComponentMessage = ( blockName: string, received: unknown ): string =>
	`Cannot register the block component for "${ blockName }": the component must be a function component or a lazy component (React.lazy), received ${ describeValue(
		received
	) }.`;

/**
 * `force` is given but not a boolean.
 *
 * @example
 * checkoutBlockForceMessage( 'my/block', 'yes' );
 */
export const checkoutBlockForceMessage = ( blockName: string, received: unknown ): string =>
	`Cannot register the checkout block "${ blockName }": force must be a boolean or undefined, received ${ describeValue(
		received
	) }.`;

/**
 * `registerBlockComponent` received a wrong option.
 *
 * @example
 * blockComponentOptionMessage( 'blockName', 'a non-empty string', 7 );
 */
export const blockComponentOptionMessage = (
	option: string,
	expected: string,
	received: unknown
): string =>
	`Cannot register the block component: ${ option } must be ${ expected }, received ${ describeValue(
		received
	) }.`;

/* -------------------------------------------------------------------------- */
/* Checkout filters                                                           */
/* -------------------------------------------------------------------------- */

/**
 * A wrong argument to `registerCheckoutFilters` or `applyCheckoutFilter`.
 *
 * @example
 * filterArgumentMessage( 'registerCheckoutFilters', 'namespace', 'a non-empty string', '' );
 */
export const filterArgumentMessage = (
	fn: string,
	argument: string,
	expected: string,
	received: unknown
): string =>
	`${ fn }: ${ argument } must be ${ expected }, received ${ describeValue( received ) }.`;

/**
 * A checkout filter returned a value of another type than it received (spec
 * 2 §5). Shown to administrators, so translated.
 *
 * @example
 * filterTypeMessage( 'string', 'number' );
 * // 'The type returned by checkout filters must be the same as the type they receive. The function received string but returned number.'
 */
export const filterTypeMessage = ( received: string, returned: string ): string =>
	sprintf(
		/* translators: %1$s: type the filter received, %2$s: type it returned (string, number, array…). */
		__(
			'The type returned by checkout filters must be the same as the type they receive. The function received %1$s but returned %2$s.',
			'cesta'
		),
		received,
		returned
	);

/**
 * A filter result lacks a required substring (spec 2 §5: 'Returned value
 * must include ...').
 *
 * @example
 * mustIncludeMessage( '<price/>', '10 €' );
 * // 'Returned value must include <price/>, you passed "10 €"'
 */
export const mustIncludeMessage = ( requiredValue: string, value: string ): string =>
	sprintf(
		/* translators: %1$s: text the value must include, %2$s: the value a filter returned. */
		__( 'Returned value must include %1$s, you passed "%2$s"', 'cesta' ),
		requiredValue,
		value
	);

/**
 * A validation callback rejected a filter result by returning `false`.
 *
 * @example
 * filterValidationFailedMessage( 'totalLabel' );
 */
export const filterValidationFailedMessage = ( filterName: string ): string =>
	`The value returned by a checkout filter for "${ filterName }" failed its validation and was ignored.`;

/* -------------------------------------------------------------------------- */
/* Deprecations (fed to @wordpress/deprecated, which words the warning)       */
/* -------------------------------------------------------------------------- */

/**
 * Every deprecated feature with its replacement.
 *
 * @example
 * deprecated( DEPRECATIONS.registerInnerBlock.feature, { alternative: DEPRECATIONS.registerInnerBlock.alternative } );
 */
export const DEPRECATIONS = {
	creatorFunction: {
		feature: 'Passing a callback to registerPaymentMethod()',
		alternative: 'a config options object',
	},
	savePaymentInfo: {
		feature: 'Passing savePaymentInfo when registering a payment method',
		alternative: 'supports.showSavedCards and supports.showSaveOption',
	},
	registerInnerBlock: {
		feature: 'registerInnerBlock',
		alternative: 'registerBlockComponent',
	},
	getRegisteredInnerBlocks: {
		feature: 'getRegisteredInnerBlocks',
		alternative: 'getRegisteredBlockComponents',
	},
	couponName: {
		feature: 'The couponName checkout filter',
		alternative: 'the coupons filter',
	},
	experimentalRegisterCheckoutFilters: {
		feature: '__experimentalRegisterCheckoutFilters',
		alternative: 'registerCheckoutFilters',
	},
	experimentalApplyCheckoutFilter: {
		feature: '__experimentalApplyCheckoutFilter',
		alternative: 'applyCheckoutFilter',
	},
} as const;
