/** Tests of the AddressAutocompleteInput: the combobox pattern, its keys, every timing, stale answers, branding. */

import { useState } from '@wordpress/element';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as NodeTimers from 'node:timers';

import { loadSanitizer } from '@cesta/sanitize';
import { axe } from '@cesta/test-utils/dom';

import {
	AUTOCOMPLETE_BLUR_CLOSE_DELAY_MS,
	AUTOCOMPLETE_MAX_SUGGESTIONS,
	AUTOCOMPLETE_SEARCH_DEBOUNCE_MS,
	AUTOCOMPLETE_SELECTION_LOCK_MS,
} from '../../constants';
import { AddressAutocompleteInput, splitByMatches } from '..';
import type { AddressAutocompleteInputProps, AddressSuggestion } from '..';

const STREETS = [
	'Calle de Alcalá 50, 28014 Madrid',
	'Calle Mayor 1, 28013 Madrid',
	'Calle de Serrano 20, 28001 Madrid',
	'Calle de Atocha 12, 28012 Madrid',
	'Calle Gran Vía 28, 28013 Madrid',
	'Calle de Toledo 3, 28005 Madrid',
	'Calle de Goya 7, 28001 Madrid',
];

/** The streets whose label contains the text, with the match marked. */
const findStreets = ( text: string ): AddressSuggestion[] =>
	STREETS.filter( ( label ) => label.toLowerCase().includes( text.toLowerCase() ) ).map(
		( label, index ) => ( {
			id: `street-${ index }`,
			label,
			matchedSubstrings: [
				{ offset: label.toLowerCase().indexOf( text.toLowerCase() ), length: text.length },
			],
		} )
	);

const Field = ( props: Partial< AddressAutocompleteInputProps > ) => {
	const [ value, setValue ] = useState( '' );
	return (
		<>
			<AddressAutocompleteInput
				id="shipping-address_1"
				label="Address"
				search={ async ( text ) => findStreets( text ) }
				onSelect={ jest.fn() }
				{ ...props }
				value={ value }
				onChange={ setValue }
			/>
			<label>
				City
				<input />
			</label>
		</>
	);
};

const combobox = () => screen.getByRole( 'combobox', { name: 'Address' } );
const optionLabels = () =>
	screen.queryAllByRole( 'option' ).map( ( option ) => option.textContent );
// Real timers, which the fake ones do not hold back.
const realTimers = jest.requireActual< typeof NodeTimers >( 'node:timers' );
/** Lets the search wait out its debounce: typing has paused. */
const pause = () => act( () => jest.advanceTimersByTime( AUTOCOMPLETE_SEARCH_DEBOUNCE_MS ) );
/**
 * Lets typing pause, so the search starts (its debounce), then its answer
 * settle and React render it. An answer that
 * lands while user-event types (outside `act`) is rendered by React's
 * scheduler in a later task of the real event loop: wait for a real timer
 * and an immediate, which run after it, then for zero-delay fake timers.
 */
const settle = () =>
	act( async () => {
		jest.advanceTimersByTime( AUTOCOMPLETE_SEARCH_DEBOUNCE_MS );
		await new Promise( ( resolve ) => realTimers.setTimeout( resolve, 0 ) );
		await new Promise( ( resolve ) => realTimers.setImmediate( resolve ) );
		jest.advanceTimersByTime( 0 );
	} );

beforeAll( () => loadSanitizer() );
beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

const setup = () => userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );

