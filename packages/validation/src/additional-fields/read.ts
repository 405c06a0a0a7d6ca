/** The additional fields extensions registered for a checkout section, read from the host's settings. */

import { getAddressFieldsLocations, getDefaultFieldsSetting } from '@cesta/settings';
import type { FieldLocation } from '@cesta/settings';

import { ADDITIONAL_FIELD_INDEX_START } from '../constants';
import { normaliseField } from '../fields/normalise-field';
import type { AddressFormField } from '../fields/types';
import { selectPlaceholder } from '../messages';

/**
 * Whether a field key is an additional field's: extensions register them as
 * `namespace/name`; core keys have no slash.
 *
 * @example
 * isAdditionalFieldKey( 'mi-tienda/regalo' ); // true
 * isAdditionalFieldKey( 'postcode' ); // false
 */
export function isAdditionalFieldKey( key: string ): boolean {
	return key.includes( '/' );
}

/**
 * The additional fields of one checkout section — `contact` (under the
 * email), `address` (in both address forms) or `order` (the order
 * information block) — in display order: the keys the host's
 * `addressFieldsLocations` lists there, defined in its `defaultFields`, read
 * as form fields (type `text`, `select` or `checkbox`, label, optional label,
 * required, hidden, options, attributes, custom error message, rule
 * schemas). A field without an index follows the indexed ones in the
 * host's order. Address fields come with the rest of the address from
 * `getAddressFormFields`; this lists them alone.
 *
 * @example
 * getAdditionalFields( 'order' ).map( ( field ) => field.key ); // [ 'mi-tienda/como-nos-conociste' ]
 */
export function getAdditionalFields( location: FieldLocation ): AddressFormField[] {
	const printed = getDefaultFieldsSetting() ?? {};
	const keys = getAddressFieldsLocations()[ location ].filter(
		( key ) => isAdditionalFieldKey( key ) && printed[ key ]
	);
	return keys
		.map( ( key, position ) => {
			const field = normaliseField( printed[ key ]!, {
				key,
				location,
				index: ADDITIONAL_FIELD_INDEX_START + position,
			} );
			if ( field.type === 'select' && field.placeholder === undefined ) {
				field.placeholder = selectPlaceholder( field.label );
			}
			return { field, position };
		} )
		.sort( ( a, b ) => a.field.index - b.field.index || a.position - b.position )
		.map( ( { field } ) => field );
}

/**
 * Whether any of the fields has rule schemas (conditional required or
 * hidden, or a validation schema): only then is the rule evaluator worth
 * loading.
 *
 * @example
 * if ( hasFieldRules( fields ) ) {
 * 	evaluator = await loadFieldRuleEvaluator();
 * }
 */
export function hasFieldRules( fields: readonly AddressFormField[] ): boolean {
	return fields.some( ( field ) => field.rules !== undefined );
}
