/**
 * Every message of the pickup locations step. Shopper-visible texts are
 * functions, so each is translated when shown (the Spanish locale data may
 * load after this module).
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Texts the shopper sees in the pickup locations step.
 *
 * @example
 * labels.multipleShipments(); // 'Multiple shipments must have the same pickup location'
 */
export const labels = Object.freeze( {
	/** WooCommerce's default title of the step. */
	pickupLocations: (): string => __( 'Pickup locations', 'cesta' ),
	/** A location that costs nothing. */
	free: (): string => __( 'Free', 'cesta' ),
	/** The cost of a pickup charged per package. */
	pricePerPackage: ( price: string, packageCount: number ): string =>
		sprintf(
			/* translators: 1: the price of collecting one package, 2: how many packages. */
			_n( '%1$s x %2$d package', '%1$s x %2$d packages', packageCount, 'cesta' ),
			price,
			packageCount
		),
	/** Spec 2 §8: the packages are to be collected from different places. */
	multipleShipments: (): string =>
		__( 'Multiple shipments must have the same pickup location', 'cesta' ),
	/** Screen-reader label while a location is being selected. */
	loadingRates: (): string => __( 'Loading shipping rates…', 'cesta' ),
} );
