/** Tests of the tracking cookies themselves: the value format, the lifetimes written, jsdom's cookies read and cleared. */

import {
	clearTrackingCookies,
	documentCookieJar,
	formatTrackingDate,
	formatTrackingValue,
	nextTrackingState,
	parseTrackingValue,
	readTrackingState,
	TRACKING_COOKIES,
	writeTrackingState,
} from '@cesta/order-attribution';

const NOW = new Date( Date.UTC( 2026, 10, 26, 9, 0, 0 ) );
const VIEW = {
	url: 'https://tienda.example/?utm_source=newsletter',
	referrer: '',
	userAgent: 'Mozilla/5.0 Test',
	now: NOW,
};
const EMPTY = readTrackingState( { get: () => null, set: () => {}, remove: () => {} } );

// A document whose cookie writes are kept as written, to read their attributes.
const recordingDocument = () => {
	const written: string[] = [];
	const doc = {
		get cookie() {
			return '';
		},
		set cookie( value: string ) {
			written.push( value );
		},
		location: { hostname: 'tienda.example' },
	};
	return { doc: doc as unknown as Document, written };
};

afterEach( () => clearTrackingCookies( documentCookieJar() ) );

describe( 'the value format', () => {
	it( 'given a record › writes key=value pairs split by the triple bar and reads them back', () => {
		const value = formatTrackingValue( {
			fd: '2026-11-26 09:00:00',
			ep: 'https://a.example/?x=1&y=2',
			rf: '(none)',
		} );
		expect( value ).toBe(
			'fd=2026-11-26 09:00:00|||ep=https://a.example/?x=1&y=2|||rf=(none)'
		);
		expect( parseTrackingValue( value, [ 'fd', 'ep', 'rf' ] ) ).toEqual( {
			fd: '2026-11-26 09:00:00',
			ep: 'https://a.example/?x=1&y=2',
			rf: '(none)',
		} );
	} );

	it( 'given a value of another format › reads it as missing', () => {
		expect( parseTrackingValue( 'garbage', [ 'pgs', 'cpg' ] ) ).toBeNull();
		expect( parseTrackingValue( null, [ 'pgs' ] ) ).toBeNull();
		expect( formatTrackingDate( new Date( Date.UTC( 2026, 0, 5, 7, 8, 9 ) ) ) ).toBe(
			'2026-01-05 07:08:09'
		);
	} );
} );

describe( 'the lifetimes written', () => {
	it( 'given a page view › the tracking cookies expire in 6 months of 30 days, the session in 30 minutes, site-wide', () => {
		const { doc, written } = recordingDocument();
		writeTrackingState( documentCookieJar( doc ), nextTrackingState( EMPTY, VIEW ), NOW, {
			lifetimeMonths: 6,
			sessionMinutes: 30,
		} );
		const expiryOf = ( name: string ) => {
			const cookie = written.find( ( entry ) => entry.startsWith( `${ name }=` ) )!;
			expect( cookie ).toContain( 'path=/' );
			return new Date( /expires=([^;]+)/.exec( cookie )![ 1 ]! ).getTime();
		};
		const in180Days = NOW.getTime() + 180 * 24 * 60 * 60 * 1000;
		for ( const name of [
			'sbjs_migrations',
			'sbjs_current',
			'sbjs_current_add',
			'sbjs_first',
			'sbjs_first_add',
			'sbjs_udata',
		] ) {
			expect( expiryOf( name ) ).toBe( in180Days );
		}
		expect( expiryOf( 'sbjs_session' ) ).toBe( NOW.getTime() + 30 * 60 * 1000 );
	} );

	it( 'given tracking turned off › every cookie is expired for the site and for its domain', () => {
		const { doc, written } = recordingDocument();
		clearTrackingCookies( documentCookieJar( doc ) );
		for ( const name of Object.values( TRACKING_COOKIES ) ) {
			expect( written ).toContain( `${ name }=; path=/; max-age=-999` );
			expect( written ).toContain(
				`${ name }=; path=/; max-age=-999; domain=.tienda.example`
			);
		}
	} );
} );

describe( "jsdom's cookies", () => {
	it( 'given a tracked page view › the page reads back what was written, and clearing leaves none', () => {
		const jar = documentCookieJar();
		const state = nextTrackingState( EMPTY, { ...VIEW, now: new Date() } );
		writeTrackingState( jar, state, new Date(), { lifetimeMonths: 6, sessionMinutes: 30 } );
		expect( readTrackingState( jar ) ).toEqual( state );
		expect( jar.get( TRACKING_COOKIES.migrations ) ).toBe( '1418474375998=1' );
		clearTrackingCookies( jar );
		expect( readTrackingState( jar ) ).toEqual( EMPTY );
		expect( document.cookie ).not.toContain( 'sbjs_' );
	} );
} );
