/** The address autocomplete's listbox of suggestions and the provider's branding, memoised so a keystroke does not render them again. */

import { memo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { SanitizedHtml } from '../sanitized-html';
import { cx } from '../utils/cx';
import { HighlightedLabel } from './highlight';
import type { AddressSuggestion } from './types';

/**
 * The id of a suggestion's option, for the combobox's `aria-activedescendant`.
 *
 * @example
 * getSuggestionOptionId( 'shipping-address_1', 0 ); // 'shipping-address_1-suggestion-0'
 */
export const getSuggestionOptionId = ( inputId: string, index: number ): string =>
	`${ inputId }-suggestion-${ index }`;

/**
 * Props of {@link SuggestionList}; `onActivate` and `onChoose` must keep
 * their identity (the hook's do), or the list renders on every key.
 *
 * @example
 * const props: SuggestionListProps = {
 * 	listboxId: 'shipping-address_1-suggestions', inputId: 'shipping-address_1', suggestions,
 * 	isOpen: true, activeIndex: -1, onActivate: combobox.setActiveIndex, onChoose: combobox.choose,
 * };
 */
export interface SuggestionListProps {
	/** The listbox's id, which the combobox's `aria-controls` names. */
	listboxId: string;
	/** The input's id, prefixing the options' ids. */
	inputId: string;
	suggestions: readonly AddressSuggestion[];
	isOpen: boolean;
	/** The option the arrow keys or the pointer are on, `-1` for none. */
	activeIndex: number;
	/** The provider's branding, server HTML shown sanitised under the open list. @default undefined */
	brandingHtml?: string;
	/** Called with the index of the option the pointer enters. */
	onActivate: ( index: number ) => void;
	/** Called with the suggestion clicked. */
	onChoose: ( suggestion: AddressSuggestion ) => void;
}

/**
 * The suggestions of {@link AddressAutocompleteInput}: a listbox of options,
 * their matching parts in bold, hidden while closed, and the provider's
 * branding under it. A click chooses without taking the focus from the
 * field. Memoised: typing renders the field, not the options, unless the
 * suggestions, the active one or the open state changed.
 *
 * @example
 * <SuggestionList
 * 	listboxId={ listboxId }
 * 	inputId={ id }
 * 	suggestions={ combobox.suggestions }
 * 	isOpen={ combobox.isOpen }
 * 	activeIndex={ combobox.activeIndex }
 * 	onActivate={ combobox.setActiveIndex }
 * 	onChoose={ combobox.choose }
 * />
 */
export const SuggestionList = memo( function SuggestionList( {
	listboxId,
	inputId,
	suggestions,
	isOpen,
	activeIndex,
	brandingHtml,
	onActivate,
	onChoose,
}: SuggestionListProps ) {
	return (
		<div className="wc-block-components-address-autocomplete__suggestions" hidden={ ! isOpen }>
			<ul
				id={ listboxId }
				role="listbox"
				aria-label={ __( 'Address suggestions', 'cesta' ) }
				className="wc-block-components-address-autocomplete__list"
			>
				{ isOpen &&
					suggestions.map( ( suggestion, index ) => (
						// Pointer users choose with a click; keyboard users through the
						// combobox, which keeps the focus (aria-activedescendant).
						// eslint-disable-next-line jsx-a11y/click-events-have-key-events
						<li
							key={ suggestion.id }
							id={ getSuggestionOptionId( inputId, index ) }
							role="option"
							aria-selected={ index === activeIndex }
							className={ cx(
								'wc-block-components-address-autocomplete__suggestion',
								index === activeIndex && 'is-active'
							) }
							// Keeps the focus in the field, so the blur timer does not start.
							onMouseDown={ ( event ) => event.preventDefault() }
							onMouseEnter={ () => onActivate( index ) }
							onClick={ () => onChoose( suggestion ) }
						>
							<HighlightedLabel
								label={ suggestion.label }
								matches={ suggestion.matchedSubstrings }
							/>
						</li>
					) ) }
			</ul>
			{ isOpen && brandingHtml && (
				<SanitizedHtml
					html={ brandingHtml }
					className="wc-block-components-address-autocomplete__branding"
				/>
			) }
		</div>
	);
} );
