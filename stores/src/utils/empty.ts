/**
 * Shared frozen empty values. Selectors return these instead of fresh `[]` or
 * `{}` so `useSelect` sees the same reference and does not re-render.
 */
import type {
	CartCoupon,
	CartErrorItem,
	CartFee,
	CartItem,
	ProductResponse,
	ShippingPackage,
	TaxLine,
} from '@cesta/types';

const emptyArray = < T >(): readonly T[] => Object.freeze( [] as T[] );

/** @example getCartData().items.length ? items : EMPTY_CART_ITEMS; */
export const EMPTY_CART_ITEMS = emptyArray< CartItem >() as CartItem[];
/** @example EMPTY_CART_COUPONS.length; // 0 */
export const EMPTY_CART_COUPONS = emptyArray< CartCoupon >() as CartCoupon[];
/** @example EMPTY_CART_FEES.length; // 0 */
export const EMPTY_CART_FEES = emptyArray< CartFee >() as CartFee[];
/** @example EMPTY_CART_CROSS_SELLS.length; // 0 */
export const EMPTY_CART_CROSS_SELLS = emptyArray< ProductResponse >() as ProductResponse[];
/** @example EMPTY_CART_ITEM_ERRORS.length; // 0 */
export const EMPTY_CART_ITEM_ERRORS = emptyArray< CartErrorItem >() as CartErrorItem[];
/** @example EMPTY_CART_ERRORS.length; // 0 */
export const EMPTY_CART_ERRORS = emptyArray< unknown >() as unknown[];
/** @example EMPTY_SHIPPING_RATES.length; // 0 */
export const EMPTY_SHIPPING_RATES = emptyArray< ShippingPackage >() as ShippingPackage[];
/** @example EMPTY_TAX_LINES.length; // 0 */
export const EMPTY_TAX_LINES = emptyArray< TaxLine >() as TaxLine[];
/** @example EMPTY_PAYMENT_METHODS.length; // 0 */
export const EMPTY_PAYMENT_METHODS = emptyArray< string >() as string[];
/** @example EMPTY_PAYMENT_REQUIREMENTS.length; // 0 */
export const EMPTY_PAYMENT_REQUIREMENTS = emptyArray< string >() as string[];
/** @example Object.keys( EMPTY_EXTENSIONS ).length; // 0 */
export const EMPTY_EXTENSIONS = Object.freeze( {} ) as Record< string, unknown >;
/** @example Object.keys( EMPTY_OBJECT ).length; // 0 */
export const EMPTY_OBJECT = Object.freeze( {} ) as Record< string, never >;
/** @example EMPTY_ARRAY.length; // 0 */
export const EMPTY_ARRAY = Object.freeze( [] ) as readonly never[];
