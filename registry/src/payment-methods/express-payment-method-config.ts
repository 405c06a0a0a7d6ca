/** An express payment method's configuration, validated and completed with WooCommerce's defaults. */

import {
	DEFAULT_PAYMENT_METHOD_FEATURES,
	EXPRESS_BUTTON_STYLE_PROPERTIES,
	EXPRESS_DESCRIPTION_CUT_CHARACTERS,
	EXPRESS_DESCRIPTION_ELLIPSIS,
} from '../constants';
import { EXPECTED_OPTIONAL_STRING, EXPECTED_STYLE } from '../messages';
import {
	assertElementsAndCallback,
	assertNamedConfig,
	assertProperty,
	assertSharedOptionals,
	isOptionalString,
} from './assertions';
import { MethodConfig } from './method-config';
import type {
	ExpressButtonStyleProperty,
	ExpressPaymentMethodConfiguration,
	RegisteredExpressPaymentMethod,
} from './types';

const KIND = 'express payment method';
const REQUIRED = [ 'name', 'content', 'edit', 'canMakePayment' ] as const;

const isStyleProperty = ( value: unknown ): value is ExpressButtonStyleProperty =>
	( EXPRESS_BUTTON_STYLE_PROPERTIES as readonly unknown[] ).includes( value );

/**
 * Cuts a description longer than 130 characters to 130 plus "...".
 * Characters are counted as code points, so an emoji is never split in half.
 *
 * @example
 * cutExpressDescription( 'a'.repeat( 140 ) ); // 'a' × 130 + '...'
 */
export function cutExpressDescription( description: string ): string {
	const characters = Array.from( description );
	return characters.length > EXPRESS_DESCRIPTION_CUT_CHARACTERS
		? characters.slice( 0, EXPRESS_DESCRIPTION_CUT_CHARACTERS ).join( '' ) +
				EXPRESS_DESCRIPTION_ELLIPSIS
		: description;
}

/**
 * Checks an express payment method configuration against spec 2 §5 and
 * wc-blocks-api §3.2, throwing a `TypeError` that names the first problem.
 *
 * @example
 * assertValidExpressPaymentMethodConfig( { name: 'wallet' } );
 * // TypeError: The express payment method configuration is missing the required properties: content, edit, canMakePayment.
 */
export function assertValidExpressPaymentMethodConfig(
	config: unknown
): asserts config is ExpressPaymentMethodConfiguration {
	assertNamedConfig( KIND, config, REQUIRED );
	assertElementsAndCallback( KIND, config );
	for ( const property of [ 'title', 'description', 'gatewayId' ] ) {
		assertProperty(
			KIND,
			property,
			config[ property ],
			EXPECTED_OPTIONAL_STRING,
			isOptionalString
		);
	}
	const supports = assertSharedOptionals( KIND, config );
	assertProperty(
		KIND,
		'supports.style',
		supports.style,
		EXPECTED_STYLE,
		( value ) =>
			value === undefined || ( Array.isArray( value ) && value.every( isStyleProperty ) )
	);
}

/**
 * A validated express payment method with WooCommerce's defaults applied.
 *
 * @example
 * new ExpressPaymentMethodConfig( { name: 'google_pay', content: null, edit: null, canMakePayment: () => true } ).title;
 * // 'google pay'
 */
export class ExpressPaymentMethodConfig
	extends MethodConfig
	implements RegisteredExpressPaymentMethod
{
	readonly title: string;
	readonly description: string;
	readonly gatewayId: string;
	readonly supports: RegisteredExpressPaymentMethod[ 'supports' ];

	constructor( config: ExpressPaymentMethodConfiguration ) {
		assertValidExpressPaymentMethodConfig( config );
		super( config );
		this.title = config.title || config.name.replace( /[_-]/g, ' ' );
		this.description = cutExpressDescription( config.description ?? '' );
		this.gatewayId = config.gatewayId ?? '';
		this.supports = Object.freeze( {
			features: [ ...( config.supports?.features ?? DEFAULT_PAYMENT_METHOD_FEATURES ) ],
			style: [ ...( config.supports?.style ?? [] ) ],
		} );
	}
}
