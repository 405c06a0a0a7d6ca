/**
 * Source detection through the tracking cookies (spec 1 §3, §9): each visit
 * is tracked into cookies that expire on a fake clock, and each case asserts
 * the fields stored for it.
 */

import {
	readTrackingState,
	TRACKING_COOKIE_LIFETIME_MONTHS,
	TRACKING_SESSION_LENGTH_MINUTES,
	trackPageView,
} from '@cesta/order-attribution';

import { clockCookieJar } from './clock-cookie-jar';

const SHOP = 'https://tienda.example';
const USER_AGENT =
	'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const START = Date.UTC( 2026, 10, 26, 9, 0, 0 );
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

let jar = clockCookieJar();
const visit = ( path: string, referrer = '' ) =>
	trackPageView(
		jar,
		{ url: `${ SHOP }${ path }`, referrer, userAgent: USER_AGENT, now: new Date() },
		{
			lifetimeMonths: TRACKING_COOKIE_LIFETIME_MONTHS,
			sessionMinutes: TRACKING_SESSION_LENGTH_MINUTES,
		}
	);
const stored = () => readTrackingState( jar );
const wait = ( ms: number ) => jest.advanceTimersByTime( ms );

beforeEach( () => {
	jest.useFakeTimers( { now: START } );
	jar = clockCookieJar();
} );
afterEach( () => jest.useRealTimers() );

describe( 'given a link tagged with UTM parameters', () => {
	it( 'when every UTM parameter is set › stores type utm and each one in its field', () => {
		visit(
			'/producto/freidora-de-aire/?utm_source=newsletter&utm_medium=email&utm_campaign=black-friday&utm_content=boton-principal&utm_term=freidora&utm_id=bf26&utm_source_platform=mailpoet&utm_creative_format=banner&utm_marketing_tactic=retargeting'
		);
		expect( stored().current ).toEqual( {
			typ: 'utm',
			src: 'newsletter',
			mdm: 'email',
			cmp: 'black-friday',
			cnt: 'boton-principal',
			trm: 'freidora',
			id: 'bf26',
			plt: 'mailpoet',
			fmt: 'banner',
			tct: 'retargeting',
		} );
	} );

	it( 'when only source and medium are set › the other fields are (none) and the referrer is kept', () => {
		visit( '/?utm_source=facebook&utm_medium=paid_social', 'https://l.facebook.com/' );
		expect( stored().current ).toMatchObject( {
			typ: 'utm',
			src: 'facebook',
			mdm: 'paid_social',
			cmp: '(none)',
			cnt: '(none)',
			trm: '(none)',
			id: '(none)',
		} );
		expect( stored().currentAdd ).toEqual( {
			fd: '2026-11-26 09:00:00',
			ep: `${ SHOP }/?utm_source=facebook&utm_medium=paid_social`,
			rf: 'https://l.facebook.com/',
		} );
	} );

	it( 'when a Google Ads click carries only gclid › stores google / cpc / google_cpc', () => {
		visit( '/tienda/?gclid=Cj0KCQiA2eKtBhDcARIsAEGTG40' );
		expect( stored().current ).toMatchObject( {
			typ: 'utm',
			src: 'google',
			mdm: 'cpc',
			cmp: 'google_cpc',
		} );
	} );

	it( 'when the values have spaces and accents › they are stored decoded and read back intact', () => {
		visit(
			'/?utm_source=revista&utm_campaign=rebajas%20de%20oto%C3%B1o&utm_term=olla+a+presi%C3%B3n'
		);
		expect( stored().current ).toMatchObject( {
			src: 'revista',
			cmp: 'rebajas de otoño',
			trm: 'olla a presión',
		} );
	} );

	it( 'when a tagged link arrives in the middle of a session › it replaces the current source, the first stays', () => {
		visit( '/', 'https://www.google.es/' );
		wait( 5 * MINUTE );
		visit( '/?utm_source=instagram&utm_medium=story' );
		expect( stored().current ).toMatchObject( { typ: 'utm', src: 'instagram', mdm: 'story' } );
		expect( stored().first ).toMatchObject( { typ: 'organic', src: 'google' } );
		expect( stored().session ).toMatchObject( { pgs: '2' } );
		expect( stored().udata ).toMatchObject( { vst: '1' } );
	} );

	it( 'when the tagged link comes from a social network › UTM wins over the referral', () => {
		visit(
			'/?utm_source=twitter&utm_medium=social&utm_campaign=lanzamiento',
			'https://t.co/AbC123'
		);
		expect( stored().current ).toMatchObject( {
			typ: 'utm',
			src: 'twitter',
			mdm: 'social',
			cmp: 'lanzamiento',
		} );
	} );
} );

