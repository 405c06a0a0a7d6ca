/** Whether a block comment's attribute value has the type and value its block.json definition allows. */

import type { AttributeDefinition } from './block-definitions';

const hasType = ( type: string, value: unknown ): boolean => {
	switch ( type ) {
		case 'string':
		case 'rich-text':
			return typeof value === 'string';
		case 'boolean':
			return typeof value === 'boolean';
		case 'number':
			return typeof value === 'number' && Number.isFinite( value );
		case 'integer':
			return Number.isInteger( value );
		case 'array':
			return Array.isArray( value );
		case 'object':
			return typeof value === 'object' && value !== null && ! Array.isArray( value );
		case 'null':
			return value === null;
		default:
			return false;
	}
};

/**
 * The type names a definition accepts, for the error message.
 *
 * @example
 * typeNames( { type: [ 'string', 'null' ] } ); // 'string | null'
 */
export const typeNames = ( definition: AttributeDefinition ): string =>
	[ definition.type ?? 'any' ].flat().join( ' | ' );

/**
 * Whether `value` has one of the definition's types (any type when it names
 * none, as WordPress allows).
 *
 * @example
 * matchesType( { type: 'integer' }, 3 ); // true
 * matchesType( { type: 'boolean' }, 'true' ); // false
 */
export function matchesType( definition: AttributeDefinition, value: unknown ): boolean {
	if ( definition.type === undefined ) {
		return true;
	}
	return [ definition.type ].flat().some( ( type ) => hasType( type, value ) );
}

/**
 * Whether `value` is one of the definition's `enum` values (always, when it
 * has none).
 *
 * @example
 * matchesEnum( { type: 'string', enum: [ 'ltr', 'rtl' ] }, 'up' ); // false
 */
export const matchesEnum = ( definition: AttributeDefinition, value: unknown ): boolean =>
	! definition.enum || definition.enum.includes( value );
