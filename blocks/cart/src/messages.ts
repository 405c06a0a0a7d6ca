/**
 * Every message of `@cesta/block-cart`, in one place. Shopper-visible texts
 * are functions, so each is translated when shown (the Spanish locale data
 * may load after this module); developer errors stay in English, as
 * WordPress's do, so they can be searched for.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Texts the shopper sees.
 *
 * @example
 * labels.productsInCart(); // 'Products in cart' (or 'Productos en el carrito')
 */
export const labels = Object.freeze( {
	/** Spec 2 §2: caption of the cart items table. */
	productsInCart: (): string => __( 'Products in cart', 'cesta' ),
	/** Spec 2 §2: the three columns of the cart items table. */
	columnProduct: (): string => __( 'Product', 'cesta' ),
	columnDetails: (): string => __( 'Details', 'cesta' ),
	columnTotal: (): string => __( 'Total', 'cesta' ),
	/** Default label of the order total (checkout filter `totalLabel`). */
	total: (): string => __( 'Total', 'cesta' ),
	/** The remove link of a line. */
	removeItem: (): string => __( 'Remove item', 'cesta' ),
	/** The remove link's accessible name. */
	removeItemFromCart: ( name: string ): string =>
		/* translators: %s: product name. */
		sprintf( __( 'Remove %s from cart', 'cesta' ), name ),
	/** Default heading of the order summary. */
	cartTotals: (): string => __( 'Cart totals', 'cesta' ),
	/** Label of the rate choice of a cart with a single shipping package. */
	shippingOptions: (): string => __( 'Shipping options', 'cesta' ),
	/** A rate that costs nothing. */
	free: (): string => __( 'Free', 'cesta' ),
	/** Spec 2 §5: an unnamed local pickup rate. */
	localPickup: (): string => __( 'Local pickup', 'cesta' ),
	/** Screen-reader label while the rates are recalculated. */
	updatingShippingRates: (): string => __( 'Updating shipping rates…', 'cesta' ),
	/** Default label of the proceed-to-checkout button. */
	proceedToCheckout: (): string => __( 'Proceed to Checkout', 'cesta' ),
	/** Screen-reader label while the cart loads. */
	loadingCart: (): string => __( 'Loading your cart…', 'cesta' ),
	/** The polite announcement after the total changed. */
	totalAnnouncement: ( total: string ): string =>
		/* translators: %s: the cart total, formatted. */
		sprintf( __( 'Total: %s', 'cesta' ), total ),
	/** Accessible name of the accepted payment methods icons. */
	acceptedPaymentMethods: (): string => __( 'Accepted payment methods', 'cesta' ),
	/** Accessible name of the cross-sells list. */
	crossSellsProducts: (): string => __( 'Products you may be interested in', 'cesta' ),
	/** A cross-sell's add button once the product is in the cart. */
	inCart: ( quantity: number ): string =>
		sprintf(
			/* translators: %d: how many of the product the cart holds. */
			_n( '%d in cart', '%d in cart', quantity, 'cesta' ),
			quantity
		),
	/** A cross-sell's add button while the product is being added. */
	addingToCart: (): string => __( 'Adding to cart…', 'cesta' ),
	/** Shown instead of the editor preview when the sample cart cannot load. */
	previewUnavailable: (): string => __( 'The cart preview could not be loaded.', 'cesta' ),
} );

/**
 * Texts of the server markup a host prints (see `renderCartBlockMarkup`).
 *
 * @example
 * markupTexts.emptyCartTitle(); // 'Your cart is currently empty!'
 */
export const markupTexts = Object.freeze( {
	emptyCartTitle: (): string => __( 'Your cart is currently empty!', 'cesta' ),
	browseStore: (): string => __( 'Browse store', 'cesta' ),
	crossSellsTitle: (): string => __( 'You may be interested in…', 'cesta' ),
} );

/**
 * Developer errors, thrown for bad input; nothing is registered or changed.
 *
 * @example
 * throw new TypeError( errors.notAnInnerBlock( 'acme/x' ) );
 */
export const errors = Object.freeze( {
	notAnInnerBlock: ( name: string ): string =>
		`"${ name }" is not an inner block of the Cart block.`,
	markupAttributesNotObject: ( value: unknown ): string =>
		`renderCartBlockMarkup expects the Cart block's attributes as an object, received ${ describe(
			value
		) }.`,
	markupAttributeUnknown: ( name: string ): string =>
		`renderCartBlockMarkup: "${ name }" is not an attribute of the Cart block.`,
	markupAttributeType: ( name: string, expected: string, value: unknown ): string =>
		`renderCartBlockMarkup: the attribute "${ name }" must be a ${ expected }, received ${ describe(
			value
		) }.`,
	markupOptionNotString: ( name: string, value: unknown ): string =>
		`renderCartBlockMarkup: the option "${ name }" must be a string, received ${ describe(
			value
		) }.`,
	previewContainerMissing: ( value: unknown ): string =>
		`renderCartBlockPreview expects a DOM element to render into, received ${ describe(
			value
		) }.`,
} );

function describe( value: unknown ): string {
	if ( value === null ) {
		return 'null';
	}
	if ( Array.isArray( value ) ) {
		return 'an array';
	}
	return typeof value === 'string' ? `the string "${ value }"` : typeof value;
}
