/*
 * What theme developers read in the block editor for the Checkout block:
 * the inspector panels and controls, translated when shown.
 */
import { __ } from '@wordpress/i18n';

/**
 * Labels of the Checkout block's editor controls.
 *
 * @example
 * editorLabels.showReturnToCart(); // 'Show a "Return to Cart" link' (or 'Mostrar un enlace "Volver al carrito"')
 */
export const editorLabels = Object.freeze( {
	/** The top-level block's panel of the page's look. */
	checkoutSettings: (): string => __( 'Checkout settings', 'cesta' ),
	/** The top-level block's panel of the optional parts of the form. */
	checkoutOptions: (): string => __( 'Checkout options', 'cesta' ),
	/** The panel of an inner block's attributes. */
	blockSettings: (): string => __( 'Block settings', 'cesta' ),
	darkControls: (): string => __( 'Dark mode inputs', 'cesta' ),
	darkControlsHelp: (): string =>
		__( 'Inputs on the page are suitable for a dark background.', 'cesta' ),
	formStepNumbers: (): string => __( 'Show form step numbers', 'cesta' ),
	rateAfterTaxName: (): string => __( 'Show rate after tax name', 'cesta' ),
	orderNotes: (): string => __( 'Allow customers to add a note to their order', 'cesta' ),
	policyLinks: (): string => __( 'Show links to the terms and privacy pages', 'cesta' ),
	showReturnToCart: (): string => __( 'Show a "Return to Cart" link', 'cesta' ),
	cartPageId: (): string => __( 'Cart page ID', 'cesta' ),
	cartPageIdHelp: (): string =>
		__( "The page the link goes to; 0 for the shop's cart page.", 'cesta' ),
	placeOrderButtonLabel: (): string => __( 'Place order button text', 'cesta' ),
	returnToCartButtonLabel: (): string => __( 'Return to cart link text', 'cesta' ),
	termsCheckbox: (): string => __( 'Require checkbox', 'cesta' ),
	termsCheckboxHelp: (): string =>
		__( 'Customers must tick a box to agree before they can place the order.', 'cesta' ),
	termsText: (): string => __( 'Terms text', 'cesta' ),
	termsTextHelp: (): string =>
		__(
			'Leave empty for the default text with links to your terms and privacy pages.',
			'cesta'
		),
	showSeparator: (): string => __( 'Show separator', 'cesta' ),
	stepTitle: (): string => __( 'Step title', 'cesta' ),
	stepTitleHelp: (): string => __( "Leave empty for the step's own title.", 'cesta' ),
	stepDescription: (): string => __( 'Step description', 'cesta' ),
	showIcons: (): string => __( 'Show icons', 'cesta' ),
	showCosts: (): string => __( 'Show costs', 'cesta' ),
	shippingText: (): string => __( 'Shipping option label', 'cesta' ),
	localPickupText: (): string => __( 'Pickup option label', 'cesta' ),
	hideProductDescriptions: (): string => __( 'Hide product descriptions', 'cesta' ),
	addressFields: (): string => __( 'Address fields', 'cesta' ),
	addressFieldsHelp: (): string =>
		__( 'Show or hide fields in the checkout address forms.', 'cesta' ),
	optional: (): string => __( 'Optional', 'cesta' ),
	required: (): string => __( 'Required', 'cesta' ),
} );
