/**
 * Every message of the shipping options step. Shopper-visible texts are
 * functions, so each is translated when shown (the Spanish locale data may
 * load after this module).
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Texts the shopper sees in the shipping options step.
 *
 * @example
 * labels.enterAddress(); // 'Enter a shipping address to view shipping options.'
 */
export const labels = Object.freeze( {
	/** WooCommerce's default title of the step. */
	shippingOptions: (): string => __( 'Shipping options', 'cesta' ),
	/** No rates yet because the address is not complete. */
	enterAddress: (): string => __( 'Enter a shipping address to view shipping options.', 'cesta' ),
	/** A complete address that no rate serves. */
	noOptionsForAddress: (): string =>
		__(
			'No shipping options are available for this address. Please verify the address is correct or try a different address.',
			'cesta'
		),
	/** Spec 2 §5: the shipping error (here the server found the address invalid). */
	shippingProblem: (): string => __( 'There was a problem with your shipping option.', 'cesta' ),
	/** Spec 2 §8: delivery chosen while a pickup is still the cart's rate. */
	recalculateTotals: (): string =>
		__( 'Totals will be recalculated when a valid shipping method is selected.', 'cesta' ),
	/** Screen-reader label while rates load or a rate is being selected. */
	loadingRates: (): string => __( 'Loading shipping rates…', 'cesta' ),
	/** Title of a package the server did not name. */
	shipment: ( position: number ): string =>
		/* translators: %d: the package's position, from 1. */
		sprintf( __( 'Shipment %d', 'cesta' ), position ),
	/** One line of a package's contents. */
	packageItem: ( name: string, quantity: number ): string =>
		/* translators: 1: a product's name, 2: how many of it the package holds. */
		sprintf( __( '%1$s × %2$d', 'cesta' ), name, quantity ),
	/** A rate that costs nothing. */
	free: (): string => __( 'Free', 'cesta' ),
	/** Announced when the rates have changed. */
	optionsFound: ( count: number ): string =>
		sprintf(
			/* translators: %d: how many shipping options there are. */
			_n(
				'%d shipping option was found.',
				'%d shipping options were found.',
				count,
				'cesta'
			),
			count
		),
} );

/**
 * Messages of the checkout's validation, not shown in the step.
 *
 * @example
 * validationMessages.noShippingOption(); // 'Shipping options are not available'
 */
export const validationMessages = Object.freeze( {
	/** The hidden error that keeps an order without a rate from being placed. */
	noShippingOption: (): string => __( 'Shipping options are not available', 'cesta' ),
} );
