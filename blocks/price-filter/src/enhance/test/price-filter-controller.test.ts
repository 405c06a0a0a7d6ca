/**
 * Tests of the enhanced filter's behaviour (spec 1 §5 and §9) on fake
 * timers: typed prices after 1000 ms, the slider after 600 ms, the URL
 * 500 ms later; each validation rule as the shopper meets it; the filter
 * button, Reset, the inline fields above 300 px, accessibility.
 */
import { fireEvent, screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

import {
	SLIDER_SUBMIT_DELAY_MS,
	TYPED_INPUT_DEBOUNCE_MS,
	URL_UPDATE_DELAY_MS,
} from '@cesta/block-price-filter';
import { axe, installResizeObserver, resizeTo, setupMockShop } from '@cesta/test-utils';

import {
	currentAddress,
	MOCK_PRICE_RANGE,
	mountPriceFilter,
	startFakeClock,
	visit,
} from './helpers';

setupMockShop();
installResizeObserver();

let stop: () => void = () => undefined;

beforeEach( () => {
	startFakeClock();
	visit( '/tienda/page/2/?paged=2&orderby=price' );
} );

afterEach( () => {
	stop();
	jest.useRealTimers();
	document.body.replaceChildren();
	visit( '/' );
} );

const mount = async ( ...args: Parameters< typeof mountPriceFilter > ) => {
	const mounted = await mountPriceFilter( ...args );
	stop = mounted.stop;
	return mounted;
};

const field = ( name: 'Min. Price' | 'Max. Price' ) =>
	screen.getByRole< HTMLInputElement >( 'textbox', { name } );
const handle = ( bound: 'minimum' | 'maximum' ) =>
	screen.getByRole< HTMLInputElement >( 'slider', {
		name: `Filter products by ${ bound } price`,
	} );
const type = ( input: HTMLInputElement, value: string ) =>
	fireEvent.input( input, { target: { value } } );
const slide = ( input: HTMLInputElement, value: number ) =>
	fireEvent.input( input, { target: { value: String( value ) } } );
const wait = ( ms: number ) => jest.advanceTimersByTimeAsync( ms );

describe( 'given the filter with its fields (the default)', () => {
	it( 'when a max price is typed › takes it 1000 ms after the last key, then the URL 500 ms later', async () => {
		const { changes } = await mount( { priceRange: MOCK_PRICE_RANGE } );

		type( field( 'Max. Price' ), '50' );
		await wait( TYPED_INPUT_DEBOUNCE_MS - 1 );
		expect( field( 'Max. Price' ) ).toHaveValue( '50' );
		expect( handle( 'maximum' ) ).toHaveValue( '42900' );

		await wait( 1 );
		expect( field( 'Max. Price' ) ).toHaveValue( '€50.00' );
		expect( handle( 'maximum' ) ).toHaveValue( '5000' );
		expect( handle( 'maximum' ) ).toHaveAttribute( 'aria-valuetext', '€50.00' );

		await wait( URL_UPDATE_DELAY_MS - 1 );
		expect( currentAddress() ).toBe( '/tienda/page/2/?paged=2&orderby=price' );
		await wait( 1 );
		expect( currentAddress() ).toBe( '/tienda/?orderby=price&max_price=50' );
		expect( changes ).toEqual( [ { min_price: null, max_price: 5000 } ] );
	} );

	it( 'when the shopper types key by key › each key restarts the 1000 ms wait', async () => {
		const user = userEvent.setup( { advanceTimers: ( ms ) => jest.advanceTimersByTime( ms ) } );
		const { changes } = await mount( { priceRange: MOCK_PRICE_RANGE } );

		await user.clear( field( 'Min. Price' ) );
		await user.type( field( 'Min. Price' ), '2' );
		await wait( 600 );
		await user.type( field( 'Min. Price' ), '5' );
		await wait( TYPED_INPUT_DEBOUNCE_MS - 1 );
		expect( field( 'Min. Price' ) ).toHaveValue( '25' );
		await wait( 1 + URL_UPDATE_DELAY_MS );
		expect( field( 'Min. Price' ) ).toHaveValue( '€25.00' );
		expect( changes ).toEqual( [ { min_price: 2500, max_price: null } ] );
	} );

	it( 'when Enter is pressed › takes the typed price at once', async () => {
		await mount( { priceRange: MOCK_PRICE_RANGE } );
		type( field( 'Min. Price' ), '€30' );
		fireEvent.keyDown( field( 'Min. Price' ), { key: 'Enter' } );
		expect( field( 'Min. Price' ) ).toHaveValue( '€30.00' );
		await wait( URL_UPDATE_DELAY_MS );
		expect( currentAddress() ).toBe( '/tienda/?orderby=price&min_price=30' );
	} );

	it( 'when the field is left (change) › takes the typed price at once', async () => {
		await mount( { priceRange: MOCK_PRICE_RANGE } );
		type( field( 'Max. Price' ), '70' );
		fireEvent.change( field( 'Max. Price' ) );
		expect( field( 'Max. Price' ) ).toHaveValue( '€70.00' );
	} );

	it( 'when a min at or above the max is typed › resets the min (to the lower bound) and the max to the constraint', async () => {
		visit( '/tienda/?min_price=20&max_price=50' );
		const { changes } = await mount( {
			priceRange: MOCK_PRICE_RANGE,
			urlQuery: '?min_price=20&max_price=50',
		} );
		type( field( 'Min. Price' ), '50' );
		await wait( TYPED_INPUT_DEBOUNCE_MS );
		expect( field( 'Min. Price' ) ).toHaveValue( '€19.00' );
		expect( field( 'Max. Price' ) ).toHaveValue( '€429.00' );
		await wait( URL_UPDATE_DELAY_MS );
		expect( currentAddress() ).toBe( '/tienda/' );
		expect( changes ).toEqual( [ { min_price: null, max_price: null } ] );
	} );

	it( 'when a max of 0, nothing or above the constraint is typed › the max is the constraint', async () => {
		await mount( { priceRange: MOCK_PRICE_RANGE, urlQuery: '?max_price=50' } );
		for ( const typed of [ '0', '', '9999' ] ) {
			type( field( 'Max. Price' ), '60' );
			fireEvent.change( field( 'Max. Price' ) );
			type( field( 'Max. Price' ), typed );
			await wait( TYPED_INPUT_DEBOUNCE_MS );
			expect( field( 'Max. Price' ) ).toHaveValue( '€429.00' );
		}
	} );

	it( 'when a min below the lower constraint is typed › the min is the constraint', async () => {
		await mount( { priceRange: MOCK_PRICE_RANGE, urlQuery: '?min_price=30' } );
		type( field( 'Min. Price' ), '5' );
		await wait( TYPED_INPUT_DEBOUNCE_MS );
		expect( field( 'Min. Price' ) ).toHaveValue( '€19.00' );
	} );

	it( 'when a price between steps is typed › moves it to the step (one euro)', async () => {
		await mount( { priceRange: MOCK_PRICE_RANGE } );
		type( field( 'Max. Price' ), '50.40' );
		await wait( TYPED_INPUT_DEBOUNCE_MS );
		expect( field( 'Max. Price' ) ).toHaveValue( '€50.00' );
	} );

	it( 'when a max just above the min is typed › the min gives way by one step', async () => {
		await mount( { priceRange: MOCK_PRICE_RANGE, urlQuery: '?min_price=50' } );
		type( field( 'Max. Price' ), '40' );
		await wait( TYPED_INPUT_DEBOUNCE_MS );
		expect( field( 'Min. Price' ) ).toHaveValue( '€39.00' );
		expect( field( 'Max. Price' ) ).toHaveValue( '€40.00' );
	} );

	it( 'when the same range is typed again › nothing is applied', async () => {
		const { changes } = await mount( { priceRange: MOCK_PRICE_RANGE } );
		type( field( 'Max. Price' ), '429' );
		await wait( TYPED_INPUT_DEBOUNCE_MS + URL_UPDATE_DELAY_MS );
		expect( changes ).toEqual( [] );
		expect( currentAddress() ).toBe( '/tienda/page/2/?paged=2&orderby=price' );
	} );
} );

describe( 'given the slider', () => {
	it( 'when the min handle moves › the field follows at once; the range is submitted 600 ms later and the URL 500 ms after that', async () => {
		const { changes } = await mount( { priceRange: MOCK_PRICE_RANGE } );
		slide( handle( 'minimum' ), 5000 );
		expect( field( 'Min. Price' ) ).toHaveValue( '€50.00' );

		await wait( SLIDER_SUBMIT_DELAY_MS + URL_UPDATE_DELAY_MS - 1 );
		expect( changes ).toEqual( [] );
		await wait( 1 );
		expect( currentAddress() ).toBe( '/tienda/?orderby=price&min_price=50' );
		expect( changes ).toEqual( [ { min_price: 5000, max_price: null } ] );
	} );

	it( 'when the handle is dragged for a while › one range is applied, after it stops', async () => {
		const { changes } = await mount( { priceRange: MOCK_PRICE_RANGE } );
		for ( const value of [ 3000, 4000, 5000, 6000 ] ) {
			slide( handle( 'maximum' ), value );
			await wait( SLIDER_SUBMIT_DELAY_MS - 100 );
		}
		await wait( 100 + URL_UPDATE_DELAY_MS );
		expect( changes ).toEqual( [ { min_price: null, max_price: 6000 } ] );
	} );

	it( 'when the min handle passes the max › the max stays one step above it', async () => {
		await mount( { priceRange: MOCK_PRICE_RANGE, urlQuery: '?max_price=50' } );
		slide( handle( 'minimum' ), 8000 );
		expect( handle( 'minimum' ) ).toHaveValue( '8000' );
		expect( handle( 'maximum' ) ).toHaveValue( '8100' );
		expect( field( 'Max. Price' ) ).toHaveValue( '€81.00' );
	} );

	it( 'when a handle returns to its constraint › that bound leaves the URL', async () => {
		visit( '/tienda/?min_price=20&max_price=50' );
		await mount( { priceRange: MOCK_PRICE_RANGE, urlQuery: '?min_price=20&max_price=50' } );
		slide( handle( 'minimum' ), 1900 );
		await wait( SLIDER_SUBMIT_DELAY_MS + URL_UPDATE_DELAY_MS );
		expect( currentAddress() ).toBe( '/tienda/?max_price=50' );
	} );

	it( 'when stopped before the delays end › nothing is applied', async () => {
		const { changes } = await mount( { priceRange: MOCK_PRICE_RANGE } );
		slide( handle( 'minimum' ), 5000 );
		stop();
		await wait( 5000 );
		expect( changes ).toEqual( [] );
	} );
} );

describe( 'given Reset', () => {
	it( 'when the range is the whole range › Reset is hidden; once narrowed it shows', async () => {
		await mount( { priceRange: MOCK_PRICE_RANGE } );
		expect( screen.queryByRole( 'button', { name: 'Reset price filter' } ) ).toBeNull();
		slide( handle( 'maximum' ), 9000 );
		expect( screen.getByRole( 'button', { name: 'Reset price filter' } ) ).toHaveTextContent(
			'Reset'
		);
	} );

	it( 'when Reset is pressed › the whole range comes back and leaves the URL at once', async () => {
		visit( '/tienda/?min_price=20&max_price=50&query-0-page=3' );
		const { changes } = await mount( {
			priceRange: MOCK_PRICE_RANGE,
			urlQuery: '?min_price=20&max_price=50',
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Reset price filter' } ) );
		expect( field( 'Min. Price' ) ).toHaveValue( '€19.00' );
		expect( field( 'Max. Price' ) ).toHaveValue( '€429.00' );
		expect( currentAddress() ).toBe( '/tienda/' );
		expect( changes ).toEqual( [ { min_price: null, max_price: null } ] );
		expect( field( 'Min. Price' ) ).toHaveFocus();
	} );
} );

describe( 'given the filter button', () => {
	it( 'when the range changes › nothing is applied until Apply is pressed', async () => {
		const { changes } = await mount( {
			priceRange: MOCK_PRICE_RANGE,
			attributes: { showFilterButton: true },
		} );
		slide( handle( 'minimum' ), 3000 );
		await wait( 5000 );
		expect( changes ).toEqual( [] );
		expect( currentAddress() ).toBe( '/tienda/page/2/?paged=2&orderby=price' );

		fireEvent.click( screen.getByRole( 'button', { name: 'Apply price filter' } ) );
		expect( currentAddress() ).toBe( '/tienda/?orderby=price&min_price=30' );
		expect( changes ).toEqual( [ { min_price: 3000, max_price: null } ] );
	} );

	it( 'when Apply is pressed while a typed price waits › takes it and applies at once', async () => {
		const { changes } = await mount( {
			priceRange: MOCK_PRICE_RANGE,
			attributes: { showFilterButton: true },
		} );
		type( field( 'Max. Price' ), '80' );
		fireEvent.click( screen.getByRole( 'button', { name: 'Apply price filter' } ) );
		expect( changes ).toEqual( [ { min_price: null, max_price: 8000 } ] );
		await wait( 5000 );
		expect( changes ).toHaveLength( 1 );
	} );

	it( 'when checked by axe with Reset shown › finds nothing', async () => {
		await mountWithRealTimers();
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );
} );

// axe runs on real timers; the enhancer on fake ones (the filter is printed
// with its range, so no request waits).
const mountWithRealTimers = async () => {
	startFakeClock();
	const mounted = await mount( {
		priceRange: MOCK_PRICE_RANGE,
		urlQuery: '?min_price=20',
		attributes: { showFilterButton: true, heading: 'Filtrar por precio' },
	} );
	jest.useRealTimers();
	return mounted;
};

describe( 'given the width of the block', () => {
	it( 'when wider than 300 px › the fields sit inline; at 300 px or less they do not', async () => {
		const { block } = await mount( { priceRange: MOCK_PRICE_RANGE } );
		const slider = block.querySelector( '.wc-block-components-price-slider' )!;
		resizeTo( block, 301 );
		expect( slider ).toHaveClass( 'wc-block-components-price-slider--is-input-inline' );
		resizeTo( block, 300 );
		expect( slider ).not.toHaveClass( 'wc-block-components-price-slider--is-input-inline' );
	} );

	it( 'when enhanced with the defaults › axe finds nothing', async () => {
		await mount( { priceRange: MOCK_PRICE_RANGE, attributes: { heading: 'Precio' } } );
		jest.useRealTimers();
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );
} );
