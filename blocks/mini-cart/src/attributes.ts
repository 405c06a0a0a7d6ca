/** The Mini-Cart's attribute definitions (its block.json) and reading them back from the page markup. React-free. */
import { attributes as BLOCK_JSON_ATTRIBUTES } from '../block-json/mini-cart/block.json';
import type {
	AddToCartBehaviour,
	CartAndCheckoutRenderStyle,
	MiniCartAttributes,
	MiniCartColor,
	MiniCartIcon,
	ProductCountVisibility,
} from './types';

/**
 * The attribute definitions of `woocommerce/mini-cart`, as its block.json
 * (`blocks/mini-cart/block-json/mini-cart/block.json`) gives them: the
 * editor, the markup writer and the button read the same ones.
 *
 * @example
 * MINI_CART_BLOCK_ATTRIBUTES.miniCartIcon.enum; // [ 'cart', 'bag', 'bag-alt' ]
 */
export const MINI_CART_BLOCK_ATTRIBUTES = BLOCK_JSON_ATTRIBUTES;

const definitions = MINI_CART_BLOCK_ATTRIBUTES;

/**
 * The attributes' defaults, from the block.json.
 *
 * @example
 * MINI_CART_DEFAULT_ATTRIBUTES.productCountVisibility; // 'greater_than_zero'
 */
export const MINI_CART_DEFAULT_ATTRIBUTES: Readonly< MiniCartAttributes > = Object.freeze( {
	miniCartIcon: definitions.miniCartIcon.default as MiniCartIcon,
	addToCartBehaviour: definitions.addToCartBehaviour.default as AddToCartBehaviour,
	hasHiddenPrice: definitions.hasHiddenPrice.default,
	cartAndCheckoutRenderStyle: definitions.cartAndCheckoutRenderStyle
		.default as CartAndCheckoutRenderStyle,
	productCountVisibility: definitions.productCountVisibility.default as ProductCountVisibility,
	isPreview: definitions.isPreview.default,
} );

/**
 * The values each enumerated attribute accepts (the block.json's `enum`s).
 *
 * @example
 * MINI_CART_ATTRIBUTE_VALUES.miniCartIcon.includes( 'bag' ); // true
 */
export const MINI_CART_ATTRIBUTE_VALUES = Object.freeze( {
	miniCartIcon: Object.freeze( [ ...definitions.miniCartIcon.enum ] as MiniCartIcon[] ),
	addToCartBehaviour: Object.freeze( [
		...definitions.addToCartBehaviour.enum,
	] as AddToCartBehaviour[] ),
	productCountVisibility: Object.freeze( [
		...definitions.productCountVisibility.enum,
	] as ProductCountVisibility[] ),
	cartAndCheckoutRenderStyle: Object.freeze( [
		...definitions.cartAndCheckoutRenderStyle.enum,
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
		addToCartBehaviour: oneOf(
			values.addToCartBehaviour,
			raw.addToCartBehaviour,
			defaults.addToCartBehaviour
		),
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
		addToCartBehaviour: data.addToCartBehaviour,
		hasHiddenPrice: data.hasHiddenPrice,
		cartAndCheckoutRenderStyle: data.cartAndCheckoutRenderStyle,
		productCountVisibility: data.productCountVisibility,
		priceColor: data.priceColor,
		iconColor: data.iconColor,
		productCountColor: data.productCountColor,
		isPreview: data.isPreview,
	} );
}