describe( 'given a visit from a search engine (organic)', () => {
	it( 'when Google sends only its origin › stores organic / google with no term', () => {
		visit( '/producto/ventilador-de-pie/', 'https://www.google.com/' );
		expect( stored().current ).toMatchObject( {
			typ: 'organic',
			src: 'google',
			mdm: 'organic',
			cmp: '(none)',
			cnt: '(none)',
			trm: '(none)',
		} );
		expect( stored().currentAdd ).toMatchObject( { rf: 'https://www.google.com/' } );
	} );

	it( "when it is Google's Spanish site › google.es is recognised by host", () => {
		visit( '/', 'https://www.google.es/' );
		expect( stored().current ).toMatchObject( { typ: 'organic', src: 'google' } );
	} );

	it( 'when Bing sends its search › stores bing and the search terms', () => {
		visit( '/', 'https://www.bing.com/search?q=freidora+de+aire+5l&form=QBLH' );
		expect( stored().current ).toMatchObject( {
			typ: 'organic',
			src: 'bing',
			mdm: 'organic',
			trm: 'freidora de aire 5l',
		} );
	} );

	it( 'when Bing sends only its origin › bing is recognised by host', () => {
		visit( '/', 'https://www.bing.com/' );
		expect( stored().current ).toMatchObject( { typ: 'organic', src: 'bing', trm: '(none)' } );
	} );

	it( 'when DuckDuckGo sends only its origin › stores organic / duckduckgo', () => {
		visit( '/', 'https://duckduckgo.com/' );
		expect( stored().current ).toMatchObject( {
			typ: 'organic',
			src: 'duckduckgo',
			mdm: 'organic',
		} );
	} );

	it( "when DuckDuckGo's HTML version sends the query › stores the search terms", () => {
		visit( '/', 'https://html.duckduckgo.com/html/?q=arrocera+electrica' );
		expect( stored().current ).toMatchObject( {
			src: 'duckduckgo',
			trm: 'arrocera electrica',
		} );
	} );

	it( 'when Yahoo Search sends its query (p) › stores yahoo and the terms', () => {
		visit( '/', 'https://es.search.yahoo.com/search?p=olla+programable&fr=yfp-t' );
		expect( stored().current ).toMatchObject( {
			typ: 'organic',
			src: 'yahoo',
			mdm: 'organic',
			trm: 'olla programable',
		} );
	} );

	it( 'when Yahoo Mail links without a search › it is a referral from mail.yahoo.com, not organic', () => {
		visit( '/', 'https://mail.yahoo.com/d/folders/1/messages/42' );
		expect( stored().current ).toMatchObject( {
			typ: 'referral',
			src: 'mail.yahoo.com',
			mdm: 'referral',
		} );
	} );

	it( 'when Yandex sends its query (text) › stores yandex and the terms', () => {
		visit( '/', 'https://yandex.ru/search/?text=%D1%87%D0%B0%D0%B9%D0%BD%D0%B8%D0%BA&lr=213' );
		expect( stored().current ).toMatchObject( {
			typ: 'organic',
			src: 'yandex',
			trm: 'чайник',
		} );
	} );

	it( 'when Google Maps links › it is a referral, not a search', () => {
		visit( '/', 'https://maps.google.com/maps?cid=123' );
		expect( stored().current ).toMatchObject( { typ: 'referral', src: 'maps.google.com' } );
	} );

	it( 'when a search arrives in the middle of a session › organic replaces the current source', () => {
		visit( '/', 'https://www.ocu.org/' );
		wait( 2 * MINUTE );
		visit( '/', 'https://duckduckgo.com/' );
		expect( stored().current ).toMatchObject( { typ: 'organic', src: 'duckduckgo' } );
		expect( stored().first ).toMatchObject( { typ: 'referral', src: 'ocu.org' } );
	} );
} );

