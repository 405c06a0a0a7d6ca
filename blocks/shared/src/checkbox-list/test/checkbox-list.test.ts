/**
 * Tests of the React-free checkbox list: spec 2 §9's truncation (10 shown,
 * truncated only past limit + 5), the toggle by mouse and keyboard, the
 * reported changes, the counts, Spanish, accessibility.
 */
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

import { resetLocaleData } from '@wordpress/i18n';

import {
	CHECKBOX_LIST_LIMIT_DEFAULT,
	controlCheckboxList,
	enhanceCheckboxLists,
	renderCheckboxListMarkup,
} from '@cesta/blocks-shared/checkbox-list';
import type {
	CheckboxListMarkupOptions,
	CheckboxListOption,
} from '@cesta/blocks-shared/checkbox-list';
import { loadTranslations } from '@cesta/i18n';
import { axe } from '@cesta/test-utils';

const colours = ( count: number ): CheckboxListOption[] =>
	Array.from( { length: count }, ( _, index ) => ( {
		value: `colour-${ index + 1 }`,
		label: `Colour ${ index + 1 }`,
		count: index + 1,
	} ) );

const show = (
	options: Partial< CheckboxListMarkupOptions > & { options: CheckboxListOption[] }
) => {
	document.body.innerHTML = `<main>${ renderCheckboxListMarkup( {
		idPrefix: 'filter-colour',
		label: 'Colour',
		...options,
	} ) }</main>`;
	return screen.getByRole( 'list', { name: 'Colour' } );
};

const visibleBoxes = () =>
	screen.queryAllByRole( 'checkbox' ).map( ( box ) => box.getAttribute( 'value' ) );

let stop: () => void = () => undefined;

afterEach( () => {
	stop();
	document.body.replaceChildren();
} );

