/** The registry constants: payment time-out and default features, express description cut, contexts. */

/**
 * How long one payment method's `canMakePayment` may take before the
 * availability check counts it as unavailable, so a slow method cannot hold
 * the others back. The specification gives no figure; 3 s comes from the
 * registry issue.
 *
 * @example
 * await checkPaymentMethodsAvailability( { ..., timeoutMs: CAN_MAKE_PAYMENT_TIMEOUT_MS } );
 */
export const CAN_MAKE_PAYMENT_TIMEOUT_MS = 3000;

/**
 * Spec 2 §5 and §9 ("Description cut 130 characters"): an express method's
 * description longer than this is cut to this many characters.
 *
 * @example
 * description.length > EXPRESS_DESCRIPTION_CUT_CHARACTERS;
 */
export const EXPRESS_DESCRIPTION_CUT_CHARACTERS = 130;

/**
 * What follows a cut express description. Three full stops, as WooCommerce
 * appends, so text compared by plugins written for it stays identical.
 *
 * @example
 * `${ cut }${ EXPRESS_DESCRIPTION_ELLIPSIS }`;
 */
export const EXPRESS_DESCRIPTION_ELLIPSIS = '...';

/**
 * The features a payment method supports when it declares none (spec 2 §5:
 * "supports.features (array, default products)").
 *
 * @example
 * DEFAULT_PAYMENT_METHOD_FEATURES; // [ 'products' ]
 */
export const DEFAULT_PAYMENT_METHOD_FEATURES: readonly string[] = Object.freeze( [ 'products' ] );

/**
 * The button style properties an express method may declare it honours.
 *
 * @example
 * EXPRESS_BUTTON_STYLE_PROPERTIES.includes( 'height' ); // true
 */
export const EXPRESS_BUTTON_STYLE_PROPERTIES = Object.freeze( [
	'height',
	'borderRadius',
] as const );

/** Notice context of regular payment method errors (WooCommerce's `noticeContexts.PAYMENTS`). */
export const PAYMENTS_NOTICE_CONTEXT = 'wc/checkout/payments';

/** Notice context of express payment method errors (`noticeContexts.EXPRESS_PAYMENTS`). */
export const EXPRESS_PAYMENTS_NOTICE_CONTEXT = 'wc/checkout/express-payments';

/**
 * The block component context whose components every other context sees too.
 *
 * @example
 * registerBlockComponent( { blockName, component, context: ANY_BLOCK_COMPONENT_CONTEXT } );
 */
export const ANY_BLOCK_COMPONENT_CONTEXT = 'any';

/**
 * Spec 2 §4 and §9: address autocomplete searches once the shopper has typed
 * at least this many characters.
 *
 * @example
 * text.trim().length >= ADDRESS_AUTOCOMPLETE_MIN_CHARS; // worth asking the provider
 */
export const ADDRESS_AUTOCOMPLETE_MIN_CHARS = 3;

/**
 * Spec 2 §4 and §9: at most this many address suggestions are shown,
 * whatever the provider returns.
 *
 * @example
 * suggestions.slice( 0, ADDRESS_AUTOCOMPLETE_MAX_SUGGESTIONS );
 */
export const ADDRESS_AUTOCOMPLETE_MAX_SUGGESTIONS = 5;

/**
 * The setting in which the server lists the address autocomplete providers
 * it offers (`id`, `name`, `branding_html`), in order of preference.
 *
 * @example
 * getSetting( ADDRESS_AUTOCOMPLETE_PROVIDERS_SETTING, [] );
 */
export const ADDRESS_AUTOCOMPLETE_PROVIDERS_SETTING = 'addressAutocompleteProviders';
