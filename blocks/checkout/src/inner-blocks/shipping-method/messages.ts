/**
 * Every message of the shipping method choice. Shopper-visible texts are
 * functions, so each is translated when shown (the Spanish locale data may
 * load after this module).
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Texts the shopper sees in the shipping method choice.
 *
 * @example
 * labels.shippingMethod(); // 'Shipping method'
 */
export const labels = Object.freeze( {
	/** WooCommerce's default title of the step. */
	delivery: (): string => __( 'Delivery', 'cesta' ),
	/** WooCommerce's default label of the delivery option. */
	ship: (): string => __( 'Ship', 'cesta' ),
	/** WooCommerce's default label of the pickup option. */
	pickup: (): string => __( 'Pickup', 'cesta' ),
	/** Name of the radio group of the two options. */
	shippingMethod: (): string => __( 'Shipping method', 'cesta' ),
	/** An option that costs nothing. */
	free: (): string => __( 'Free', 'cesta' ),
	/** The cheapest of several prices. */
	fromPrice: ( price: string ): string =>
		/* translators: %s: the cheapest price, formatted. */
		sprintf( __( 'from %s', 'cesta' ), price ),
	/** The delivery price before the shopper has given an address. */
	calculatedWithAddress: (): string => __( 'calculated with an address', 'cesta' ),
} );