describe( 'AddressAutocompleteInput', () => {
	it( 'given nothing typed › is a collapsed combobox controlling its listbox', async () => {
		const { container } = render( <Field /> );
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( combobox() ).toHaveAttribute( 'aria-autocomplete', 'list' );
		expect( combobox() ).toHaveAttribute( 'aria-controls', 'shipping-address_1-suggestions' );
		expect( container.querySelector( '#shipping-address_1-suggestions' ) ).toHaveAttribute(
			'role',
			'listbox'
		);
		expect( screen.queryByRole( 'listbox' ) ).not.toBeInTheDocument();
		jest.useRealTimers();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given three characters › searches and shows at most five suggestions, matches in bold, and announces how many', async () => {
		const search = jest.fn( async ( text: string ) => findStreets( text ) );
		const { container } = render( <Field search={ search } /> );
		const user = setup();
		await user.type( combobox(), 'Ca' );
		await settle();
		expect( search ).not.toHaveBeenCalled();
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'false' );

		await user.type( combobox(), 'l' );
		await settle();
		expect( search ).toHaveBeenCalledWith( 'Cal' );
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( screen.getByRole( 'listbox', { name: 'Address suggestions' } ) ).toBeVisible();
		expect( optionLabels() ).toHaveLength( AUTOCOMPLETE_MAX_SUGGESTIONS );
		expect( optionLabels()[ 0 ] ).toBe( STREETS[ 0 ] );
		expect( screen.getAllByRole( 'option' )[ 0 ]!.querySelector( 'strong' ) ).toHaveTextContent(
			'Cal'
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'5 address suggestions available.'
		);
		jest.useRealTimers();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given keys typed faster than the debounce › searches once, for the whole text, 150 ms after the last key', async () => {
		const search = jest.fn( async ( text: string ) => findStreets( text ) );
		render( <Field search={ search } /> );
		const user = setup();
		await user.type( combobox(), 'Cal' );
		for ( const key of [ 'l', 'e' ] ) {
			act( () => jest.advanceTimersByTime( AUTOCOMPLETE_SEARCH_DEBOUNCE_MS - 1 ) );
			await user.keyboard( key );
		}
		act( () => jest.advanceTimersByTime( AUTOCOMPLETE_SEARCH_DEBOUNCE_MS - 1 ) );
		expect( search ).not.toHaveBeenCalled();

		act( () => jest.advanceTimersByTime( 1 ) );
		expect( search ).toHaveBeenCalledTimes( 1 );
		expect( search ).toHaveBeenCalledWith( 'Calle' );
		await settle();
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( optionLabels() ).toHaveLength( AUTOCOMPLETE_MAX_SUGGESTIONS );
	} );

	it( 'given typing that pauses and goes on › searches once per pause, and the list follows the latest text', async () => {
		const search = jest.fn( async ( text: string ) => findStreets( text ) );
		render( <Field search={ search } /> );
		const user = setup();
		await user.type( combobox(), 'Calle de' );
		await settle();
		expect( optionLabels() ).toHaveLength( AUTOCOMPLETE_MAX_SUGGESTIONS );

		await user.type( combobox(), ' To' );
		// The earlier suggestions stay while the shopper types on.
		expect( optionLabels() ).toHaveLength( AUTOCOMPLETE_MAX_SUGGESTIONS );
		await settle();
		expect( search.mock.calls ).toEqual( [ [ 'Calle de' ], [ 'Calle de To' ] ] );
		expect( optionLabels() ).toEqual( [ STREETS[ 5 ] ] );
	} );

	it( 'given the text cut below three characters, or a choice, or the field gone while the search waits › never searches', async () => {
		const search = jest.fn( async ( text: string ) => findStreets( text ) );
		const { unmount } = render( <Field search={ search } /> );
		const user = setup();
		await user.type( combobox(), 'Cal{Backspace}' );
		await settle();
		expect( search ).not.toHaveBeenCalled();

		await user.type( combobox(), 'lle' );
		await settle();
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'true' );
		search.mockClear();
		await user.type( combobox(), ' M' );
		await user.keyboard( '{ArrowDown}{Enter}' );
		await settle();
		expect( search ).not.toHaveBeenCalled();

		act( () => jest.advanceTimersByTime( AUTOCOMPLETE_SELECTION_LOCK_MS ) );
		await user.type( combobox(), 'a' );
		unmount();
		await settle();
		expect( search ).not.toHaveBeenCalled();
	} );

	it( 'given the arrow keys › move through the options, wrapping, and Enter chooses one', async () => {
		const onSelect = jest.fn();
		render( <Field onSelect={ onSelect } /> );
		const user = setup();
		await user.type( combobox(), 'Madrid' );
		await settle();
		const options = screen.getAllByRole( 'option' );

		await user.keyboard( '{ArrowDown}' );
		expect( combobox() ).toHaveAttribute( 'aria-activedescendant', options[ 0 ]!.id );
		expect( options[ 0 ] ).toHaveAttribute( 'aria-selected', 'true' );
		await user.keyboard( '{ArrowUp}' );
		expect( combobox() ).toHaveAttribute( 'aria-activedescendant', options[ 4 ]!.id );
		await user.keyboard( '{ArrowDown}' );
		expect( combobox() ).toHaveAttribute( 'aria-activedescendant', options[ 0 ]!.id );
		await user.keyboard( '{ArrowDown}{ArrowDown}' );
		expect( options[ 2 ] ).toHaveAttribute( 'aria-selected', 'true' );
		expect( options[ 0 ] ).toHaveAttribute( 'aria-selected', 'false' );
		expect( combobox() ).toHaveFocus();

		await user.keyboard( '{Enter}' );
		expect( onSelect ).toHaveBeenCalledWith( 'street-2' );
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( combobox() ).not.toHaveAttribute( 'aria-activedescendant' );
		expect( combobox() ).toHaveValue( 'Madrid' );
	} );

	it( 'given Escape › closes the list and keeps the text; ArrowDown opens it again', async () => {
		const onSelect = jest.fn();
		render( <Field onSelect={ onSelect } /> );
		const user = setup();
		await user.type( combobox(), 'Calle' );
		await settle();
		await user.keyboard( '{Escape}' );
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( combobox() ).toHaveValue( 'Calle' );
		await user.keyboard( '{Enter}' );
		expect( onSelect ).not.toHaveBeenCalled();
		await user.keyboard( '{ArrowDown}' );
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( combobox() ).toHaveAttribute(
			'aria-activedescendant',
			screen.getAllByRole( 'option' )[ 0 ]!.id
		);
	} );

	it( 'given the focus leaving › closes the list 200 ms later, unless the focus comes back', async () => {
		render( <Field /> );
		const user = setup();
		await user.type( combobox(), 'Calle' );
		await settle();
		await user.tab();
		act( () => jest.advanceTimersByTime( AUTOCOMPLETE_BLUR_CLOSE_DELAY_MS - 1 ) );
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'true' );
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'false' );

		await user.click( combobox() );
		await user.keyboard( '{ArrowDown}' );
		await user.tab();
		act( () => jest.advanceTimersByTime( AUTOCOMPLETE_BLUR_CLOSE_DELAY_MS / 2 ) );
		await user.click( combobox() );
		act( () => jest.advanceTimersByTime( AUTOCOMPLETE_BLUR_CLOSE_DELAY_MS ) );
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'true' );
	} );

	it( 'given a click on a suggestion › chooses it without the field losing the focus', async () => {
		const onSelect = jest.fn();
		render( <Field onSelect={ onSelect } /> );
		const user = setup();
		await user.type( combobox(), 'Serrano' );
		await settle();
		await user.click( screen.getByRole( 'option', { name: STREETS[ 2 ] } ) );
		expect( onSelect ).toHaveBeenCalledWith( 'street-0' );
		expect( combobox() ).toHaveFocus();
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'given a choice › does not search for 1 s, then searches again', async () => {
		const search = jest.fn( async ( text: string ) => findStreets( text ) );
		render( <Field search={ search } /> );
		const user = setup();
		await user.type( combobox(), 'Goya' );
		await settle();
		await user.keyboard( '{ArrowDown}{Enter}' );
		search.mockClear();

		await user.type( combobox(), ' 7' );
		await settle();
		expect( search ).not.toHaveBeenCalled();
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'false' );

		act( () => jest.advanceTimersByTime( AUTOCOMPLETE_SELECTION_LOCK_MS ) );
		await user.type( combobox(), ',' );
		await settle();
		expect( search ).toHaveBeenCalledWith( 'Goya 7,' );
	} );

	it( 'given an older answer arriving after a newer one › shows only the newer', async () => {
		const answers: Record< string, ( found: AddressSuggestion[] ) => void > = {};
		const search = ( text: string ) =>
			new Promise< AddressSuggestion[] >( ( resolve ) => {
				answers[ text ] = resolve;
			} );
		render( <Field search={ search } /> );
		const user = setup();
		await user.type( combobox(), 'Call' );
		pause();
		await user.type( combobox(), 'e de T' );
		pause();
		await act( async () => answers[ 'Calle de T' ]!( findStreets( 'Calle de T' ) ) );
		expect( optionLabels() ).toEqual( [ STREETS[ 5 ] ] );
		await act( async () => answers.Call!( findStreets( 'Call' ) ) );
		expect( optionLabels() ).toEqual( [ STREETS[ 5 ] ] );
	} );

	it( 'given the text cut below three characters while a search runs › closes and drops its answer', async () => {
		let answer!: ( found: AddressSuggestion[] ) => void;
		const search = () =>
			new Promise< AddressSuggestion[] >( ( resolve ) => {
				answer = resolve;
			} );
		render( <Field search={ search } /> );
		const user = setup();
		await user.type( combobox(), 'Cal' );
		pause();
		await user.keyboard( '{Backspace}' );
		await act( async () => answer( findStreets( 'Cal' ) ) );
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( screen.queryAllByRole( 'option' ) ).toHaveLength( 0 );
	} );

	it( 'given an answer after the focus has left, or a failed search › does not open', async () => {
		let answer!: ( found: AddressSuggestion[] ) => void;
		const { unmount } = render(
			<Field
				search={ () =>
					new Promise( ( resolve ) => {
						answer = resolve;
					} )
				}
			/>
		);
		const user = setup();
		await user.type( combobox(), 'Mayor' );
		pause();
		await user.tab();
		await act( async () => answer( findStreets( 'Mayor' ) ) );
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'false' );
		unmount();

		render( <Field search={ () => Promise.reject( new Error( 'offline' ) ) } /> );
		await user.type( combobox(), 'Mayor' );
		await settle();
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( "given the provider's branding › shows it sanitised under the suggestions", async () => {
		render(
			<Field
				brandingHtml={
					'<a href="https://example.com/">Powered by Ejemplo</a><img src="x" onerror="alert(1)">'
				}
			/>
		);
		const user = setup();
		await user.type( combobox(), 'Calle' );
		await settle();
		const link = screen.getByRole( 'link', { name: 'Powered by Ejemplo' } );
		expect(
			link.closest( '.wc-block-components-address-autocomplete__branding' )
		).not.toBeNull();
		expect( document.querySelector( '[onerror]' ) ).toBeNull();
		expect( screen.getByRole( 'listbox' ) ).not.toContainElement( link );
	} );
} );

describe( 'splitByMatches', () => {
	it( 'given overlapping, unordered and out-of-range matches › cuts the label into plain and matched parts that read as the label', () => {
		const parts = splitByMatches( 'Calle de Alcalá 50', [
			{ offset: 9, length: 6 },
			{ offset: 0, length: 3 },
			{ offset: 1, length: 4 },
			{ offset: 16, length: 40 },
			{ offset: -5, length: 2 },
		] );
		expect( parts ).toEqual( [
			{ text: 'Calle', matched: true },
			{ text: ' de ', matched: false },
			{ text: 'Alcalá', matched: true },
			{ text: ' ', matched: false },
			{ text: '50', matched: true },
		] );
		expect( parts.map( ( part ) => part.text ).join( '' ) ).toBe( 'Calle de Alcalá 50' );
	} );
} );
