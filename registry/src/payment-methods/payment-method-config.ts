/** A payment method's configuration, validated and completed with WooCommerce's defaults. */

import deprecated from '@wordpress/deprecated';

import { DEFAULT_PAYMENT_METHOD_FEATURES } from '../constants';
import {
	DEPRECATIONS,
	EXPECTED_BOOLEAN,
	EXPECTED_COMPONENT,
	EXPECTED_ICONS,
	EXPECTED_LABEL,
	EXPECTED_OPTIONAL_STRING,
	invalidIconMessage,
	placeOrderButtonConflictMessage,
} from '../messages';
import { isReactElementLike } from '../react-like';
import type { FunctionComponentLike, ReactElementLike } from '../react-like';
import {
	assertElementOrNull,
	assertElementsAndCallback,
	assertNamedConfig,
	assertProperty,
	assertSharedOptionals,
	isOptionalBoolean,
	isOptionalString,
	isString,
} from './assertions';
import type { UncheckedConfig } from './assertions';
import { MethodConfig } from './method-config';
import type {
	PaymentMethodConfiguration,
	PaymentMethodIcon,
	RegisteredPaymentMethod,
} from './types';

const KIND = 'payment method';
const REQUIRED = [ 'name', 'label', 'ariaLabel', 'content', 'edit', 'canMakePayment' ] as const;

const isIcon = ( icon: unknown ): icon is PaymentMethodIcon =>
	isString( icon ) ||
	( typeof icon === 'object' &&
		icon !== null &&
		[ 'id', 'src', 'alt' ].every( ( key ) => isString( ( icon as UncheckedConfig )[ key ] ) ) );

function assertIcons( icons: unknown ): void {
	assertProperty(
		KIND,
		'icons',
		icons,
		EXPECTED_ICONS,
		( value ) => value === undefined || value === null || Array.isArray( value )
	);
	( Array.isArray( icons ) ? icons : [] ).forEach( ( icon: unknown, index ) => {
		if ( ! isIcon( icon ) ) {
			throw new TypeError( invalidIconMessage( index, icon ) );
		}
	} );
}

/**
 * Checks a payment method configuration against spec 2 §5 and
 * wc-blocks-api §3.1, throwing a `TypeError` that names the first problem.
 * Warns (through `@wordpress/deprecated`) about `supports.savePaymentInfo`.
 *
 * @example
 * assertValidPaymentMethodConfig( { name: 'cod' } );
 * // TypeError: The payment method configuration is missing the required properties: label, ariaLabel, content, edit, canMakePayment.
 */
export function assertValidPaymentMethodConfig(
	config: unknown
): asserts config is PaymentMethodConfiguration {
	assertNamedConfig( KIND, config, REQUIRED );
	assertProperty(
		KIND,
		'label',
		config.label,
		EXPECTED_LABEL,
		( value ) => value === null || isString( value ) || isReactElementLike( value )
	);
	assertProperty( KIND, 'ariaLabel', config.ariaLabel, 'a string', isString );
	assertElementsAndCallback( KIND, config );
	const supports = assertSharedOptionals( KIND, config );
	assertIcons( config.icons );
	assertProperty(
		KIND,
		'placeOrderButtonLabel',
		config.placeOrderButtonLabel,
		EXPECTED_OPTIONAL_STRING,
		isOptionalString
	);
	assertProperty(
		KIND,
		'placeOrderButton',
		config.placeOrderButton,
		EXPECTED_COMPONENT,
		( value ) => value === undefined || typeof value === 'function'
	);
	if ( config.savedTokenComponent !== undefined ) {
		assertElementOrNull( KIND, 'savedTokenComponent', config.savedTokenComponent );
	}
	for ( const flag of [ 'showSavedCards', 'showSaveOption', 'savePaymentInfo' ] ) {
		assertProperty(
			KIND,
			`supports.${ flag }`,
			supports[ flag ],
			EXPECTED_BOOLEAN,
			isOptionalBoolean
		);
	}
	if ( supports.savePaymentInfo !== undefined ) {
		deprecated( DEPRECATIONS.savePaymentInfo.feature, {
			alternative: DEPRECATIONS.savePaymentInfo.alternative,
		} );
	}
}

/**
 * A validated payment method with WooCommerce's defaults applied. The
 * deprecated creator form of `registerPaymentMethod` hands this class to the
 * plugin as `Config`.
 *
 * @example
 * const method = new PaymentMethodConfig( { name: 'cod', label: 'COD', ariaLabel: 'COD', content: null, edit: null, canMakePayment: () => true } );
 * method.paymentMethodId; // 'cod'
 */
export class PaymentMethodConfig extends MethodConfig implements RegisteredPaymentMethod {
	readonly label: ReactElementLike | string | null;
	readonly ariaLabel: string;
	readonly icons: PaymentMethodIcon[] | null;
	readonly placeOrderButtonLabel: string | undefined;
	readonly placeOrderButton: FunctionComponentLike | undefined;
	readonly savedTokenComponent: ReactElementLike | null;
	readonly supports: RegisteredPaymentMethod[ 'supports' ];

	constructor( config: PaymentMethodConfiguration ) {
		assertValidPaymentMethodConfig( config );
		super( config );
		const supports = config.supports ?? {};
		this.label = config.label;
		this.ariaLabel = config.ariaLabel;
		this.icons = config.icons ? [ ...config.icons ] : null;
		this.placeOrderButtonLabel = config.placeOrderButtonLabel;
		this.placeOrderButton = config.placeOrderButton;
		// The core holds no React; the blocks layer renders nothing for null.
		this.savedTokenComponent = config.savedTokenComponent ?? null;
		this.supports = Object.freeze( {
			showSavedCards: supports.showSavedCards ?? supports.savePaymentInfo ?? false,
			showSaveOption: supports.showSaveOption ?? false,
			features: [ ...( supports.features ?? DEFAULT_PAYMENT_METHOD_FEATURES ) ],
		} );
		// Developer diagnostics: production builds leave them out.
		if (
			process.env.NODE_ENV !== 'production' &&
			this.placeOrderButton &&
			this.placeOrderButtonLabel !== undefined
		) {
			console.warn( placeOrderButtonConflictMessage( this.name ) );
		}
	}
}
