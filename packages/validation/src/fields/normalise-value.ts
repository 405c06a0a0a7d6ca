/** A field's value as it is stored and sent: trimmed, postcodes upper case, states as their code. */

import { matchStateOption } from '../address/state';
import type { AddressFieldDefinition } from '../address/types';
import { normalisePostcode } from '../postcode/normalise';

/**
 * A field's value as the checkout stores and sends it: text trimmed, the
 * postcode upper case, a state typed as its name (autofill, an address
 * lookup) replaced by its code when the field lists the country's states.
 * Anything that is not text (a checkbox's boolean) is returned unchanged.
 *
 * @example
 * normaliseFieldValue( { key: 'postcode' }, ' 28001 ' ); // '28001'
 * normaliseFieldValue( { key: 'postcode' }, 'sw1a 1aa' ); // 'SW1A 1AA'
 * normaliseFieldValue( provinceField, 'madrid' ); // 'M'
 */
export function normaliseFieldValue< Value >(
	field: Pick< AddressFieldDefinition, 'key' > &
		Partial< Pick< AddressFieldDefinition, 'options' > >,
	value: Value
): Value | string {
	if ( typeof value !== 'string' ) {
		return value;
	}
	const text = value.trim();
	if ( field.key === 'postcode' ) {
		return normalisePostcode( text );
	}
	if ( field.key === 'state' && field.options?.length ) {
		return matchStateOption( text, field.options )?.value ?? text;
	}
	return text;
}
