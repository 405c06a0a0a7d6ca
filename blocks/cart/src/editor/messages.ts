/*
 * What theme developers read in the block editor for the Cart block: the
 * view switcher's labels and the inspector controls, translated when shown.
 */
import { __ } from '@wordpress/i18n';

/**
 * Labels of the Cart block's editor controls.
 *
 * @example
 * editorLabels.darkControls(); // 'Dark mode inputs' (or 'Campos en modo oscuro')
 */
export const editorLabels = Object.freeze( {
	/** The inspector panel of a block's attributes. */
	settings: (): string => __( 'Settings', 'cesta' ),
	/** The view switcher: the cart with products. */
	filledCartView: (): string => __( 'Filled Cart', 'cesta' ),
	/** The view switcher: the empty cart. */
	emptyCartView: (): string => __( 'Empty Cart', 'cesta' ),
	darkControls: (): string => __( 'Dark mode inputs', 'cesta' ),
	darkControlsHelp: (): string =>
		__( 'Inputs on the page are suitable for a dark background.', 'cesta' ),
	shippingCalculator: (): string => __( 'Shipping calculator', 'cesta' ),
	shippingCalculatorHelp: (): string =>
		__( 'Allow customers to estimate shipping by entering their address.', 'cesta' ),
	rateAfterTaxName: (): string => __( 'Show rate after tax name', 'cesta' ),
	buttonText: (): string => __( 'Button text', 'cesta' ),
	headingText: (): string => __( 'Heading text', 'cesta' ),
	columns: (): string => __( 'Columns', 'cesta' ),
} );
