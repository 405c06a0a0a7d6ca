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
	/** Default label of the order total (checkout filter `totalLabel`), and the items table's total column. */
	total: (): string => __( 'Total', 'cesta' ),
	/** Spec 2 §2: caption of the cart items table (the Cart block's and the Mini-Cart drawer's). */
	productsInCart: (): string => __( 'Products in cart', 'cesta' ),
	/** Spec 2 §2: the first two columns of the cart items table (the third is {@link labels.total}). */
	columnProduct: (): string => __( 'Product', 'cesta' ),
	columnDetails: (): string => __( 'Details', 'cesta' ),
	/** The remove link of a line. */
	removeItem: (): string => __( 'Remove item', 'cesta' ),
	/** The remove link's accessible name. */
	removeItemFromCart: ( name: string ): string =>
		/* translators: %s: product name. */
		sprintf( __( 'Remove %s from cart', 'cesta' ), name ),
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
