/** Making a printed checkbox list work without React: its "show more" toggle and its changes. */
import { checkboxListToggleText } from './render-checkbox-list-markup';

/**
 * What a list's owner hears.
 *
 * @example
 * controlCheckboxList( list, { onChange: ( values ) => applyFilter( values ) } );
 */
export interface CheckboxListControlOptions {
	/** Called with the ticked values (in list order) after each change. @default none */
	onChange?: ( checked: string[] ) => void;
}

const ENHANCED = 'data-checkbox-list-enhanced';

/**
 * The values ticked in a list, in its order.
 *
 * @example
 * checkedValues( list ); // [ 'rojo', 'azul' ]
 */
export const checkedValues = ( list: Element ): string[] =>
	[ ...list.querySelectorAll< HTMLInputElement >( 'input[type="checkbox"]:checked' ) ].map(
		( input ) => input.value
	);

/**
 * Wires one list printed by `renderCheckboxListMarkup`: the toggle shows or
 * hides the options past the limit (updating `aria-expanded`, its text and
 * name; focus stays on it), and a change of a checkbox reports the ticked
 * values. Returns a function that removes the listeners.
 *
 * @example
 * const stop = controlCheckboxList( block.querySelector( '.wc-block-checkbox-list' )!, { onChange } );
 */
export function controlCheckboxList(
	list: HTMLElement,
	{ onChange }: CheckboxListControlOptions = {}
): () => void {
	const extras = () => [
		...list.querySelectorAll< HTMLElement >( '[data-checkbox-list-extra]' ),
	];
	const onClick = ( event: Event ) => {
		const toggle = ( event.target as Element ).closest< HTMLButtonElement >(
			'[data-checkbox-list-toggle]'
		);
		if ( ! toggle || ! list.contains( toggle ) ) {
			return;
		}
		const expanded = toggle.getAttribute( 'aria-expanded' ) !== 'true';
		const hidden = extras();
		hidden.forEach( ( item ) => ( item.hidden = ! expanded ) );
		const { text, label } = checkboxListToggleText( expanded, hidden.length );
		toggle.setAttribute( 'aria-expanded', String( expanded ) );
		toggle.setAttribute( 'aria-label', label );
		toggle.textContent = text;
		toggle.parentElement?.classList.toggle( 'show-more', ! expanded );
		toggle.parentElement?.classList.toggle( 'show-less', expanded );
	};
	const onInput = ( event: Event ) => {
		if ( ( event.target as HTMLInputElement ).type === 'checkbox' ) {
			onChange?.( checkedValues( list ) );
		}
	};
	list.setAttribute( ENHANCED, '' );
	list.addEventListener( 'click', onClick );
	list.addEventListener( 'change', onInput );
	return () => {
		list.removeEventListener( 'click', onClick );
		list.removeEventListener( 'change', onInput );
		list.removeAttribute( ENHANCED );
	};
}

/**
 * Wires every checkbox list inside `root` not wired yet (their toggles
 * only; owners that want the changes use {@link controlCheckboxList}).
 * Returns a function that stops them all.
 *
 * @example
 * const stop = enhanceCheckboxLists( document );
 */
export function enhanceCheckboxLists( root: Document | Element = document ): () => void {
	const stops = [
		...root.querySelectorAll< HTMLElement >( `.wc-block-checkbox-list:not([${ ENHANCED }])` ),
	].map( ( list ) => controlCheckboxList( list ) );
	return () => stops.forEach( ( stop ) => stop() );
}
