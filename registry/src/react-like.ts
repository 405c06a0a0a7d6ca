/**
 * React shapes recognised without importing React: the registry sits below
 * the React layer, yet must tell elements from components as WooCommerce's
 * `isValidElement` does. React marks its objects with well-known symbols.
 */

const ELEMENT_MARKERS: readonly symbol[] = [
	Symbol.for( 'react.element' ),
	// React 19 renamed the element marker.
	Symbol.for( 'react.transitional.element' ),
];
const LAZY_MARKER = Symbol.for( 'react.lazy' );

/**
 * A React element, typed structurally so the registry needs no React types.
 * `React.ReactElement` (what JSX produces) is assignable to it; the blocks
 * layer may narrow it to `ReactElement`.
 *
 * @example
 * const content: ReactElementLike = <Content />;
 */
export interface ReactElementLike {
	type: unknown;
	props: unknown;
	key: string | null;
}

/**
 * A lazy component (`React.lazy( … )`), typed structurally.
 *
 * @example
 * const component: LazyComponentLike = lazy( () => import( './block' ) );
 */
export interface LazyComponentLike {
	readonly $$typeof: symbol;
}

/**
 * A function component, typed structurally: React calls it with its props.
 *
 * @example
 * const Button: FunctionComponentLike< { disabled: boolean } > = ( { disabled } ) => null;
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- components take any props
export type FunctionComponentLike< P = any > = ( props: P ) => unknown;

/**
 * What a block may register as its component: a function or a lazy component.
 *
 * @example
 * const component: BlockComponentLike = lazy( () => import( './block' ) );
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- components take any props
export type BlockComponentLike< P = any > = FunctionComponentLike< P > | LazyComponentLike;

const markerOf = ( value: unknown ): unknown =>
	typeof value === 'object' && value !== null
		? ( value as { $$typeof?: unknown } ).$$typeof
		: undefined;

/**
 * Whether `value` is a React element (React 18 or 19), checked by its marker.
 *
 * @example
 * isReactElementLike( createElement( 'div' ) ); // true
 * isReactElementLike( Content ); // false: a component, not an element
 */
export function isReactElementLike( value: unknown ): value is ReactElementLike {
	return ELEMENT_MARKERS.includes( markerOf( value ) as symbol );
}

/**
 * Whether `value` is a lazy component made by `React.lazy`.
 *
 * @example
 * isLazyComponentLike( lazy( () => import( './block' ) ) ); // true
 */
export function isLazyComponentLike( value: unknown ): value is LazyComponentLike {
	return markerOf( value ) === LAZY_MARKER;
}

/**
 * Whether `value` can be registered as a block component.
 *
 * @example
 * isBlockComponentLike( () => null ); // true
 */
export function isBlockComponentLike( value: unknown ): value is BlockComponentLike {
	return typeof value === 'function' || isLazyComponentLike( value );
}
