/*
 * What theme developers read in the block editor for the Mini-Cart: the
 * view switcher's labels, the preview's states and the inspector controls,
 * translated when shown.
 */
import { __ } from '@wordpress/i18n';

/**
 * Labels of the Mini-Cart's editor controls.
 *
 * @example
 * editorLabels.filledView(); // 'Filled Mini-Cart' (or 'Minicarrito con productos')
 */
export const editorLabels = Object.freeze( {
	/** The inspector panel of a block's attributes. */
	settings: (): string => __( 'Settings', 'cesta' ),
	/** The view switcher: the drawer with products. */
	filledView: (): string => __( 'Filled Mini-Cart', 'cesta' ),
	/** The view switcher: the empty drawer. */
	emptyView: (): string => __( 'Empty Mini-Cart', 'cesta' ),
	/** While the sample cart loads into the preview. */
	loadingPreview: (): string => __( 'Loading your cart…', 'cesta' ),
	/** The sample cart could not be loaded. */
	previewUnavailable: (): string => __( 'The cart preview could not be loaded.', 'cesta' ),
	icon: (): string => __( 'Icon', 'cesta' ),
	iconCart: (): string => __( 'Cart', 'cesta' ),
	iconBag: (): string => __( 'Bag', 'cesta' ),
	iconBagAlt: (): string => __( 'Bag (alternative)', 'cesta' ),
	addToCartBehaviour: (): string => __( 'When a product is added', 'cesta' ),
	addToCartNone: (): string => __( 'Only update the count', 'cesta' ),
	addToCartOpenDrawer: (): string => __( 'Open the cart drawer', 'cesta' ),
	hidePrice: (): string => __( 'Hide the cart total', 'cesta' ),
	hidePriceHelp: (): string =>
		__( 'Show only the icon and the item count, without the total beside it.', 'cesta' ),
	countVisibility: (): string => __( 'Show the item count', 'cesta' ),
	countAlways: (): string => __( 'Always', 'cesta' ),
	countGreaterThanZero: (): string => __( 'Only when the cart has items', 'cesta' ),
	countNever: (): string => __( 'Never', 'cesta' ),
	cartAndCheckoutStyle: (): string => __( 'On the cart and checkout pages', 'cesta' ),
	cartAndCheckoutHidden: (): string => __( 'Hide it, keeping its place', 'cesta' ),
	cartAndCheckoutRemoved: (): string => __( 'Remove it', 'cesta' ),
	titleLabel: (): string => __( 'Title', 'cesta' ),
	buttonText: (): string => __( 'Button text', 'cesta' ),
} );