describe( 'given the default limit of 10', () => {
	it( 'when there are 15 options (limit + 5) › shows them all and no toggle', () => {
		show( { options: colours( 15 ) } );
		expect( CHECKBOX_LIST_LIMIT_DEFAULT ).toBe( 10 );
		expect( visibleBoxes() ).toHaveLength( 15 );
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );

	it( 'when there are 16 options (limit + 6) › shows 10 and "Show 6 more", collapsed', () => {
		show( { options: colours( 16 ) } );
		expect( visibleBoxes() ).toEqual( colours( 10 ).map( ( option ) => option.value ) );
		const toggle = screen.getByRole( 'button', { name: 'Show 6 more options' } );
		expect( toggle ).toHaveTextContent( 'Show 6 more' );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'when there are 3 options › shows them all and no toggle', () => {
		show( { options: colours( 3 ) } );
		expect( visibleBoxes() ).toHaveLength( 3 );
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );
} );

describe( 'given a limit of 3', () => {
	it( 'when there are 8 options › all are shown', () => {
		show( { options: colours( 8 ), limit: 3 } );
		expect( visibleBoxes() ).toHaveLength( 8 );
	} );

	it( 'when there are 9 options › 3 are shown and one option hides behind "Show 6 more"', () => {
		show( { options: colours( 9 ), limit: 3 } );
		expect( visibleBoxes() ).toEqual( [ 'colour-1', 'colour-2', 'colour-3' ] );
		expect( screen.getByRole( 'button', { name: 'Show 6 more options' } ) ).toBeVisible();
	} );

	it( 'when a hidden option is ticked › the list starts expanded with "Show less"', () => {
		const options = colours( 9 );
		options[ 7 ].checked = true;
		show( { options, limit: 3 } );
		expect( visibleBoxes() ).toHaveLength( 9 );
		expect( screen.getByRole( 'button', { name: 'Show less options' } ) ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
	} );
} );

describe( 'given a truncated list made to work', () => {
	beforeEach( () => {
		show( { options: colours( 16 ) } );
		stop = enhanceCheckboxLists( document );
	} );

	it( 'when "Show 6 more" is clicked › every option shows and it becomes "Show less", expanded', async () => {
		await userEvent.click( screen.getByRole( 'button', { name: 'Show 6 more options' } ) );
		expect( visibleBoxes() ).toHaveLength( 16 );
		const toggle = screen.getByRole( 'button', { name: 'Show less options' } );
		expect( toggle ).toHaveTextContent( 'Show less' );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( toggle ).toHaveFocus();
	} );

	it( 'when "Show less" is clicked › the list is back to 10', async () => {
		await userEvent.click( screen.getByRole( 'button', { name: 'Show 6 more options' } ) );
		await userEvent.click( screen.getByRole( 'button', { name: 'Show less options' } ) );
		expect( visibleBoxes() ).toHaveLength( 10 );
		expect( screen.getByRole( 'button', { name: 'Show 6 more options' } ) ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
	} );

	it( 'when the keyboard tabs to the toggle and presses Enter, then Space › it expands, then collapses', async () => {
		const user = userEvent.setup();
		for ( let tab = 0; tab < 11; tab++ ) {
			await user.tab();
		}
		expect( screen.getByRole( 'button', { name: 'Show 6 more options' } ) ).toHaveFocus();
		await user.keyboard( '{Enter}' );
		expect( visibleBoxes() ).toHaveLength( 16 );
		expect( screen.getByRole( 'button', { name: 'Show less options' } ) ).toHaveFocus();
		await user.keyboard( ' ' );
		expect( visibleBoxes() ).toHaveLength( 10 );
	} );

	it( 'when the list is expanded by keyboard › Tab reaches the options that were hidden, Space ticks one', async () => {
		const user = userEvent.setup();
		screen.getByRole( 'button', { name: 'Show 6 more options' } ).focus();
		await user.keyboard( '{Enter}' );
		await user.tab( { shift: true } );
		expect( screen.getByRole( 'checkbox', { name: /Colour 16/ } ) ).toHaveFocus();
		await user.keyboard( ' ' );
		expect( screen.getByRole( 'checkbox', { name: /Colour 16/ } ) ).toBeChecked();
	} );

	it( 'when collapsed and expanded › axe finds nothing either way', async () => {
		expect( await axe( document.body ) ).toHaveNoViolations();
		await userEvent.click( screen.getByRole( 'button', { name: 'Show 6 more options' } ) );
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );
} );

describe( 'given a list whose owner follows its changes', () => {
	it( 'when options are ticked and unticked › reports the ticked values in list order', async () => {
		const list = show( { options: colours( 4 ) } );
		const changes: string[][] = [];
		stop = controlCheckboxList( list, { onChange: ( values ) => changes.push( values ) } );
		await userEvent.click( screen.getByRole( 'checkbox', { name: /Colour 3/ } ) );
		await userEvent.click( screen.getByRole( 'checkbox', { name: /Colour 1/ } ) );
		await userEvent.click( screen.getByRole( 'checkbox', { name: /Colour 3/ } ) );
		expect( changes ).toEqual( [ [ 'colour-3' ], [ 'colour-1', 'colour-3' ], [ 'colour-1' ] ] );
	} );

	it( 'when stopped › changes are no longer reported', async () => {
		const list = show( { options: colours( 2 ) } );
		const onChange = jest.fn();
		controlCheckboxList( list, { onChange } )();
		await userEvent.click( screen.getByRole( 'checkbox', { name: /Colour 1/ } ) );
		expect( onChange ).not.toHaveBeenCalled();
	} );
} );

describe( 'given options with counts', () => {
	it( 'when printed › each checkbox is named by its label and "N products", the count shown', () => {
		show( {
			options: [
				{ value: 'rojo', label: 'Rojo', count: 1, checked: true },
				{ value: 'negro', label: 'Negro', count: 2 },
				{ value: 'blanco', label: 'Blanco <b>', disabled: true },
			],
		} );
		expect( screen.getByRole( 'checkbox', { name: 'Rojo 1 product' } ) ).toBeChecked();
		expect( screen.getByRole( 'checkbox', { name: 'Negro 2 products' } ) ).not.toBeChecked();
		expect( screen.getByRole( 'checkbox', { name: 'Blanco <b>' } ) ).toBeDisabled();
		expect(
			document.querySelector( '.wc-filter-element-label-list-count [aria-hidden]' )
		).toHaveTextContent( '1' );
	} );

	it( 'when named by a heading › the list takes its name from it', () => {
		document.body.innerHTML = `<h3 id="colour-heading">Color</h3>${ renderCheckboxListMarkup( {
			idPrefix: 'c',
			labelledBy: 'colour-heading',
			options: colours( 2 ),
		} ) }`;
		expect( screen.getByRole( 'list', { name: 'Color' } ) ).toBeInTheDocument();
	} );
} );

describe( 'given the Spanish shop (es_ES)', () => {
	beforeAll( () => {
		expect( loadTranslations( 'es_ES' ) ).toBe( true );
	} );

	afterAll( () => resetLocaleData( undefined, 'cesta' ) );

	it( 'when truncated and expanded › the toggle and the counts are Spanish', async () => {
		show( { options: colours( 17 ) } );
		stop = enhanceCheckboxLists( document );
		expect(
			screen.getByRole( 'button', { name: 'Mostrar 7 opciones más' } )
		).toHaveTextContent( 'Mostrar 7 más' );
		expect( screen.getByRole( 'checkbox', { name: 'Colour 1 1 producto' } ) ).toBeVisible();
		await userEvent.click( screen.getByRole( 'button', { name: 'Mostrar 7 opciones más' } ) );
		expect(
			screen.getByRole( 'button', { name: 'Mostrar menos opciones' } )
		).toHaveTextContent( 'Mostrar menos' );
	} );
} );
