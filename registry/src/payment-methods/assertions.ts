/** Checks shared by the payment method configurations, throwing a `TypeError` that names the problem. */

import {
	componentInsteadOfElementMessage,
	configNotObjectMessage,
	EXPECTED_ELEMENT,
	EXPECTED_FEATURES,
	EXPECTED_FUNCTION,
	EXPECTED_NAME,
	EXPECTED_PAYMENT_METHOD_ID,
	EXPECTED_SUPPORTS,
	missingPropertiesMessage,
	wrongPropertyMessage,
} from '../messages';
import type { PaymentMethodKind } from '../messages';
import { isRecord } from '../is-record';
import { isReactElementLike } from '../react-like';

/** A configuration as received, before validation. */
export type UncheckedConfig = Record< string, unknown >;

/**
 * Throws unless `config` is a plain object.
 *
 * @example
 * assertConfigIsObject( 'payment method', options );
 */
export function assertConfigIsObject(
	kind: PaymentMethodKind,
	config: unknown
): asserts config is UncheckedConfig {
	if ( ! isRecord( config ) ) {
		throw new TypeError( configNotObjectMessage( kind, config ) );
	}
}

/**
 * Throws listing every required property that is not an own property.
 *
 * @example
 * assertHasOwnProperties( 'payment method', config, [ 'name', 'label' ] );
 */
export function assertHasOwnProperties(
	kind: PaymentMethodKind,
	config: UncheckedConfig,
	required: readonly string[]
): void {
	const missing = required.filter(
		( property ) => ! Object.prototype.hasOwnProperty.call( config, property )
	);
	if ( missing.length > 0 ) {
		throw new TypeError( missingPropertiesMessage( kind, missing ) );
	}
}

/**
 * Throws a property type error unless `isValid` holds.
 *
 * @example
 * assertProperty( 'payment method', 'ariaLabel', config.ariaLabel, 'a string', isString );
 */
export function assertProperty(
	kind: PaymentMethodKind,
	property: string,
	value: unknown,
	expected: string,
	isValid: ( value: unknown ) => boolean
): void {
	if ( ! isValid( value ) ) {
		throw new TypeError( wrongPropertyMessage( kind, property, expected, value ) );
	}
}

/**
 * Throws unless `value` is a React element or null; a component gets a hint.
 *
 * @example
 * assertElementOrNull( 'payment method', 'content', config.content );
 */
export function assertElementOrNull(
	kind: PaymentMethodKind,
	property: string,
	value: unknown
): void {
	if ( typeof value === 'function' ) {
		throw new TypeError( componentInsteadOfElementMessage( kind, property ) );
	}
	assertProperty(
		kind,
		property,
		value,
		EXPECTED_ELEMENT,
		( candidate ) => candidate === null || isReactElementLike( candidate )
	);
}

/**
 * The first checks of every configuration: a plain object, with each
 * `required` property as an own property, and a non-empty string `name`.
 *
 * @example
 * assertNamedConfig( 'payment method', config, [ 'name', 'label' ] );
 */
export function assertNamedConfig(
	kind: PaymentMethodKind,
	config: unknown,
	required: readonly string[]
): asserts config is UncheckedConfig {
	assertConfigIsObject( kind, config );
	assertHasOwnProperties( kind, config, required );
	assertProperty( kind, 'name', config.name, EXPECTED_NAME, isNonEmptyString );
}

/**
 * Throws unless `content` and `edit` are React elements (or null) and
 * `canMakePayment` is a function, as every configuration needs.
 *
 * @example
 * assertElementsAndCallback( 'express payment method', config );
 */
export function assertElementsAndCallback(
	kind: PaymentMethodKind,
	config: UncheckedConfig
): void {
	assertElementOrNull( kind, 'content', config.content );
	assertElementOrNull( kind, 'edit', config.edit );
	assertProperty(
		kind,
		'canMakePayment',
		config.canMakePayment,
		EXPECTED_FUNCTION,
		( value ) => typeof value === 'function'
	);
}

/** Whether `value` is a string. */
export const isString = ( value: unknown ): value is string => typeof value === 'string';

/** Whether `value` is a non-empty string. */
export const isNonEmptyString = ( value: unknown ): value is string =>
	typeof value === 'string' && value !== '';

/** Whether `value` is absent or a string. */
export const isOptionalString = ( value: unknown ): boolean =>
	value === undefined || typeof value === 'string';

/** Whether `value` is absent or a boolean. */
export const isOptionalBoolean = ( value: unknown ): boolean =>
	value === undefined || typeof value === 'boolean';

/** Whether `value` is an array of strings. */
export const isStringArray = ( value: unknown ): value is string[] =>
	Array.isArray( value ) && value.every( isString );

/**
 * Validates what regular and express methods share: `paymentMethodId`,
 * `supports` and `supports.features`; returns `supports` as an object.
 *
 * @example
 * const supports = assertSharedOptionals( 'payment method', config );
 */
export function assertSharedOptionals(
	kind: PaymentMethodKind,
	config: UncheckedConfig
): UncheckedConfig {
	assertProperty(
		kind,
		'paymentMethodId',
		config.paymentMethodId,
		EXPECTED_PAYMENT_METHOD_ID,
		isOptionalString
	);
	assertProperty(
		kind,
		'supports',
		config.supports,
		EXPECTED_SUPPORTS,
		( value ) => value === undefined || isRecord( value )
	);
	const supports = ( config.supports ?? {} ) as UncheckedConfig;
	assertProperty(
		kind,
		'supports.features',
		supports.features,
		EXPECTED_FEATURES,
		( value ) => value === undefined || isStringArray( value )
	);
	return supports;
}
