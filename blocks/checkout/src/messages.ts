/**
 * Every message of `@cesta/block-checkout` the checkout page shows, in one
 * place (those of the markup and editor entries are in
 * `entry-messages.ts`). Shopper-visible texts are functions, so each is
 * translated when shown (the Spanish locale data may load after this
 * module); developer errors stay in English, as WordPress's do.
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Texts the shopper sees.
 *
 * @example
 * labels.placeOrder(); // 'Place Order' (or 'Realizar el pedido')
 */
export const labels = Object.freeze( {
	/** The name of the checkout form's region. */
	checkout: (): string => __( 'Checkout', 'cesta' ),
	/** Screen-reader label while the cart loads. */
	loadingCheckout: (): string => __( 'Loading the checkout…', 'cesta' ),
	/** The heading of the order summary in the sidebar. */
	orderSummary: (): string => __( 'Order summary', 'cesta' ),
	/** The name of the list of the order's lines. */
	itemsInOrder: (): string => __( 'Items in your order', 'cesta' ),
	/** Default title of the payment step. */
	paymentOptions: (): string => __( 'Payment options', 'cesta' ),
	/** The order note checkbox. */
	addNote: (): string => __( 'Add a note to your order', 'cesta' ),
	/** The order note's placeholder (and hidden label) when the order is delivered. */
	notesForDelivery: (): string =>
		__( 'Notes about your order, e.g. special notes for delivery.', 'cesta' ),
	/** The order note's placeholder (and hidden label) otherwise. */
	notes: (): string => __( 'Notes about your order.', 'cesta' ),
	/** Default label of the place-order button. */
	placeOrder: (): string => __( 'Place Order', 'cesta' ),
	/** Default label of the return-to-cart link. */
	returnToCart: (): string => __( 'Return to Cart', 'cesta' ),
	/** The terms page's link text. */
	termsAndConditions: (): string => __( 'Terms and Conditions', 'cesta' ),
	/** The privacy page's link text. */
	privacyPolicy: (): string => __( 'Privacy Policy', 'cesta' ),
	/** The terms block's text without a checkbox; `%1$s` and `%2$s` are the terms and privacy links (HTML). */
	termsConsent: ( terms: string, privacy: string ): string =>
		sprintf(
			/* translators: 1: the terms and conditions page link, 2: the privacy policy page link. */
			__( 'By proceeding with your purchase you agree to our %1$s and %2$s', 'cesta' ),
			terms,
			privacy
		),
	/** The terms checkbox's label; `%1$s` and `%2$s` are the terms and privacy links (HTML). */
	termsCheckbox: ( terms: string, privacy: string ): string =>
		sprintf(
			/* translators: 1: the terms and conditions page link, 2: the privacy policy page link. */
			__( 'You must accept our %1$s and %2$s to continue with your purchase.', 'cesta' ),
			terms,
			privacy
		),
	/** The terms checkbox left unchecked at submit. */
	acceptTerms: (): string => __( 'Please read and accept the terms and conditions.', 'cesta' ),
} );

/**
 * Developer errors, thrown for bad input; nothing is registered or changed.
 *
 * @example
 * throw new TypeError( errors.notAnInnerBlock( 'acme/x' ) );
 */
export const errors = Object.freeze( {
	notAnInnerBlock: ( name: string ): string =>
		`"${ name }" is not an inner block of the Checkout block.`,
} );
