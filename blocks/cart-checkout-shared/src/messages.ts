/**
 * Every message of `@cesta/cart-checkout-shared`, in one place. Shopper-visible
 * texts are functions, so each is translated when shown (the Spanish locale
 * data may load after this module).
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Texts the shopper sees.
 *
 * @example
 * labels.total(); // 'Total'
 */
export const labels = Object.freeze( {
	/** Default label of the order total (checkout filter `totalLabel`). */
	total: (): string => __( 'Total', 'cesta' ),
	/** Label of the rate choice of a cart with a single shipping package. */
	shippingOptions: (): string => __( 'Shipping options', 'cesta' ),
	/** A rate that costs nothing. */
	free: (): string => __( 'Free', 'cesta' ),
	/** Spec 2 §5: an unnamed local pickup rate. */
	localPickup: (): string => __( 'Local pickup', 'cesta' ),
	/** Screen-reader label while the rates are recalculated. */
	updatingShippingRates: (): string => __( 'Updating shipping rates…', 'cesta' ),
	/** The polite announcement after the total changed. */
	totalAnnouncement: ( total: string ): string =>
		/* translators: %s: the cart total, formatted. */
		sprintf( __( 'Total: %s', 'cesta' ), total ),
} );
