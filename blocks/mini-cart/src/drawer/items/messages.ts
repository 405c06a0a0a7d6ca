/** Texts of the drawer's items table: the Cart block's own msgids, so both read (and translate) the same. */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Texts of the items table.
 *
 * @example
 * itemsTexts.removeItemFromCart( 'Ventilador de pie' ); // 'Remove Ventilador de pie from cart'
 */
export const itemsTexts = Object.freeze( {
	/** The table's caption. */
	productsInCart: (): string => __( 'Products in cart', 'cesta' ),
	/** The three columns. */
	columnProduct: (): string => __( 'Product', 'cesta' ),
	columnDetails: (): string => __( 'Details', 'cesta' ),
	columnTotal: (): string => __( 'Total', 'cesta' ),
	/** A line's remove link. */
	removeItem: (): string => __( 'Remove item', 'cesta' ),
	/** The remove link's accessible name. */
	removeItemFromCart: ( name: string ): string =>
		/* translators: %s: product name. */
		sprintf( __( 'Remove %s from cart', 'cesta' ), name ),
} );
