/** Loads the rule evaluator on demand and applies fields' required and hidden rules with it. */

import type { AddressFormField } from '../fields/types';
import type { CheckoutDocument, FieldRuleEvaluator } from './types';

let loading: Promise< FieldRuleEvaluator > | undefined;

/**
 * Loads the evaluator of additional fields' rule schemas (with
 * `@cfworker/json-schema`, about 9 KB gzip) from its own chunk; later calls
 * share the first load, and a failed load rejects and may be retried. Load
 * it only when some field has rules (`hasFieldRules`): most checkouts never
 * need it.
 *
 * @example
 * const fields = getAdditionalFields( 'order' );
 * const evaluator = hasFieldRules( fields ) ? await loadFieldRuleEvaluator() : null;
 */
export function loadFieldRuleEvaluator(): Promise< FieldRuleEvaluator > {
	loading ??= import( './evaluator' ).then(
		( module ) => module.createFieldRuleEvaluator(),
		( error: unknown ) => {
			loading = undefined;
			throw error;
		}
	);
	return loading;
}

/**
 * The fields with their `required` and `hidden` rules evaluated against the
 * document (a hidden field is never required). Fields without rules, and
 * every field while no evaluator is loaded, keep their flags — and their
 * identity, so memoised rows do not re-render.
 *
 * @example
 * const shown = applyFieldRules( getAdditionalFields( 'order' ), document, evaluator )
 * 	.filter( ( field ) => ! field.hidden );
 */
export function applyFieldRules(
	fields: readonly AddressFormField[],
	document: CheckoutDocument,
	evaluator: FieldRuleEvaluator | null | undefined
): AddressFormField[] {
	if ( ! evaluator ) {
		return [ ...fields ];
	}
	return fields.map( ( field ) => {
		if ( field.rules?.required === undefined && field.rules?.hidden === undefined ) {
			return field;
		}
		const hidden = evaluator.isHidden( field, document );
		const required = ! hidden && evaluator.isRequired( field, document );
		return hidden === field.hidden && required === field.required
			? field
			: { ...field, hidden, required };
	} );
}
