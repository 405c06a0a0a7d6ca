/** The Mini-Cart's attribute definitions (WooCommerce's block.json) and reading them back from the page markup. React-free. */
import type {
	CartAndCheckoutRenderStyle,
	MiniCartAttributes,
	MiniCartColor,
	MiniCartIcon,
	ProductCountVisibility,
} from './types';

/**
 * The attributes' defaults, as in WooCommerce's block.json.
 *
 * @example
 * MINI_CART_DEFAULT_ATTRIBUTES.productCountVisibility; // 'greater_than_zero'
 */
export const MINI_CART_DEFAULT_ATTRIBUTES: Readonly< MiniCartAttributes > = Object.freeze( {
	miniCartIcon: 'cart',
	hasHiddenPrice: true,
	cartAndCheckoutRenderStyle: 'hidden',
	productCountVisibility: 'greater_than_zero',
	isPreview: false,
} );

/**
 * The values each enumerated attribute accepts.
 *
 * @example
 * MINI_CART_ATTRIBUTE_VALUES.miniCartIcon.includes( 'bag' ); // true
 */
export const MINI_CART_ATTRIBUTE_VALUES = Object.freeze( {
	miniCartIcon: Object.freeze( [ 'cart', 'bag', 'bag-alt' ] as MiniCartIcon[] ),
	productCountVisibility: Object.freeze( [
		'always',
		'greater_than_zero',
		'never',
	] as ProductCountVisibility[] ),
	cartAndCheckoutRenderStyle: Object.freeze( [
		'hidden',
		'removed',
	] as CartAndCheckoutRenderStyle[] ),
} );

const oneOf = < T extends string >( allowed: readonly T[], value: unknown, fallback: T ): T =>
	allowed.includes( value as T ) ? ( value as T ) : fallback;

const colorFrom = ( value: unknown ): MiniCartColor | undefined => {
	if ( typeof value === 'string' ) {
		try {
			return colorFrom( JSON.parse( value ) );
		} catch {
			return undefined;
		}
	}
	const color = value as MiniCartColor | null;
	return typeof color === 'object' && color !== null && typeof color.color === 'string'
		? color
		: undefined;
};

/**
 * Complete attributes from partial or raw ones (the markup's `data-*`
 * strings): unknown values fall back to the defaults.
 *
 * @example
 * normalizeMiniCartAttributes( { hasHiddenPrice: 'false' } ).hasHiddenPrice; // false
 */
export function normalizeMiniCartAttributes(
	raw: Partial< Record< keyof MiniCartAttributes, unknown > > = {}
): MiniCartAttributes {
	const defaults = MINI_CART_DEFAULT_ATTRIBUTES;
	const flag = ( value: unknown, fallback: boolean ) =>
		typeof value === 'boolean' ? value : value === 'true' || ( value !== 'false' && fallback );
	const values = MINI_CART_ATTRIBUTE_VALUES;
	return {
		miniCartIcon: oneOf( values.miniCartIcon, raw.miniCartIcon, defaults.miniCartIcon ),
		hasHiddenPrice: flag( raw.hasHiddenPrice, defaults.hasHiddenPrice ),
		cartAndCheckoutRenderStyle: oneOf(
			values.cartAndCheckoutRenderStyle,
			raw.cartAndCheckoutRenderStyle,
			defaults.cartAndCheckoutRenderStyle
		),
		productCountVisibility: oneOf(
			values.productCountVisibility,
			raw.productCountVisibility,
			defaults.productCountVisibility
		),
		priceColor: colorFrom( raw.priceColor ),
		iconColor: colorFrom( raw.iconColor ),
		productCountColor: colorFrom( raw.productCountColor ),
		isPreview: flag( raw.isPreview, defaults.isPreview ),
	};
}

/**
 * The attributes a block's wrapper carries as `data-*` (as the markup
 * writes them).
 *
 * @example
 * readMiniCartAttributes( wrapper ).productCountVisibility; // 'always'
 */
export function readMiniCartAttributes( wrapper: HTMLElement ): MiniCartAttributes {
	const data = wrapper.dataset;
	return normalizeMiniCartAttributes( {
		miniCartIcon: data.miniCartIcon,
		hasHiddenPrice: data.hasHiddenPrice,
		cartAndCheckoutRenderStyle: data.cartAndCheckoutRenderStyle,
		productCountVisibility: data.productCountVisibility,
		priceColor: data.priceColor,
		iconColor: data.iconColor,
		productCountColor: data.productCountColor,
		isPreview: data.isPreview,
	} );
}
