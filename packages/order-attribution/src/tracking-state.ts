/** The tracking cookies as a state: read, moved on by one page view, written back with their lifetimes, cleared. */

import {
	NONE,
	TRACKING_COOKIE_DAYS_PER_MONTH,
	TRACKING_COOKIES,
	TRACKING_MIGRATIONS_VALUE,
} from './constants';
import { formatTrackingDate, formatTrackingValue, parseTrackingValue } from './cookie-format';
import { detectVisitSource } from './detect-source';
import type {
	CookieJar,
	PageView,
	SessionData,
	TrackingState,
	VisitSource,
	VisitStart,
	VisitorData,
} from './types';

const SOURCE_KEYS = [
	'typ',
	'src',
	'mdm',
	'cmp',
	'cnt',
	'trm',
	'id',
	'plt',
	'fmt',
	'tct',
] as const;
const START_KEYS = [ 'fd', 'ep', 'rf' ] as const;
const VISITOR_KEYS = [ 'vst', 'uip', 'uag' ] as const;
const SESSION_KEYS = [ 'pgs', 'cpg' ] as const;
const TRAFFIC_TYPES = [ 'utm', 'organic', 'referral', 'typein' ];

const MS_PER_MINUTE = 60 * 1000;
const MS_PER_DAY = 24 * 60 * MS_PER_MINUTE;

const readSource = ( value: string | null ): VisitSource | null => {
	const source = parseTrackingValue( value, SOURCE_KEYS );
	return source && TRAFFIC_TYPES.includes( source.typ ) ? ( source as VisitSource ) : null;
};

/**
 * What the tracking cookies hold now; a missing, expired or unreadable
 * cookie gives `null` for its part.
 *
 * @example
 * readTrackingState( documentCookieJar() ).current?.src; // 'google'
 */
export function readTrackingState( jar: CookieJar ): TrackingState {
	return {
		current: readSource( jar.get( TRACKING_COOKIES.current ) ),
		currentAdd: parseTrackingValue( jar.get( TRACKING_COOKIES.currentAdd ), START_KEYS ),
		first: readSource( jar.get( TRACKING_COOKIES.first ) ),
		firstAdd: parseTrackingValue( jar.get( TRACKING_COOKIES.firstAdd ), START_KEYS ),
		udata: parseTrackingValue( jar.get( TRACKING_COOKIES.udata ), VISITOR_KEYS ),
		session: parseTrackingValue( jar.get( TRACKING_COOKIES.session ), SESSION_KEYS ),
	};
}

const count = ( value: string | undefined ) => Number.parseInt( value ?? '', 10 ) || 1;

/**
 * The tracking state after one page view. A new source (see
 * `detectVisitSource`) replaces the current one and its start (time,
 * entrance point, referrer); the first visit's are kept once set. A page
 * view without a running session is a new visit (visits + 1, pages from 1);
 * within a session the pages are counted on.
 *
 * @example
 * const next = nextTrackingState( readTrackingState( jar ), { url, referrer, userAgent, now } );
 * next.session; // { pgs: '1', cpg: url }
 */
export function nextTrackingState( previous: TrackingState, view: PageView ): TrackingState {
	const hasSession = previous.session !== null;
	const detected = detectVisitSource( view, {
		hasSession,
		hasSource: previous.current !== null || previous.first !== null,
	} );
	const start: VisitStart = {
		fd: formatTrackingDate( view.now ),
		ep: view.url,
		rf: view.referrer || NONE,
	};
	// A first source without a current one (a cookie removed by hand) carries on as current.
	const current = detected ?? previous.current ?? previous.first!;
	const currentAdd = detected || ! previous.currentAdd ? start : previous.currentAdd;
	const udata: VisitorData = {
		vst: previous.udata ? String( count( previous.udata.vst ) + ( hasSession ? 0 : 1 ) ) : '1',
		uip: NONE,
		uag: view.userAgent,
	};
	const session: SessionData = {
		pgs: previous.session ? String( count( previous.session.pgs ) + 1 ) : '1',
		cpg: view.url,
	};
	return {
		current,
		currentAdd,
		first: previous.first ?? current,
		firstAdd: previous.firstAdd ?? currentAdd,
		udata,
		session,
	};
}

/**
 * How long the cookies live: the tracking cookies in months of 30 days, the
 * session cookie in minutes.
 *
 * @example
 * const lifetimes: TrackingLifetimes = { lifetimeMonths: 6, sessionMinutes: 30 };
 */
export interface TrackingLifetimes {
	lifetimeMonths: number;
	sessionMinutes: number;
}

/**
 * Writes every tracking cookie: the sources, starts, visitor and migration
 * record for the tracking lifetime, the session for the session length (so
 * it expires 30 minutes after the last page view by default).
 *
 * @example
 * writeTrackingState( jar, next, new Date(), { lifetimeMonths: 6, sessionMinutes: 30 } );
 */
export function writeTrackingState(
	jar: CookieJar,
	state: TrackingState,
	now: Date,
	{ lifetimeMonths, sessionMinutes }: TrackingLifetimes
): void {
	const lifetimeEnd = new Date(
		now.getTime() + lifetimeMonths * TRACKING_COOKIE_DAYS_PER_MONTH * MS_PER_DAY
	);
	const sessionEnd = new Date( now.getTime() + sessionMinutes * MS_PER_MINUTE );
	jar.set( TRACKING_COOKIES.migrations, TRACKING_MIGRATIONS_VALUE, lifetimeEnd );
	const parts = [ 'current', 'currentAdd', 'first', 'firstAdd', 'udata' ] as const;
	for ( const part of parts ) {
		const record = state[ part ];
		if ( record ) {
			jar.set( TRACKING_COOKIES[ part ], formatTrackingValue( record ), lifetimeEnd );
		}
	}
	if ( state.session ) {
		jar.set( TRACKING_COOKIES.session, formatTrackingValue( state.session ), sessionEnd );
	}
}

/**
 * Tracks one page view: reads the cookies, moves the state on, writes it
 * back, and returns it.
 *
 * @example
 * const state = trackPageView( documentCookieJar(), { url: location.href, referrer: document.referrer, userAgent: navigator.userAgent, now: new Date() }, { lifetimeMonths: 6, sessionMinutes: 30 } );
 */
export function trackPageView(
	jar: CookieJar,
	view: PageView,
	lifetimes: TrackingLifetimes
): TrackingState {
	const next = nextTrackingState( readTrackingState( jar ), view );
	writeTrackingState( jar, next, view.now, lifetimes );
	return next;
}

/**
 * Removes every tracking cookie (spec 1 §4: turning order tracking off
 * clears them), sourcebuster's promo cookie included.
 *
 * @example
 * clearTrackingCookies( documentCookieJar() );
 */
export function clearTrackingCookies( jar: CookieJar ): void {
	Object.values( TRACKING_COOKIES ).forEach( ( name ) => jar.remove( name ) );
}
