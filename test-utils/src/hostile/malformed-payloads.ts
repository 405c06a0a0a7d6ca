/**
 * Malformed Store API answers (issue 15 §5): a real response mutated one
 * place at a time — a field deleted, set to `null`, given the wrong type, or
 * an array blown up to `HUGE_ARRAY_LENGTH` entries — for tests that feed each
 * one to a block and check it never crashes the page.
 */

/** How many entries a blown-up array gets. */
export const HUGE_ARRAY_LENGTH = 1_000;

/**
 * One mutated answer: what was done where, and the body.
 *
 * @example
 * const mutation: PayloadMutation = { label: 'items[0].prices → null', body };
 */
export interface PayloadMutation {
	label: string;
	body: Json;
}

/**
 * A JSON value, what a mutated body is.
 *
 * @example
 * const body: Json = { items: null };
 */
export type Json = null | boolean | number | string | Json[] | { [ key: string ]: Json };
type Path = Array< string | number >;

const isObject = ( value: unknown ): value is Record< string, Json > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

const describePath = ( path: Path ) =>
	path.reduce< string >(
		( text, step ) =>
			typeof step === 'number' ? `${ text }[${ step }]` : text ? `${ text }.${ step }` : step,
		''
	);

/** A value of another type than `value`'s, the kind a buggy plugin or proxy sends. */
function wrongTypeOf( value: Json ): Json {
	if ( Array.isArray( value ) ) {
		return { 0: 'not-a-list' };
	}
	if ( isObject( value ) ) {
		return 'not-an-object';
	}
	if ( typeof value === 'number' ) {
		return 'NaN-ish';
	}
	if ( typeof value === 'string' ) {
		return value === '' ? 12345 : [ value ];
	}
	if ( typeof value === 'boolean' ) {
		return 'yes';
	}
	return { unexpected: true };
}

/** Every place in `value` down to `depth` levels, first entries of arrays only. */
function placesIn( value: Json, depth: number, path: Path = [] ): Path[] {
	if ( depth === 0 ) {
		return [];
	}
	if ( Array.isArray( value ) ) {
		return value.length
			? [ [ ...path, 0 ], ...placesIn( value[ 0 ]!, depth - 1, [ ...path, 0 ] ) ]
			: [];
	}
	if ( isObject( value ) ) {
		return Object.keys( value ).flatMap( ( key ) => [
			[ ...path, key ],
			...placesIn( value[ key ]!, depth - 1, [ ...path, key ] ),
		] );
	}
	return [];
}

/** Every array in `value` down to `depth` levels (including `value` itself). */
function arraysIn( value: Json, depth: number, path: Path = [] ): Path[] {
	if ( depth < 0 ) {
		return [];
	}
	const own = Array.isArray( value ) ? [ path ] : [];
	if ( Array.isArray( value ) ) {
		return value.length
			? [ ...own, ...arraysIn( value[ 0 ]!, depth - 1, [ ...path, 0 ] ) ]
			: own;
	}
	if ( isObject( value ) ) {
		return Object.keys( value ).flatMap( ( key ) =>
			arraysIn( value[ key ]!, depth - 1, [ ...path, key ] )
		);
	}
	return own;
}

function read( root: Json, path: Path ): Json {
	return path.reduce< Json >(
		( node, step ) => ( node as Record< string, Json > )[ step ]!,
		root
	);
}

/** A deep copy of `root` with the place at `path` changed by `change` (deleted when it returns `undefined`). */
function changedAt( root: Json, path: Path, change: ( value: Json ) => Json | undefined ): Json {
	const copy = structuredClone( root );
	const parent = read( copy, path.slice( 0, -1 ) ) as Record< string | number, Json >;
	const last = path[ path.length - 1 ]!;
	const next = change( parent[ last ]! );
	if ( next === undefined ) {
		if ( Array.isArray( parent ) ) {
			parent.splice( Number( last ), 1 );
		} else {
			delete parent[ last ];
		}
	} else {
		parent[ last ] = next;
	}
	return copy;
}

/** An array of `HUGE_ARRAY_LENGTH` entries made from `value`'s first (or `null`s when it is empty). */
function hugeFrom( value: Json ): Json {
	const list = value as Json[];
	const first = list[ 0 ] ?? null;
	return Array.from( { length: HUGE_ARRAY_LENGTH }, ( _, index ) =>
		isObject( first ) && 'key' in first
			? { ...first, key: `${ String( first.key ) }-${ index }` }
			: first
	);
}

/**
 * The mutations of a real response: for every place down to `depth` levels
 * (the first entry of each array standing for all), the field deleted, set to
 * `null` and given the wrong type; and every array down to `arrayDepth`
 * levels blown up to `HUGE_ARRAY_LENGTH` entries (copies of its first entry,
 * with distinct `key`s where entries have one). Also the whole body `null`,
 * a string, an empty object and an array.
 *
 * @example
 * const mutations = mutatePayload( cart, { depth: 2, arrayDepth: 1 } );
 * mutations.length; // a few hundred for a cart
 */
export function mutatePayload(
	response: unknown,
	{ depth = 2, arrayDepth = 1 }: { depth?: number; arrayDepth?: number } = {}
): PayloadMutation[] {
	const root = structuredClone( response ) as Json;
	const whole: PayloadMutation[] = [
		{ label: 'the body → null', body: null },
		{ label: 'the body → a string', body: 'Service Unavailable' },
		{ label: 'the body → {}', body: {} },
		{ label: 'the body → []', body: [] },
	];
	const perPlace = placesIn( root, depth ).flatMap( ( path ) => {
		const where = describePath( path );
		return [
			{ label: `${ where } deleted`, body: changedAt( root, path, () => undefined ) },
			{ label: `${ where } → null`, body: changedAt( root, path, () => null ) },
			{ label: `${ where } → wrong type`, body: changedAt( root, path, wrongTypeOf ) },
		];
	} );
	const huge = arraysIn( root, arrayDepth )
		.filter( ( path ) => path.length > 0 )
		.map( ( path ) => ( {
			label: `${ describePath( path ) } → ${ HUGE_ARRAY_LENGTH } entries`,
			body: changedAt( root, path, hugeFrom ),
		} ) );
	return [ ...whole, ...perPlace, ...huge ];
}
