/** The texts the add-to-cart buttons show and announce. Functions, so they are translated when shown. */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Texts of the add-to-cart buttons' states.
 *
 * @example
 * buttonTexts.added( 'Arrocera' ); // '“Arrocera” has been added to your cart.'
 */
export const buttonTexts = Object.freeze( {
	viewCart: (): string => __( 'View cart', 'cesta' ),
	/* translators: %s: the product's name. */
	added: ( name: string ): string =>
		sprintf( __( '“%s” has been added to your cart.', 'cesta' ), name ),
	addedNoName: (): string => __( 'The product has been added to your cart.', 'cesta' ),
} );
