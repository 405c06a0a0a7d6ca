/** The AddressAutocompleteInput: the address line 1 field as an ARIA 1.2 combobox of a provider's address suggestions. */

import { _n, sprintf } from '@wordpress/i18n';

import { TextInput } from '../text-input';
import { cx } from '../utils/cx';
import { useAddressAutocomplete } from './hook';
import { getSuggestionOptionId, SuggestionList } from './suggestion-list';
import type { AddressAutocompleteInputProps } from './types';
import './style.css';
import '../utils/screen-reader-text.css';

/**
 * The address field with suggestions from an address autocomplete provider,
 * as an ARIA 1.2 combobox: the input (`role="combobox"`, `aria-expanded`,
 * `aria-controls`, `aria-activedescendant`) owns a listbox of at most five
 * suggestions, their matching parts in bold. Typing three characters or more
 * searches once typing pauses for 150 ms; ArrowDown/ArrowUp move through the
 * suggestions, Enter chooses, Escape closes, and the list closes 200 ms
 * after the field loses the focus
 * (a tap on a suggestion still lands); after a choice, searching waits 1 s
 * (see `useAddressAutocomplete`). The number of suggestions is announced
 * politely. The provider's branding shows, sanitised, under the open list.
 *
 * It takes a {@link TextInput}'s props, so `AddressForm`'s `renderField`
 * can hand it those of `address_1`. The browser's own autofill menu would
 * cover the list: pass `autoComplete="off"` if the provider should win.
 *
 * @example
 * <AddressForm
 * 	type="shipping"
 * 	fields={ fields }
 * 	values={ address }
 * 	onChange={ update }
 * 	renderField={ ( field, props ) =>
 * 		field.key === 'address_1' && provider ? (
 * 			<AddressAutocompleteInput
 * 				{ ...props }
 * 				search={ ( text ) => provider.search( text, address.country ) }
 * 				onSelect={ ( id ) => void fillFromProvider( id ) }
 * 				brandingHtml={ provider.branding_html }
 * 			/>
 * 		) : undefined
 * 	}
 * />
 */
export function AddressAutocompleteInput( {
	search,
	onSelect,
	brandingHtml,
	onChange,
	onFocus,
	onBlur,
	className,
	...inputProps
}: AddressAutocompleteInputProps ) {
	const combobox = useAddressAutocomplete( search, onSelect );
	const listboxId = `${ inputProps.id }-suggestions`;
	const { suggestions, isOpen, activeIndex } = combobox;

	return (
		<div
			className={ cx(
				'wc-block-components-address-autocomplete',
				isOpen && 'is-open',
				className
			) }
		>
			<TextInput
				{ ...inputProps }
				role="combobox"
				aria-autocomplete="list"
				aria-expanded={ isOpen }
				aria-controls={ listboxId }
				aria-activedescendant={
					isOpen && activeIndex >= 0
						? getSuggestionOptionId( inputProps.id, activeIndex )
						: undefined
				}
				onChange={ ( text ) => {
					onChange( text );
					combobox.onTextChange( text );
				} }
				onKeyDown={ combobox.onKeyDown }
				onFocus={ ( event ) => {
					combobox.onFocus();
					onFocus?.( event );
				} }
				onBlur={ ( event ) => {
					combobox.onBlur();
					onBlur?.( event );
				} }
			/>
			<SuggestionList
				listboxId={ listboxId }
				inputId={ inputProps.id }
				suggestions={ suggestions }
				isOpen={ isOpen }
				activeIndex={ activeIndex }
				brandingHtml={ brandingHtml }
				onActivate={ combobox.setActiveIndex }
				onChoose={ combobox.choose }
			/>
			<span role="status" className="screen-reader-text">
				{ isOpen
					? sprintf(
							/* translators: %d: number of address suggestions shown. */
							_n(
								'%d address suggestion available.',
								'%d address suggestions available.',
								suggestions.length,
								'cesta'
							),
							suggestions.length
						)
					: '' }
			</span>
		</div>
	);
}