describe( 'given a link from another site (referral)', () => {
	it( "when it is Facebook's link shim › stores facebook.com / social and the linking path", () => {
		visit( '/', 'https://l.facebook.com/l.php?u=https%3A%2F%2Ftienda.example%2F&h=AT0' );
		expect( stored().current ).toMatchObject( {
			typ: 'referral',
			src: 'facebook.com',
			mdm: 'social',
			cmp: '(none)',
			cnt: '/l.php',
			trm: '(none)',
		} );
	} );

	it( "when it is X's t.co shortener › stores twitter.com / social", () => {
		visit( '/', 'https://t.co/x7Yz9' );
		expect( stored().current ).toMatchObject( {
			typ: 'referral',
			src: 'twitter.com',
			mdm: 'social',
		} );
	} );

	it( 'when it is Instagram › stores instagram.com / social', () => {
		visit( '/', 'https://l.instagram.com/?u=https%3A%2F%2Ftienda.example%2F' );
		expect( stored().current ).toMatchObject( { src: 'instagram.com', mdm: 'social' } );
	} );

	it( 'when it is a review site › stores its host without www, medium referral and the page path', () => {
		visit( '/', 'https://www.ocu.org/electrodomesticos/freidoras/comparar' );
		expect( stored().current ).toMatchObject( {
			typ: 'referral',
			src: 'ocu.org',
			mdm: 'referral',
			cnt: '/electrodomesticos/freidoras/comparar',
		} );
		expect( stored().currentAdd ).toMatchObject( {
			rf: 'https://www.ocu.org/electrodomesticos/freidoras/comparar',
		} );
	} );

	it( 'when another site links during a running session › the current source is kept', () => {
		visit( '/', 'https://www.google.es/' );
		wait( 10 * MINUTE );
		visit( '/producto/tv/', 'https://www.ocu.org/' );
		expect( stored().current ).toMatchObject( { typ: 'organic', src: 'google' } );
		expect( stored().currentAdd ).toMatchObject( { rf: 'https://www.google.es/' } );
		expect( stored().session ).toEqual( { pgs: '2', cpg: `${ SHOP }/producto/tv/` } );
	} );
} );

describe( 'given a visit without a referrer (direct)', () => {
	it( 'when it is the first visit › stores typein / (direct) and the first visit equals the current one', () => {
		visit( '/' );
		const state = stored();
		expect( state.current ).toEqual( {
			typ: 'typein',
			src: '(direct)',
			mdm: '(none)',
			cmp: '(none)',
			cnt: '(none)',
			trm: '(none)',
			id: '(none)',
			plt: '(none)',
			fmt: '(none)',
			tct: '(none)',
		} );
		expect( state.first ).toEqual( state.current );
		expect( state.currentAdd ).toEqual( {
			fd: '2026-11-26 09:00:00',
			ep: `${ SHOP }/`,
			rf: '(none)',
		} );
		expect( state.firstAdd ).toEqual( state.currentAdd );
		expect( state.udata ).toEqual( { vst: '1', uip: '(none)', uag: USER_AGENT } );
		expect( state.session ).toEqual( { pgs: '1', cpg: `${ SHOP }/` } );
	} );
} );

describe( "given navigation between the shop's own pages", () => {
	it( 'when the shopper moves on › the source and its start are kept, pages are counted, the current page updated', () => {
		visit( '/', 'https://www.bing.com/search?q=tv' );
		wait( MINUTE );
		visit( '/tienda/', `${ SHOP }/` );
		wait( MINUTE );
		visit( '/carrito/', `${ SHOP }/tienda/` );
		const state = stored();
		expect( state.current ).toMatchObject( { typ: 'organic', src: 'bing', trm: 'tv' } );
		expect( state.currentAdd ).toEqual( {
			fd: '2026-11-26 09:00:00',
			ep: `${ SHOP }/`,
			rf: 'https://www.bing.com/search?q=tv',
		} );
		expect( state.session ).toEqual( { pgs: '3', cpg: `${ SHOP }/carrito/` } );
		expect( state.udata ).toMatchObject( { vst: '1' } );
	} );

	it( 'when the referrer is the www. host of the same shop › it is internal, not a referral', () => {
		visit( '/?utm_source=newsletter' );
		visit( '/tienda/', 'https://www.tienda.example/' );
		expect( stored().current ).toMatchObject( { typ: 'utm', src: 'newsletter' } );
	} );
} );

