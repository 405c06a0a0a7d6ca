/** One variation attribute as a labelled select (WooCommerce's default), options without a variation disabled. */

import { useId } from '@wordpress/element';

import { labels } from '../messages';
import type { FormAttribute } from '../types';

/**
 * Props of {@link AttributeSelect}.
 *
 * @example
 * const props: AttributeSelectProps = { attribute, value: '', availability: () => 'enabled', onChange };
 */
export interface AttributeSelectProps {
	attribute: FormAttribute;
	value: string;
	availability: ( value: string ) => 'enabled' | 'out-of-stock' | 'disabled';
	onChange: ( value: string ) => void;
}

/**
 * A `<select>` of an attribute's options, with "Choose an option" first.
 * Options no variation has (given the other choices) are disabled; out of
 * stock ones stay choosable, the form then says the variation is unavailable.
 *
 * @example
 * <AttributeSelect attribute={ talla } value={ chosen.attribute_pa_talla } availability={ availabilityOf( talla ) } onChange={ ( v ) => choose( talla.key, v ) } />
 */
export function AttributeSelect( {
	attribute,
	value,
	availability,
	onChange,
}: AttributeSelectProps ) {
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
					<option
						key={ option.value }
						value={ option.value }
						disabled={ availability( option.value ) === 'disabled' }
					>
						{ option.label }
					</option>
				) ) }
			</select>
		</div>
	);
}
