/** Address line 2 behind a "+ Add apartment, suite, etc." toggle until it has a value or is required. */

import { __, sprintf } from '@wordpress/i18n';

import { labelInSentence } from '@cesta/validation';

import { TextInput } from '../text-input';
import type { AddressFormFieldInputProps } from './types';

/**
 * Props of {@link Address2Field}.
 *
 * @example
 * const props: Address2FieldProps = { inputProps, fieldLabel: 'Apartment, suite, etc.', isOpen: false, onOpen };
 */
export interface Address2FieldProps {
	/** The props of the input, as any other text field gets them. */
	inputProps: AddressFormFieldInputProps;
	/** The field's label (not the optional one), for the toggle's text. */
	fieldLabel: string;
	/** Whether the input shows: it has a value, is required, or was opened. */
	isOpen: boolean;
	/** Opens the field; `true` when its input should take the focus. */
	onOpen: ( focus: boolean ) => void;
}

/**
 * Address line 2 (spec 2 §2): a "+ Add apartment, suite, etc." button until
 * the line has a value, is required or the shopper opens it; opening moves
 * the focus into the new input, since the button it was on disappears. While
 * collapsed, an input hidden from sight and from assistive technology (out
 * of the tab order) keeps the autofill token, so a browser filling the
 * address fills line 2 too — and the field opens with it.
 *
 * @example
 * <Address2Field inputProps={ props } fieldLabel={ field.label } isOpen={ isOpen } onOpen={ open } />
 */
export function Address2Field( { inputProps, fieldLabel, isOpen, onOpen }: Address2FieldProps ) {
	if ( isOpen ) {
		return <TextInput { ...inputProps } />;
	}
	return (
		<>
			<button
				type="button"
				className="wc-block-components-address-form__address_2-toggle"
				onClick={ () => onOpen( true ) }
			>
				{ sprintf(
					/* translators: %s: the address line 2 field's label, e.g. "apartment, suite, etc.". */
					__( '+ Add %s', 'cesta' ),
					labelInSentence( fieldLabel )
				) }
			</button>
			<input
				type="text"
				tabIndex={ -1 }
				aria-hidden="true"
				className="wc-block-components-address-form__address_2-hidden-input"
				id={ inputProps.id }
				autoComplete={ inputProps.autoComplete }
				value={ inputProps.value }
				onChange={ ( event ) => {
					inputProps.onChange( event.target.value );
					onOpen( false );
				} }
			/>
		</>
	);
}
