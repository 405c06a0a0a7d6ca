/** The address autocomplete loaded on demand: a plain text field until the shopper reaches it and the combobox has loaded, keeping text and focus. */

import { useLayoutEffect, useRef, useState } from '@wordpress/element';

import { TextInput } from '../text-input';
import { useOnDemand } from '../utils/on-demand';
import { addressAutocompleteInputLoader } from './load-address-autocomplete-input';
import type { AddressAutocompleteInputProps } from './types';

/**
 * The {@link AddressAutocompleteInput}, downloaded when the shopper points
 * at or focuses the field (not before: most checkouts are filled by the
 * browser's autofill or typed without suggestions, and the page should not
 * pay for the combobox up front). Until it has loaded — or for good if it
 * cannot be — the field is a plain
 * {@link TextInput} with the same props, so the shopper can type at once and
 * nothing typed is lost; if the field had the focus when the combobox
 * arrives, the combobox takes it, with the caret at the end.
 *
 * @example
 * renderField={ ( field, props ) =>
 * 	field.key === 'address_1' && provider ? (
 * 		<AddressAutocompleteInputOnDemand { ...props } search={ search } onSelect={ select } />
 * 	) : undefined
 * }
 */
export function AddressAutocompleteInputOnDemand( props: AddressAutocompleteInputProps ) {
	const [ wanted, setWanted ] = useState( false );
	const loaded = useOnDemand( addressAutocompleteInputLoader, wanted );
	const hadFocusRef = useRef( false );
	const isReady = loaded.status === 'ready';

	useLayoutEffect( () => {
		if ( ! isReady || ! hadFocusRef.current ) {
			return;
		}
		hadFocusRef.current = false;
		const input = document.getElementById( props.id );
		if ( input instanceof HTMLInputElement ) {
			input.focus();
			input.setSelectionRange( input.value.length, input.value.length );
		}
	}, [ isReady, props.id ] );

	if ( isReady ) {
		const Combobox = loaded.value;
		return <Combobox { ...props } />;
	}
	const { search, onSelect, brandingHtml, onFocus, onBlur, ...inputProps } = props;
	return (
		<TextInput
			{ ...inputProps }
			onFocus={ ( event ) => {
				hadFocusRef.current = true;
				setWanted( true );
				onFocus?.( event );
			} }
			onMouseEnter={ () => setWanted( true ) }
			onBlur={ ( event ) => {
				hadFocusRef.current = false;
				onBlur?.( event );
			} }
		/>
	);
}
