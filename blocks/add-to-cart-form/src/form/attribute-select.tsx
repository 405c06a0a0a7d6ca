/** One variation attribute as a labelled select (WooCommerce's default). */

import { useId } from '@wordpress/element';

import { labels } from '../messages';
import type { FormAttribute } from '../types';

/**
 * Props of {@link AttributeSelect}.
 *
 * @example
 * const props: AttributeSelectProps = { attribute, value: '', onChange };
 */
export interface AttributeSelectProps {
	attribute: FormAttribute;
	value: string;
	onChange: ( value: string ) => void;
}

/**
 * A `<select>` of an attribute's options, with "Choose an option" first.
 * Every option stays choosable: a combination without a variation gives the
 * no-match notice, an out-of-stock one the 'unavailable' state (spec 1 §4).
 *
 * @example
 * <AttributeSelect attribute={ talla } value={ chosen.attribute_pa_talla } onChange={ ( v ) => choose( talla.key, v ) } />
 */
export function AttributeSelect( { attribute, value, onChange }: AttributeSelectProps ) {
	const id = `${ attribute.key }-${ useId() }`;
	return (
		<div className="wc-block-add-to-cart-form__attribute">
			<label htmlFor={ id }>{ attribute.name }</label>
			<select
				id={ id }
				name={ attribute.key }
				value={ value }
				onChange={ ( event ) => onChange( event.target.value ) }
			>
				<option value="">{ labels.chooseAnOption() }</option>
				{ attribute.options.map( ( option ) => (
					<option key={ option.value } value={ option.value }>
						{ option.label }
					</option>
				) ) }
			</select>
		</div>
	);
}
