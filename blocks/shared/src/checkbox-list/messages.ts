/**
 * The visible texts of the checkbox list (WooCommerce's `CheckboxList`
 * wording). Functions, so each is translated when printed.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * The toggle's texts and names, and an option's product count for screen
 * readers.
 *
 * @example
 * checkboxListTexts.showMore( 3 ); // 'Show 3 more' ('Mostrar 3 más' in Spanish)
 */
export const checkboxListTexts = Object.freeze( {
	showMore: ( hidden: number ): string =>
		sprintf(
			/* translators: %s number of options to reveal. */
			_n( 'Show %s more', 'Show %s more', hidden, 'cesta' ),
			String( hidden )
		),
	showMoreLabel: ( hidden: number ): string =>
		sprintf(
			/* translators: %s is referring the remaining count of options */
			_n( 'Show %s more option', 'Show %s more options', hidden, 'cesta' ),
			String( hidden )
		),
	showLess: (): string => __( 'Show less', 'cesta' ),
	showLessLabel: (): string => __( 'Show less options', 'cesta' ),
	productCount: ( count: number ): string =>
		sprintf(
			/* translators: %s number of products. */
			_n( '%s product', '%s products', count, 'cesta' ),
			String( count )
		),
} );
