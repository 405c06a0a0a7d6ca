/**
 * Every message of `@cesta/data`, in one place. Shopper-visible messages are
 * functions so the translation is looked up when the message is shown (the
 * locale data loads after this module); the spec's wording is used verbatim.
 * Developer errors (thrown for bad input) are plain English, as WordPress does.
 */
import { __, sprintf } from '@wordpress/i18n';

// The order's own failures live beside the code that places it, which a page
// downloads with its first submit (see `checkout/processor/index.ts`).
export { orderNotices } from './checkout/processor/messages';

/**
 * Shopper-visible messages.
 *
 * @example
 * createErrorNotice( notices.genericError(), { context: 'wc/checkout' } );
 */
export const notices = Object.freeze( {
	/** Spec 2 §8: fallback for any failure without a message, and for invalid JSON. */
	genericError: (): string =>
		__( 'Something went wrong. Please contact us to get assistance.', 'cesta' ),
	/** Spec 2 §5: before-submit check. */
	shippingOptionRequired: (): string =>
		__( 'Sorry, this order requires a shipping option.', 'cesta' ),
	/** Spec 2 §5: before-submit check. */
	paymentOptionProblem: (): string =>
		__( 'There was a problem with your payment option.', 'cesta' ),
	/** Spec 2 §5: before-submit check. */
	shippingOptionProblem: (): string =>
		__( 'There was a problem with your shipping option.', 'cesta' ),
	/**
	 * Issue 15: the page had a cart session (the cart-hash cookie) but the
	 * server's cart is empty — the session expired on the server.
	 */
	cartSessionExpired: (): string =>
		__( 'Your session has expired, so your cart is now empty.', 'cesta' ),
	/** Spec 2 §8: the cart load returned nothing usable. */
	cartApiError: (): string => __( 'Unable to get cart data from the API.', 'cesta' ),
	/** Spec 2 §8 success notice, after the shopper removed an item. */
	itemRemoved: ( name: string ): string =>
		/* translators: %s: product name. */
		sprintf( __( '%s has been removed from your cart.', 'cesta' ), name ),
	/** Spec 2 §8 success notice, when the server dropped an item from the cart. */
	itemRemovedQuoted: ( name: string ): string =>
		/* translators: %s: product name. */
		sprintf( __( '"%s" was removed from your cart.', 'cesta' ), name ),
	/** Spec 2 §8 success notice, when the server changed a quantity. */
	quantityChanged: ( name: string, quantity: number ): string =>
		sprintf(
			/* translators: 1: product name, 2: new quantity. */
			__( 'The quantity of "%1$s" was changed to %2$s.', 'cesta' ),
			name,
			String( quantity )
		),
	/** Success snackbar after a coupon was applied. */
	couponApplied: ( code: string ): string =>
		/* translators: %s: coupon code. */
		sprintf( __( 'Coupon code "%s" has been applied to your cart.', 'cesta' ), code ),
	/** Success snackbar after a coupon was removed. */
	couponRemoved: ( code: string ): string =>
		/* translators: %s: coupon code. */
		sprintf( __( 'Coupon code "%s" has been removed from your cart.', 'cesta' ), code ),
	/** Spec 2 §8: missing route. */
	noRouteForNamespace: ( namespace: string ): string =>
		/* translators: %s: REST namespace. */
		sprintf(
			__( 'There is no route for the given namespace (%s) in the store', 'cesta' ),
			namespace
		),
	/** Spec 2 §8: missing route. */
	noRouteForResource: ( resourceName: string ): string =>
		sprintf(
			/* translators: %s: resource name. */
			__( 'There is no route for the given resource name (%s) in the store', 'cesta' ),
			resourceName
		),
	/** Spec 2 §8: missing route. */
	noRouteForIdCount: ( idCount: number ): string =>
		sprintf(
			/* translators: %d: number of ids. */
			__( 'There is no route for the given number of ids (%d) in the store', 'cesta' ),
			idCount
		),
} );

/**
 * Developer errors thrown for bad input; the state is left untouched.
 *
 * @example
 * throw new TypeError( errors.observerNotFunction( 'checkout_success' ) );
 */
export const errors = Object.freeze( {
	observerNotFunction: ( eventType: string ): string =>
		`The observer registered for the "${ eventType }" event must be a function.`,
	observerPriorityNotNumber: ( eventType: string ): string =>
		`The priority of an observer for the "${ eventType }" event must be a finite number.`,
	/** Spec 2 §5 wording. */
	observerResponseWithoutType: (): string =>
		'Observers must return an object with a type property.',
	validationErrorsNotObject: (): string =>
		'setValidationErrors expects an object of { [ id ]: { message, hidden } }.',
	validationErrorInvalid: ( id: string ): string =>
		`The validation error "${ id }" must be an object with a string message and an optional boolean hidden flag.`,
	validationIdNotString: ( action: string ): string =>
		`${ action } expects a validation error id (a string).`,
	noticeContextNotString: ( action: string ): string =>
		`${ action } expects a notice context (a non-empty string).`,
	queryContextNotString: ( action: string ): string =>
		`${ action } expects a query context (a non-empty string).`,
	queryKeyNotString: (): string => 'setQueryValue expects a query key (a non-empty string).',
	queryContextValueNotObject: (): string =>
		'setValueForQueryContext expects an object of query values.',
	extensionNamespaceNotString: (): string =>
		'Extension data needs a namespace (a non-empty string).',
	extensionDataNotObject: ( namespace: string ): string =>
		`Extension data for "${ namespace }" must be an object.`,
	additionalFieldsNotObject: (): string =>
		'setAdditionalFields expects an object of field id to string or boolean.',
	autocompleteAddressTypeInvalid: ( type: string ): string =>
		`Unknown address type "${ type }": use "billing" or "shipping".`,
	addressNotObject: ( action: string ): string =>
		`${ action } expects an object of address fields.`,
	paymentMethodNameNotString: (): string => 'A payment method name must be a string.',
	paymentMethodsNotObject: ( action: string ): string =>
		`${ action } expects an object keyed by payment method name.`,
} );
