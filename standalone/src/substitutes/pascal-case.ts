/**
 * Stands in for `change-case` in `@wordpress/compose`'s higher-order
 * components, whose only use of it is naming them (`WithSelect(Cart)`):
 * change-case brings no-case, pascal-case, lower-case and tslib (1.6 KB
 * gzipped on every page) for what one function does.
 */

/**
 * Joins the words of a name, each capitalised, as change-case's `pascalCase`
 * does: words split at non-alphanumerics and at lower-to-upper case changes,
 * a later word starting with a digit prefixed with `_`.
 *
 * @example
 * pascalCase( 'withSelect' ); // 'WithSelect'
 * pascalCase( 'if-condition' ); // 'IfCondition'
 */
export function pascalCase( input: string ): string {
	return input
		.replace( /([a-z0-9])([A-Z])/g, '$1 $2' )
		.replace( /([A-Z])([A-Z][a-z])/g, '$1 $2' )
		.split( /[^A-Za-z0-9]+/ )
		.filter( Boolean )
		.map( ( word, index ) => {
			const first = word.charAt( 0 );
			const rest = word.slice( 1 ).toLowerCase();
			return index > 0 && first >= '0' && first <= '9'
				? `_${ first }${ rest }`
				: first.toUpperCase() + rest;
		} )
		.join( '' );
}
