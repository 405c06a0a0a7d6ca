/** joinClassNames: the class attribute of several class names, the empty ones left out. */

/**
 * The class attribute made of `names`, leaving out the empty and false ones
 * (a block's optional `className`, a state class behind a condition).
 *
 * @example
 * joinClassNames( 'wc-block-cart__submit', isLeaving && 'is-loading', undefined ); // 'wc-block-cart__submit'
 */
export function joinClassNames( ...names: Array< string | false | null | undefined > ): string {
	return names.filter( Boolean ).join( ' ' );
}
