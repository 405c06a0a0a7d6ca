/** fillFromSuggestion: the chosen suggestion's address, normalised as the form stores it, and the focus moved on 300 ms later. */

import { AUTOCOMPLETE_FOCUS_DELAY_MS } from '../constants';
import { fillFromSuggestion } from '../fill-from-suggestion';
import { printCheckoutPage } from './checkout-steps';

const EMPTY = {
	first_name: '',
	last_name: '',
	company: '',
	address_1: '',
	address_2: '',
	city: '',
	state: '',
	postcode: '',
	country: 'ES',
	phone: '',
};

beforeEach( () => {
	printCheckoutPage();
	jest.useFakeTimers();
} );

afterEach( () => {
	jest.useRealTimers();
	delete window.wcSettings;
} );

describe( 'fillFromSuggestion', () => {
	it( 'given a provider answering with a province name and a lower-case postcode › stores its code and the postcode upper case', async () => {
		const setAddress = jest.fn();
		const filled = await fillFromSuggestion( {
			type: 'shipping',
			address: EMPTY,
			select: async () => ( {
				address_1: ' Calle de Alcalá 50 ',
				city: 'Madrid',
				state: 'madrid',
				postcode: '28014',
				country: 'ES',
			} ),
			suggestionId: 'es-madrid-alcala-50',
			setAddress,
			focusField: () => true,
		} );

		expect( filled ).toBe( true );
		expect( setAddress ).toHaveBeenCalledWith( {
			address_1: 'Calle de Alcalá 50',
			city: 'Madrid',
			state: 'M',
			postcode: '28014',
			country: 'ES',
		} );
	} );

	it( 'moves the focus to the first field still in error, only after the delay', async () => {
		const focusField = jest.fn( () => true );
		await fillFromSuggestion( {
			type: 'shipping',
			address: { ...EMPTY, first_name: 'Lucía' },
			select: async () => ( {
				address_1: 'Gran Vía 28',
				city: 'Madrid',
				state: 'M',
				postcode: '28013',
				country: 'ES',
			} ),
			suggestionId: 'es-madrid-gran-via-28',
			setAddress: jest.fn(),
			focusField,
		} );

		jest.advanceTimersByTime( AUTOCOMPLETE_FOCUS_DELAY_MS - 1 );
		expect( focusField ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( focusField ).toHaveBeenCalledWith( 'last_name' );
	} );

	it( 'given a provider with no address for the suggestion › changes nothing and moves no focus', async () => {
		const setAddress = jest.fn();
		const focusField = jest.fn();
		const filled = await fillFromSuggestion( {
			type: 'billing',
			address: EMPTY,
			select: async () => null,
			suggestionId: 'gone',
			setAddress,
			focusField,
		} );

		jest.runAllTimers();
		expect( filled ).toBe( false );
		expect( setAddress ).not.toHaveBeenCalled();
		expect( focusField ).not.toHaveBeenCalled();
	} );
} );
