/**
 * Every visible text of the Price Filter block (spec 1 §9's labels).
 * Functions, so each is translated when printed, after the page's
 * translations are loaded.
 */
import { __ } from '@wordpress/i18n';

/**
 * The labels of the fields, the slider's handles and the buttons.
 *
 * @example
 * priceFilterTexts.minPrice(); // 'Min. Price' ('Precio mín.' in Spanish)
 */
export const priceFilterTexts = Object.freeze( {
	minPrice: (): string => __( 'Min. Price', 'cesta' ),
	maxPrice: (): string => __( 'Max. Price', 'cesta' ),
	reset: (): string => __( 'Reset', 'cesta' ),
	apply: (): string => __( 'Apply', 'cesta' ),
	resetLabel: (): string => __( 'Reset price filter', 'cesta' ),
	applyLabel: (): string => __( 'Apply price filter', 'cesta' ),
	filterByMin: (): string => __( 'Filter products by minimum price', 'cesta' ),
	filterByMax: (): string => __( 'Filter products by maximum price', 'cesta' ),
} );
