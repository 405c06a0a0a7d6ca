/**
 * Tests of the search dropdown in the browser against the mock shop
 * (spec 1 §2, §8, §9): debounced Store API suggestions, the keyboard, the
 * announcements (2000 ms result count, item added/removed, invalid item,
 * no results), in English and Spanish, axe in every state.
 */
import { fireEvent, getAllByRole, getByRole } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetLocaleData } from '@wordpress/i18n';

import { invalidateCollections } from '@cesta/api';
import { loadTranslations } from '@cesta/i18n';
import {
	RESULT_COUNT_REFRESH_MS,
	SEARCH_INPUT_DEBOUNCE_MS,
	SEARCH_SUGGESTION_LIMIT,
	enhanceStorefrontChrome,
} from '@cesta/storefront-chrome';
import {
	advance,
	advanceUntil,
	axe,
	installFakeTimers,
	recordRequests,
	setupMockShop,
} from '@cesta/test-utils';

import { printChromePage, searchField, searchStatus } from './chrome-page';

const shop = setupMockShop();

let stop: () => void = () => {};
let visited: string[] = [];
let user: ReturnType< typeof installFakeTimers >;
beforeEach( () => {
	invalidateCollections();
	user = installFakeTimers();
	printChromePage();
	visited = [];
	stop = enhanceStorefrontChrome( document, { navigate: ( url ) => visited.push( url ) } );
} );
afterEach( () => {
	stop();
	document.body.replaceChildren();
	resetLocaleData();
	jest.useRealTimers();
} );

const listbox = () => getByRole( document.body, 'listbox', { hidden: true } );
const options = () => getAllByRole( listbox(), 'option' );
const isOpen = () => searchField().getAttribute( 'aria-expanded' ) === 'true';

/** Types a search and lets the debounce and the mock shop answer. */
const search = async ( text: string ) => {
	await user.type( searchField(), text );
	await advance( SEARCH_INPUT_DEBOUNCE_MS );
	await advanceUntil( isOpen );
};

