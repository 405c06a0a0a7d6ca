/** Types the button (React-free) and the drawer (React) share: the block's attributes and the drawer module's contract. */
import type { CartResponse } from '@cesta/types';

/**
 * Which icon the button shows (WooCommerce's `miniCartIcon`).
 *
 * @example
 * const icon: MiniCartIcon = 'bag';
 */
export type MiniCartIcon = 'cart' | 'bag' | 'bag-alt';

/**
 * What the Mini-Cart does when a product is added on the page (WooCommerce's
 * `addToCartBehaviour`): nothing but the count, or open the drawer.
 *
 * @example
 * const behaviour: AddToCartBehaviour = 'open_drawer';
 */
export type AddToCartBehaviour = 'none' | 'open_drawer';

/**
 * When the item count badge shows (WooCommerce's `productCountVisibility`).
 *
 * @example
 * const visibility: ProductCountVisibility = 'greater_than_zero';
 */
export type ProductCountVisibility = 'always' | 'greater_than_zero' | 'never';

/**
 * How the block behaves on the cart and checkout pages
 * (`cartAndCheckoutRenderStyle`): `hidden` keeps its place but hides it,
 * `removed` prints nothing.
 *
 * @example
 * const style: CartAndCheckoutRenderStyle = 'removed';
 */
export type CartAndCheckoutRenderStyle = 'hidden' | 'removed';

/**
 * A colour the editor picked (WooCommerce's colour attributes): a palette
 * colour has a slug, a custom one only its value.
 *
 * @example
 * const color: MiniCartColor = { color: '#1e1e1e', slug: 'contrast', name: 'Contrast' };
 */
export interface MiniCartColor {
	color: string;
	name?: string;
	slug?: string;
}

/**
 * The Mini-Cart block's attributes, named as in WooCommerce's
 * `woocommerce/mini-cart` block.json.
 *
 * @example
 * const attributes: MiniCartAttributes = { ...MINI_CART_DEFAULT_ATTRIBUTES, hasHiddenPrice: false };
 */
export interface MiniCartAttributes {
	/** The icon. @default 'cart' */
	miniCartIcon: MiniCartIcon;
	/** Opens the drawer when a product is added on the page. @default 'none' */
	addToCartBehaviour: AddToCartBehaviour;
	/** Hides the cart total beside the icon. @default true */
	hasHiddenPrice: boolean;
	/** Behaviour on the cart and checkout pages. @default 'hidden' */
	cartAndCheckoutRenderStyle: CartAndCheckoutRenderStyle;
	/** When the count badge shows. @default 'greater_than_zero' */
	productCountVisibility: ProductCountVisibility;
	/** Colour of the total. @default undefined */
	priceColor?: MiniCartColor;
	/** Colour of the icon. @default undefined */
	iconColor?: MiniCartColor;
	/** Background colour of the count badge. @default undefined */
	productCountColor?: MiniCartColor;
	/** Rendered by the editor (look-only, no requests). @default false */
	isPreview: boolean;
}

/**
 * Options of `openMiniCartDrawer`.
 *
 * @example
 * const options: OpenMiniCartDrawerOptions = { button, attributes, initialCart: getKnownCart() };
 */
export interface OpenMiniCartDrawerOptions {
	/** The header button: the focus returns there when the drawer closes. */
	button: HTMLElement;
	/** The block's attributes. */
	attributes: MiniCartAttributes;
	/** The cart the page already knows (no `GET /cart` then), or `null`. */
	initialCart: CartResponse | null;
}

/**
 * The open drawer, as its opener drives it.
 *
 * @example
 * const drawer: MiniCartDrawerHandle = openMiniCartDrawer( options );
 * drawer.close();
 */
export interface MiniCartDrawerHandle {
	/** Opens the drawer again (it keeps its cart between openings). */
	open: () => void;
	/** Closes it as the close button does. */
	close: () => void;
	/** Whether it is open. */
	isOpen: () => boolean;
	/** Unmounts it and stops listening to the cart. */
	destroy: () => void;
}

/**
 * What the drawer module (`@cesta/block-mini-cart/drawer`) gives the button,
 * which loads it on demand.
 *
 * @example
 * const loadDrawer = (): Promise< MiniCartDrawerModule > => import( '@cesta/block-mini-cart/drawer' );
 */
export interface MiniCartDrawerModule {
	openMiniCartDrawer: ( options: OpenMiniCartDrawerOptions ) => MiniCartDrawerHandle;
}

/**
 * Loads the drawer module: the page entry supplies it (it loads React
 * first, then `import()`s the drawer).
 *
 * @example
 * const loadDrawer: MiniCartDrawerLoader = () => import( '@cesta/block-mini-cart/drawer' );
 */
export type MiniCartDrawerLoader = () => Promise< MiniCartDrawerModule >;
