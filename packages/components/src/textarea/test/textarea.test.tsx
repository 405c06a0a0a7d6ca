/** Tests of the Textarea: its name, hidden label, typing, the character limit and counter, errors. */

import { useState } from '@wordpress/element';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';

import { CHARACTER_COUNT_ANNOUNCE_DELAY_MS } from '../../constants';
import { countCharacters, limitCharacters, Textarea } from '..';
import type { TextareaProps } from '..';

const Controlled = ( props: Partial< TextareaProps > ) => {
	const [ value, setValue ] = useState( props.value ?? '' );
	return (
		<Textarea
			id="order-notes"
			label="Notes about your order"
			{ ...props }
			value={ value }
			onChange={ ( next ) => {
				setValue( next );
				props.onChange?.( next );
			} }
		/>
	);
};

describe( 'Textarea', () => {
	it( 'given a label › names the textarea with it, two rows high', async () => {
		const { container } = render( <Controlled /> );
		const textarea = screen.getByRole( 'textbox', { name: 'Notes about your order' } );
		expect( textarea ).toHaveClass( 'wc-block-components-textarea' );
		expect( textarea ).toHaveAttribute( 'rows', '2' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a hidden label and a placeholder › still names the field with the label', async () => {
		const { container } = render(
			<Controlled
				hideLabel
				placeholder="Notes about your order, e.g. special notes for delivery."
			/>
		);
		expect( screen.getByText( 'Notes about your order' ) ).toHaveClass( 'screen-reader-text' );
		expect( screen.getByRole( 'textbox', { name: 'Notes about your order' } ) ).toHaveAttribute(
			'placeholder',
			'Notes about your order, e.g. special notes for delivery.'
		);
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given typing, with several lines › reports the text as typed', async () => {
		const onChange = jest.fn();
		render( <Controlled onChange={ onChange } /> );
		await userEvent.type( screen.getByRole( 'textbox' ), 'Portal 3{Enter}Llamar antes' );
		expect( onChange ).toHaveBeenLastCalledWith( 'Portal 3\nLlamar antes' );
		expect( screen.getByRole( 'textbox' ) ).toHaveValue( 'Portal 3\nLlamar antes' );
	} );

	it( 'given a limit › stops at it and counts an emoji as one character', async () => {
		const { container } = render( <Controlled maxLength={ 6 } /> );
		const textarea = screen.getByRole( 'textbox' );
		await userEvent.type( textarea, '🎁 Regalo' );
		expect( textarea ).toHaveValue( '🎁 Rega' );
		expect( textarea ).toHaveAccessibleDescription( '0 characters left' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a limit and pasted text › cuts the text to the limit', async () => {
		const onChange = jest.fn();
		render( <Controlled maxLength={ 10 } onChange={ onChange } /> );
		await userEvent.click( screen.getByRole( 'textbox' ) );
		await userEvent.paste( 'Dejar en conserjería, gracias' );
		expect( onChange ).toHaveBeenLastCalledWith( 'Dejar en c' );
	} );

	it( 'given a limit › describes the field with the characters left and announces them once typing pauses', async () => {
		jest.useFakeTimers();
		try {
			const user = userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );
			const { container } = render( <Controlled maxLength={ 20 } /> );
			const textarea = screen.getByRole( 'textbox' );
			const live = container.querySelector( '[aria-live="polite"]' )!;
			expect( textarea ).toHaveAccessibleDescription( '20 characters left' );
			expect( live ).toHaveTextContent( '' );

			await user.type( textarea, 'Portal' );
			expect( textarea ).toHaveAccessibleDescription( '14 characters left' );
			act( () => jest.advanceTimersByTime( CHARACTER_COUNT_ANNOUNCE_DELAY_MS - 1 ) );
			expect( live ).toHaveTextContent( '' );
			act( () => jest.advanceTimersByTime( 1 ) );
			expect( live ).toHaveTextContent( '14 characters left' );

			await user.type( textarea, ' 3' );
			act( () => jest.advanceTimersByTime( CHARACTER_COUNT_ANNOUNCE_DELAY_MS / 2 ) );
			await user.type( textarea, 'B' );
			act( () => jest.advanceTimersByTime( CHARACTER_COUNT_ANNOUNCE_DELAY_MS / 2 ) );
			// Still typing: the region keeps the last announcement.
			expect( live ).toHaveTextContent( '14 characters left' );
			act( () => jest.advanceTimersByTime( CHARACTER_COUNT_ANNOUNCE_DELAY_MS / 2 ) );
			expect( live ).toHaveTextContent( '11 characters left' );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'given an error › marks the textarea invalid and describes it with the message', async () => {
		const { container } = render(
			<Controlled errorMessage="Please enter a valid note" help="Visible to the courier" />
		);
		const textarea = screen.getByRole( 'textbox' );
		expect( textarea ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( textarea ).toHaveAccessibleDescription(
			'Please enter a valid note Visible to the courier'
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( 'Please enter a valid note' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given focus and blur handlers › still calls them', () => {
		const onBlur = jest.fn();
		render( <Controlled onBlur={ onBlur } /> );
		fireEvent.blur( screen.getByRole( 'textbox' ) );
		expect( onBlur ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'countCharacters and limitCharacters', () => {
	it( 'given text outside the Basic Multilingual Plane › count and cut by code point', () => {
		expect( countCharacters( '🎁 regalo' ) ).toBe( 8 );
		expect( limitCharacters( '🎁🎁🎁', 2 ) ).toBe( '🎁🎁' );
		expect( limitCharacters( 'Madrid', 10 ) ).toBe( 'Madrid' );
	} );
} );
