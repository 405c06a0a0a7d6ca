/** Resolves `$data` references of rule schemas against the checkout document, before validation. */

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

const isDataReference = ( value: unknown ): value is { $data: string } =>
	isRecord( value ) && Object.keys( value ).length === 1 && typeof value.$data === 'string';

/** Removed from its parent: a reference to nothing makes the keyword not apply (as in Ajv). */
const DROP = Symbol( 'drop keyword' );

const unescape = ( token: string ) => token.replace( /~1/g, '/' ).replace( /~0/g, '~' );

/**
 * Escapes an object key for a JSON pointer: `mi-tienda/nif` → `mi-tienda~1nif`.
 *
 * @example
 * `/customer/billing_address/${ escapePointerToken( 'mi-tienda/nif' ) }`;
 */
export function escapePointerToken( key: string ): string {
	return key.replace( /~/g, '~0' ).replace( /\//g, '~1' );
}

function follow( root: unknown, tokens: readonly string[] ): unknown {
	let node = root;
	for ( const token of tokens ) {
		if ( Array.isArray( node ) && /^\d+$/.test( token ) ) {
			node = node[ Number( token ) ];
		} else if ( isRecord( node ) && Object.hasOwn( node, token ) ) {
			node = node[ token ];
		} else {
			return undefined;
		}
	}
	return node;
}

/**
 * The value a `$data` pointer names: absolute (`/customer/billing_address/email`)
 * from the document's root, or relative (`1/phone`: one level up from the
 * value being validated, then `phone`). WooCommerce's documentation also
 * writes root pointers as `0/customer/…`; those are read from the root when
 * they name nothing relative to the value.
 *
 * @param pointer   The `$data` pointer.
 * @param document  The checkout document.
 * @param at        Where the validated value sits (tokens from the root);
 *                  `null` when unknown (inside `items`), so relative
 *                  pointers name nothing.
 *
 * @example
 * resolveDataPointer( '1/phone', document, [ 'customer', 'billing_address', 'mi-tienda~1movil' ] );
 */
export function resolveDataPointer(
	pointer: string,
	document: unknown,
	at: readonly string[] | null
): unknown {
	if ( pointer === '' || pointer.startsWith( '/' ) ) {
		return follow( document, pointer.split( '/' ).slice( 1 ).map( unescape ) );
	}
	const match = /^(\d+)((?:\/.*)?)$/.exec( pointer );
	if ( ! match ) {
		return undefined;
	}
	const up = Number( match[ 1 ] );
	const rest = match[ 2 ]!.split( '/' ).slice( 1 ).map( unescape );
	const relative =
		at && up <= at.length
			? follow( document, [ ...at.slice( 0, at.length - up ), ...rest ] )
			: undefined;
	return relative === undefined && up === 0 ? follow( document, rest ) : relative;
}

// Keywords whose subschemas apply to the same value as the keyword's schema.
const SAME_VALUE = [ 'not', 'if', 'then', 'else', 'allOf', 'anyOf', 'oneOf' ];
// Keywords whose values are data, not subschemas.
const LITERAL = [ 'const', 'enum', 'default', 'examples', 'required', 'type', 'errorMessage' ];

function resolveKeyword(
	keyword: string,
	value: unknown,
	document: unknown,
	at: readonly string[] | null
): unknown {
	if ( isDataReference( value ) ) {
		// `{ "maxLength": { "$data": "1/limit" } }`: relative to this value.
		const resolved = resolveDataPointer( value.$data, document, at );
		return resolved === undefined ? DROP : resolved;
	}
	if ( keyword === 'properties' && isRecord( value ) ) {
		return Object.fromEntries(
			Object.entries( value ).map( ( [ name, schema ] ) => [
				name,
				resolveSchema( schema, document, at && [ ...at, escapePointerToken( name ) ] ),
			] )
		);
	}
	if ( SAME_VALUE.includes( keyword ) ) {
		return Array.isArray( value )
			? value.map( ( schema ) => resolveSchema( schema, document, at ) )
			: resolveSchema( value, document, at );
	}
	if ( LITERAL.includes( keyword ) ) {
		return value;
	}
	// Items, additional or pattern properties, definitions…: values whose
	// place is not known here, so only absolute pointers resolve inside.
	return Array.isArray( value )
		? value.map( ( schema ) => resolveSchema( schema, document, null ) )
		: isRecord( value )
			? resolveSchema( value, document, null )
			: value;
}

function resolveSchema(
	schema: unknown,
	document: unknown,
	at: readonly string[] | null
): unknown {
	if ( ! isRecord( schema ) ) {
		return schema;
	}
	const resolved: Record< string, unknown > = {};
	for ( const [ keyword, value ] of Object.entries( schema ) ) {
		const next = resolveKeyword( keyword, value, document, at );
		if ( next !== DROP ) {
			resolved[ keyword ] = next;
		}
	}
	return resolved;
}

/**
 * A copy of a schema with every `$data` reference replaced by the value it
 * names in the document (a keyword whose reference names nothing is left
 * out, so it does not apply). The given schema is not changed.
 *
 * @param schema    A rule or validation schema.
 * @param document  The checkout document.
 * @param at        Where the validated value sits, as pointer tokens from
 *                  the root (`[]` for the document itself).
 *
 * @example
 * resolveDataReferences(
 * 	{ not: { const: { $data: '/customer/billing_address/email' } } },
 * 	document,
 * 	[ 'customer', 'additional_fields', 'mi-tienda~1email-alternativo' ]
 * );
 * // { not: { const: 'lucia@correo.es' } }
 */
export function resolveDataReferences(
	schema: unknown,
	document: unknown,
	at: readonly string[]
): unknown {
	return resolveSchema( schema, document, at );
}

/**
 * Whether a schema holds a `$data` reference anywhere (so it depends on the
 * document and is resolved afresh each time).
 *
 * @example
 * hasDataReferences( { const: { $data: '1/phone' } } ); // true
 */
export function hasDataReferences( schema: unknown ): boolean {
	if ( Array.isArray( schema ) ) {
		return schema.some( hasDataReferences );
	}
	if ( ! isRecord( schema ) ) {
		return false;
	}
	return isDataReference( schema ) || Object.values( schema ).some( hasDataReferences );
}
