/** The rule evaluator over @cfworker/json-schema: the chunk loadFieldRuleEvaluator fetches. */

import { Validator } from '@cfworker/json-schema';
import type { Schema } from '@cfworker/json-schema';

import type { AddressFormField } from '../fields/types';
import { fieldInvalidMessage, patternMismatchMessage } from './messages';
import { escapePointerToken, hasDataReferences, resolveDataReferences } from './data-references';
import type { CheckoutDocument, FieldRuleContext, FieldRuleEvaluator } from './types';

// Spec 2 §5 and WooCommerce evaluate rules as JSON Schema draft-07.
const DRAFT = '7';
const DOCUMENT_KEYS = [ 'cart', 'checkout', 'customer' ];

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

/**
 * A rule written as the document's parts (`{ cart: { … } }`), as WooCommerce
 * allows, becomes a schema of the document; a schema stays as it is.
 */
const wrapRule = ( rule: Record< string, unknown > ): Record< string, unknown > =>
	DOCUMENT_KEYS.some( ( key ) => key in rule )
		? { type: 'object', properties: rule }
		: { type: 'object', ...rule };

// The validator annotates the schema it is given, so it gets its own copy;
// schemas without `$data` are compiled once.
const compiled = new WeakMap< object, Validator >();

function validatorFor( schema: unknown, document: CheckoutDocument, at: string[] ): Validator {
	if ( ! isRecord( schema ) ) {
		return new Validator( schema === false ? false : true, DRAFT, false );
	}
	if ( hasDataReferences( schema ) ) {
		return new Validator(
			resolveDataReferences( schema, document, at ) as Schema,
			DRAFT,
			false
		);
	}
	let validator = compiled.get( schema );
	if ( ! validator ) {
		validator = new Validator( structuredClone( schema ) as Schema, DRAFT, false );
		compiled.set( schema, validator );
	}
	return validator;
}

/** Reads a keyword's value at an output unit's keyword location (`#/allOf/0/pattern`). */
function keywordValue( schema: unknown, keywordLocation: string ): unknown {
	let node = schema;
	for ( const token of keywordLocation.replace( /^#\/?/, '' ).split( '/' ).filter( Boolean ) ) {
		const key = decodeURIComponent( token ).replace( /~1/g, '/' ).replace( /~0/g, '~' );
		node =
			isRecord( node ) || Array.isArray( node )
				? ( node as Record< string, unknown > )[ key ]
				: undefined;
	}
	return node;
}

/** Where a field's value sits in the document, as pointer tokens. */
function locate( key: string, { location, addressType = 'billing' }: FieldRuleContext ): string[] {
	const token = escapePointerToken( key );
	switch ( location ) {
		case 'address':
			return [ 'customer', `${ addressType }_address`, token ];
		case 'contact':
			return [ 'customer', 'additional_fields', token ];
		default:
			return [ 'checkout', 'additional_fields', token ];
	}
}

// The printed rule is wrapped once, so its compiled validator is reused.
const wrapped = new WeakMap< object, Record< string, unknown > >();
const wrapOnce = ( rule: Record< string, unknown > ): Record< string, unknown > => {
	let schema = wrapped.get( rule );
	if ( ! schema ) {
		schema = wrapRule( rule );
		wrapped.set( rule, schema );
	}
	return schema;
};

const ruleOf = ( field: AddressFormField, name: 'required' | 'hidden' ) => field.rules?.[ name ];

/**
 * Creates the evaluator of additional fields' rule schemas (JSON Schema
 * draft-07 through `@cfworker/json-schema`, with Ajv's `$data` references).
 * Reached only through `loadFieldRuleEvaluator`, so the library stays out of
 * the page until some field has rules.
 *
 * @example
 * const evaluator = createFieldRuleEvaluator();
 * evaluator.isRequired( giftNoteField, document ); // true when the rule matches
 */
export function createFieldRuleEvaluator(): FieldRuleEvaluator {
	const matches = ( rule: unknown, document: CheckoutDocument ): boolean => {
		if ( Array.isArray( rule ) ) {
			return rule.some( ( item ) => matches( item, document ) );
		}
		if ( ! isRecord( rule ) ) {
			return rule === true;
		}
		return validatorFor( wrapOnce( rule ), document, [] ).validate( document ).valid;
	};
	const isHidden = ( field: AddressFormField, document: CheckoutDocument ): boolean => {
		const rule = ruleOf( field, 'hidden' );
		return rule === undefined ? field.hidden : matches( rule, document );
	};
	return {
		matches,
		isHidden,
		isRequired( field, document ) {
			if ( isHidden( field, document ) ) {
				return false;
			}
			const rule = ruleOf( field, 'required' );
			return rule === undefined ? field.required : matches( rule, document );
		},
		getSchemaError( field, value, document, context ) {
			const schema = field.rules?.validation ?? field.validation;
			if ( ! isRecord( schema ) ) {
				return undefined;
			}
			const at = locate( field.key, context );
			const instance = value === undefined || value === null ? '' : value;
			const { valid, errors } = validatorFor( schema, document, at ).validate( instance );
			if ( valid ) {
				return undefined;
			}
			const pattern = errors.find( ( error ) => error.keyword === 'pattern' );
			if ( pattern ) {
				const resolved = hasDataReferences( schema )
					? resolveDataReferences( schema, document, at )
					: schema;
				return patternMismatchMessage(
					field.label,
					String( keywordValue( resolved, pattern.keywordLocation ) )
				);
			}
			const custom =
				typeof schema.errorMessage === 'string' ? schema.errorMessage : undefined;
			return custom ?? field.errorMessage ?? fieldInvalidMessage( field.label );
		},
	};
}