describe( 'given a session that expires (30 minutes without a page view)', () => {
	it( 'when the shopper comes back after 31 minutes through an internal page › a new visit with the same source', () => {
		visit( '/', 'https://www.google.es/' );
		wait( 31 * MINUTE );
		visit( '/tienda/', `${ SHOP }/` );
		const state = stored();
		expect( state.current ).toMatchObject( { typ: 'organic', src: 'google' } );
		expect( state.udata ).toMatchObject( { vst: '2' } );
		expect( state.session ).toEqual( { pgs: '1', cpg: `${ SHOP }/tienda/` } );
	} );

	it( 'when every page view comes within 30 minutes of the last › the session goes on', () => {
		visit( '/' );
		wait( 29 * MINUTE );
		visit( '/tienda/', `${ SHOP }/` );
		wait( 29 * MINUTE );
		visit( '/carrito/', `${ SHOP }/tienda/` );
		expect( stored().session ).toMatchObject( { pgs: '3' } );
		expect( stored().udata ).toMatchObject( { vst: '1' } );
	} );

	it( 'when another site links after the session expired › the referral becomes the current source, the first stays', () => {
		visit( '/?utm_source=newsletter&utm_medium=email' );
		wait( 45 * MINUTE );
		visit( '/', 'https://www.ocu.org/freidoras' );
		const state = stored();
		expect( state.current ).toMatchObject( { typ: 'referral', src: 'ocu.org' } );
		expect( state.currentAdd ).toMatchObject( {
			fd: '2026-11-26 09:45:00',
			rf: 'https://www.ocu.org/freidoras',
		} );
		expect( state.first ).toMatchObject( { typ: 'utm', src: 'newsletter' } );
		expect( state.firstAdd ).toMatchObject( { fd: '2026-11-26 09:00:00' } );
		expect( state.udata ).toMatchObject( { vst: '2' } );
	} );
} );

describe( 'given a returning visitor', () => {
	it( 'when they come back directly a week later › the last source is kept and the visit counted', () => {
		visit( '/', 'https://www.google.es/' );
		wait( 7 * DAY );
		visit( '/' );
		const state = stored();
		expect( state.current ).toMatchObject( { typ: 'organic', src: 'google' } );
		expect( state.currentAdd ).toMatchObject( { fd: '2026-11-26 09:00:00' } );
		expect( state.udata ).toMatchObject( { vst: '2' } );
		expect( state.session ).toMatchObject( { pgs: '1' } );
	} );

	it( 'when they come back from a search after a tagged first visit › current is organic, first is still utm', () => {
		visit( '/?utm_source=newsletter&utm_medium=email' );
		wait( 3 * DAY );
		visit( '/', 'https://www.bing.com/' );
		const state = stored();
		expect( state.current ).toMatchObject( { typ: 'organic', src: 'bing' } );
		expect( state.currentAdd ).toMatchObject( { fd: '2026-11-29 09:00:00' } );
		expect( state.first ).toMatchObject( { typ: 'utm', src: 'newsletter', mdm: 'email' } );
		expect( state.firstAdd ).toMatchObject( { fd: '2026-11-26 09:00:00' } );
	} );

	it( 'when they come back after 179 days (within 6 months of 30 days) › they are still known', () => {
		visit( '/', 'https://t.co/x7Yz9' );
		wait( 179 * DAY );
		visit( '/' );
		expect( stored().current ).toMatchObject( { typ: 'referral', src: 'twitter.com' } );
		expect( stored().udata ).toMatchObject( { vst: '2' } );
	} );

	it( 'when they come back after 181 days › the cookies have expired and it is a first direct visit', () => {
		visit( '/', 'https://t.co/x7Yz9' );
		wait( 181 * DAY );
		visit( '/' );
		const state = stored();
		expect( state.current ).toMatchObject( { typ: 'typein', src: '(direct)' } );
		expect( state.first ).toMatchObject( { typ: 'typein' } );
		expect( state.udata ).toMatchObject( { vst: '1' } );
	} );
} );
