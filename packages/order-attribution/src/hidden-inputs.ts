/** The classic forms' hidden attribution inputs (prefix + field name), created or updated in place. */

import { ORDER_ATTRIBUTION_FIELD_PREFIX } from './constants';
import type { OrderAttributionData } from './types';

/** The element WooCommerce prints inside classic forms to hold the inputs. */
const INPUTS_ELEMENT = 'wc-order-attribution-inputs';

/**
 * Writes `data` into `form` as hidden inputs named `prefix` + field
 * (`wc_order_attribution_source_type`, …), so the order form submits them.
 * Inputs the server printed are updated; missing ones are added, inside
 * WooCommerce's `<wc-order-attribution-inputs>` when the form has one. A
 * `null` field is an empty value.
 *
 * @example
 * writeFormInputs( document.querySelector( 'form.checkout' )!, orderAttributionData( state ) );
 */
export function writeFormInputs(
	form: HTMLFormElement,
	data: OrderAttributionData,
	prefix: string = ORDER_ATTRIBUTION_FIELD_PREFIX
): void {
	const holder = form.querySelector( INPUTS_ELEMENT ) ?? form;
	for ( const [ field, value ] of Object.entries( data ) ) {
		const name = `${ prefix }${ field }`;
		let input = Array.from( form.querySelectorAll( 'input' ) ).find(
			( candidate ) => candidate.name === name
		);
		if ( ! input ) {
			input = form.ownerDocument.createElement( 'input' );
			input.type = 'hidden';
			input.name = name;
			holder.appendChild( input );
		}
		input.value = value ?? '';
	}
}
