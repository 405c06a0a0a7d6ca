/*
 * What theme developers read in the block editor for the Price Filter: the
 * inspector controls, translated when shown.
 */
import { __ } from '@wordpress/i18n';

/**
 * Labels of the Price Filter's inspector controls.
 *
 * @example
 * priceFilterEditorLabels.showInputFields(); // 'Show the price fields'
 */
export const priceFilterEditorLabels = Object.freeze( {
	settings: (): string => __( 'Settings', 'cesta' ),
	heading: (): string => __( 'Heading', 'cesta' ),
	headingLevel: (): string => __( 'Heading level', 'cesta' ),
	showInputFields: (): string => __( 'Show the price fields', 'cesta' ),
	showInputFieldsHelp: (): string =>
		__( 'The minimum and maximum prices can be typed beside the slider.', 'cesta' ),
	showFilterButton: (): string => __( 'Show an Apply button', 'cesta' ),
	showFilterButtonHelp: (): string =>
		__( 'The listing changes when the shopper presses it, not as they slide.', 'cesta' ),
} );