describe( 'the search dropdown', () => {
	it( 'given typing › asks the Store API once, after the pause, for up to 100 matching products', async () => {
		const recorder = recordRequests( shop );
		// The recorder keeps routes; the query is read from the requests themselves.
		const urls: URL[] = [];
		const onStart = ( { request }: { request: Request } ) =>
			urls.push( new URL( request.url ) );
		shop.server.events.on( 'request:start', onStart );
		await user.type( searchField(), 'olla' );
		await advance( SEARCH_INPUT_DEBOUNCE_MS - 1 );
		expect( recorder.httpRequests() ).toEqual( [] );
		await advance( 1 );
		await advanceUntil( isOpen );
		// Besides the Store API's route discovery (`GET /`, once a page), one search.
		expect( recorder.httpRequests().filter( ( call ) => call !== 'GET /' ) ).toEqual( [
			'GET /products',
		] );
		const products = urls.find( ( url ) => url.pathname.endsWith( '/products' ) ) as URL;
		expect( products.searchParams.get( 'search' ) ).toBe( 'olla' );
		expect( products.searchParams.get( 'per_page' ) ).toBe( String( SEARCH_SUGGESTION_LIMIT ) );
		shop.server.events.removeListener( 'request:start', onStart );
		recorder.stop();
	} );

	it( 'given results › opens a listbox of the matching products, expanded, passing axe', async () => {
		await search( 'olla' );
		expect( options().map( ( option ) => option.textContent ) ).toEqual(
			expect.arrayContaining( [ 'Olla a presión', 'Olla de cocción lenta' ] )
		);
		expect( listbox() ).toBeVisible();
		expect( searchField() ).toHaveAttribute( 'aria-controls', listbox().id );
		jest.useRealTimers();
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );

	it( 'given results › announces their count only 2000 ms after they changed', async () => {
		await search( 'olla' );
		const count = options().length;
		await advance( RESULT_COUNT_REFRESH_MS - 100 );
		expect( searchStatus() ).toHaveTextContent( '' );
		await advance( 100 );
		expect( searchStatus() ).toHaveTextContent( `${ count } results found.` );
	} );

	it( 'given the arrows › move the active option (aria-activedescendant, aria-selected), wrapping around', async () => {
		await search( 'olla' );
		const field = searchField();
		await user.keyboard( '{ArrowDown}' );
		expect( field ).toHaveAttribute( 'aria-activedescendant', options()[ 0 ].id );
		expect( options()[ 0 ] ).toHaveAttribute( 'aria-selected', 'true' );
		await user.keyboard( '{ArrowUp}' );
		const last = options()[ options().length - 1 ];
		expect( field ).toHaveAttribute( 'aria-activedescendant', last.id );
		expect( options()[ 0 ] ).toHaveAttribute( 'aria-selected', 'false' );
	} );

	it( 'given Enter on an active option › follows the product, fills the field and says "Item added."', async () => {
		await search( 'olla' );
		await user.keyboard( '{ArrowDown}' );
		const name = options()[ 0 ].textContent;
		await user.keyboard( '{Enter}' );
		expect( visited ).toEqual( [ expect.stringContaining( '/' ) ] );
		expect( searchField() ).toHaveValue( name );
		expect( isOpen() ).toBe( false );
		expect( searchStatus() ).toHaveTextContent( 'Item added.' );
	} );

	it( 'given a click on an option › follows that product', async () => {
		await search( 'olla' );
		await user.click( options()[ 1 ] );
		expect( visited ).toHaveLength( 1 );
		expect( searchStatus() ).toHaveTextContent( 'Item added.' );
	} );

	it( 'given a chosen item then Escape twice › closes, then clears the field and says "Item removed."', async () => {
		await search( 'olla' );
		await user.keyboard( '{ArrowDown}{Enter}' );
		await user.keyboard( '{Escape}' );
		expect( searchField() ).toHaveValue( '' );
		expect( searchStatus() ).toHaveTextContent( 'Item removed.' );
	} );

	it( 'given the dropdown is open › Escape closes it and keeps the text; a click outside closes it too', async () => {
		await search( 'olla' );
		await user.keyboard( '{Escape}' );
		expect( isOpen() ).toBe( false );
		expect( listbox() ).not.toBeVisible();
		expect( searchField() ).toHaveValue( 'olla' );
		await user.keyboard( '{ArrowDown}' );
		expect( isOpen() ).toBe( true );
		fireEvent.click( document.querySelector( 'main' ) as HTMLElement );
		expect( isOpen() ).toBe( false );
	} );

	it( 'given no match › shows and says "No results.", passing axe', async () => {
		await search( 'zzzqqq' );
		expect( listbox() ).not.toBeVisible();
		expect( document.querySelector( '.cesta-search__empty' ) ).toBeVisible();
		expect( searchStatus() ).toHaveTextContent( 'No results.' );
		jest.useRealTimers();
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );

	it( 'given Enter on an empty field › does not search and says "Invalid item"', async () => {
		searchField().focus();
		const submitted = fireEvent.keyDown( searchField(), { key: 'Enter' } );
		expect( submitted ).toBe( false );
		expect( searchStatus() ).toHaveTextContent( 'Invalid item' );
	} );

	it( 'given fast typing past an answer › shows only the last search’s suggestions', async () => {
		await search( 'olla' );
		await user.clear( searchField() );
		await user.type( searchField(), 'arrocera' );
		await advance( SEARCH_INPUT_DEBOUNCE_MS );
		await advanceUntil( () => options().length === 1 );
		expect( options()[ 0 ] ).toHaveTextContent( 'Arrocera' );
	} );

	it( 'given Spanish › says the messages and the count in Spanish', async () => {
		await loadTranslations( 'es_ES' );
		await search( 'olla' );
		await advance( RESULT_COUNT_REFRESH_MS );
		expect( searchStatus() ).toHaveTextContent( /^\d+ resultados encontrados\.$/ );
		await user.keyboard( '{ArrowDown}{Enter}' );
		expect( searchStatus() ).toHaveTextContent( 'Elemento añadido.' );
		await user.keyboard( '{Escape}' );
		expect( searchStatus() ).toHaveTextContent( 'Elemento eliminado.' );
		await user.keyboard( '{Enter}' );
		expect( searchStatus() ).toHaveTextContent( 'Elemento no válido' );
		await search( 'zzzqqq' );
		expect( searchStatus() ).toHaveTextContent( 'No hay resultados.' );
	} );

	it( 'given the Store API fails › keeps the dropdown closed and says nothing', async () => {
		shop.server.use(
			http.get( '*/wc/store/v1/products', () =>
				HttpResponse.json(
					{ code: 'internal_error', message: 'x', data: { status: 500 } },
					{ status: 500 }
				)
			)
		);
		await user.type( searchField(), 'olla' );
		await advance( SEARCH_INPUT_DEBOUNCE_MS + 1000 );
		expect( isOpen() ).toBe( false );
		expect( searchStatus() ).toHaveTextContent( '' );
	} );

	it( 'given names the Store API sends HTML-escaped › shows them as text', async () => {
		shop.server.use(
			http.get( '*/wc/store/v1/products', () =>
				HttpResponse.json( [
					{ id: 7, name: 'Sartén &amp; tapa', permalink: '/p/sarten/' },
				] )
			)
		);
		await search( 'sarten' );
		expect( options()[ 0 ].textContent ).toBe( 'Sartén & tapa' );
	} );

	it( 'given the chrome stopped while a search waits › asks nothing', async () => {
		const recorder = recordRequests( shop );
		await user.type( searchField(), 'olla' );
		stop();
		await advance( SEARCH_INPUT_DEBOUNCE_MS * 2 );
		expect( recorder.httpRequests() ).toEqual( [] );
		recorder.stop();
	} );
} );
