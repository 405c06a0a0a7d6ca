/**
 * Texts of the cart items table (the Cart block's and the Mini-Cart
 * drawer's). Apart from the package's `labels` on purpose: that object goes
 * wherever one of its texts is used, the Checkout page included, and these
 * belong only where the table is drawn. Functions, so each is translated when
 * shown (the Spanish locale data may load after this module).
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Texts the shopper sees in the cart items table.
 *
 * @example
 * lineItemLabels.removeItemFromCart( 'Ventilador de pie' ); // 'Remove item: Ventilador de pie'
 */
export const lineItemLabels = Object.freeze( {
	/** Spec 2 §2: caption of the cart items table. */
	productsInCart: (): string => __( 'Products in cart', 'cesta' ),
	/** Spec 2 §2: the three columns of the cart items table. */
	columnProduct: (): string => __( 'Product', 'cesta' ),
	columnDetails: (): string => __( 'Details', 'cesta' ),
	columnTotal: (): string => __( 'Total', 'cesta' ),
	/** The remove link of a line. */
	removeItem: (): string => __( 'Remove item', 'cesta' ),
	/**
	 * The remove link's accessible name: its visible text, then the product,
	 * so speech users can say what they see (WCAG 2.5.3 Label in Name).
	 */
	removeItemFromCart: ( name: string ): string =>
		/* translators: %s: product name. Keep the translation of "Remove item" first: it is the link's visible text. */
		sprintf( __( 'Remove item: %s', 'cesta' ), name ),
} );
