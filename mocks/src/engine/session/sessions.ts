/** The store of customer sessions, kept once written until they expire, and the blank session a new shopper starts with. */

import {
	GUEST_SESSION_ID_CHARS,
	SESSION_CLEANUP_INTERVAL_S,
	SESSION_COOKIE_LIFETIME_S,
} from '../core/constants';
import type { EngineContext } from '../core/context';
import { hmacHex, md5Hex, randomAlphanumeric, safeEquals } from '../core/hash';
import type { SessionState } from '../core/types';

/**
 * Customer sessions by id. A session exists for reading as soon as it is
 * named (by cookie or token) but is only kept once something is written to it,
 * as WooCommerce only stores sessions that have data. A kept session expires
 * `SESSION_COOKIE_LIFETIME_S` after its last write: from then on it reads as
 * a new shopper's, and the next cleanup (every `SESSION_CLEANUP_INTERVAL_S`)
 * drops it from memory.
 *
 * @example
 * const session = sessions.open( 't_abc' );
 * sessions.save( session );
 */
export interface SessionStore {
	open( id: string ): SessionState;
	save( session: SessionState ): void;
	has( id: string ): boolean;
	newGuestId(): string;
	/** The `wp_woocommerce_session_*` cookie name for this site. */
	readonly cookieName: string;
	cookieValue( session: SessionState ): string;
	/** The session id a signed, unexpired session cookie names; null otherwise. */
	readCookie( value: string ): string | null;
	/** Sessions held in memory: the kept ones, and expired ones until the next cleanup. */
	count(): number;
	clear(): void;
}

/**
 * The address every new session starts with: the shop's base country and
 * state, as the captures show (`ES`, `M`), or a customer's saved addresses.
 *
 * @example
 * blankSession( context, 't_1' ).shipping.state; // 'M'
 */
export function blankSession( context: EngineContext, id: string, userId = 0 ): SessionState {
	const { base } = context.fixtures.store;
	// A logged-in customer's session starts from their saved addresses (WC_Customer).
	const customer = userId
		? context.fixtures.customers.find( ( candidate ) => candidate.id === userId )
		: undefined;
	const address = {
		first_name: '',
		last_name: '',
		company: '',
		address_1: '',
		address_2: '',
		city: '',
		state: base.state,
		postcode: '',
		country: base.country,
		phone: '',
	};
	return {
		id,
		userId,
		lines: [],
		coupons: [],
		extensionData: {},
		billing: { ...address, email: '', ...customer?.billing },
		shipping: { ...address, ...customer?.shipping },
		chosenShipping: {},
		chosenPaymentMethod: '',
		contactFields: {},
		draftOrderId: 0,
		version: 1,
		bannerDismissed: false,
		notices: [],
		expiresAt: context.nowSeconds() + SESSION_COOKIE_LIFETIME_S,
	};
}

/**
 * Creates the session store.
 *
 * @example
 * const sessions = createSessionStore( context );
 */
export function createSessionStore( context: EngineContext ): SessionStore {
	const sessions = new Map< string, SessionState >();
	let nextCleanup = context.nowSeconds() + SESSION_CLEANUP_INTERVAL_S;
	const sign = ( id: string, expires: number ) =>
		hmacHex( context.secret, `session|${ id }|${ expires }` ).slice( 0, 32 );
	const isExpired = ( session: SessionState ) => session.expiresAt < context.nowSeconds();
	const removeExpired = () => {
		for ( const [ id, session ] of sessions ) {
			if ( isExpired( session ) ) {
				sessions.delete( id );
			}
		}
	};
	// Between cleanups an expired session must already read as gone.
	const live = ( id: string ) => {
		const session = sessions.get( id );
		if ( session && isExpired( session ) ) {
			sessions.delete( id );
			return undefined;
		}
		return session;
	};
	return {
		open: ( id ) =>
			live( id ) ?? blankSession( context, id, /^\d+$/.test( id ) ? Number( id ) : 0 ),
		save( session ) {
			const now = context.nowSeconds();
			if ( now >= nextCleanup ) {
				nextCleanup = now + SESSION_CLEANUP_INTERVAL_S;
				removeExpired();
			}
			session.expiresAt = now + SESSION_COOKIE_LIFETIME_S;
			sessions.set( session.id, session );
		},
		has: ( id ) => live( id ) !== undefined,
		newGuestId: () => `t_${ randomAlphanumeric( GUEST_SESSION_ID_CHARS ) }`,
		cookieName: `wp_woocommerce_session_${ md5Hex( context.siteUrl ) }`,
		cookieValue( session ) {
			const expires = session.expiresAt;
			return `${ session.id }||${ expires }||${ expires - 3600 }||${ sign( session.id, expires ) }`;
		},
		readCookie( value ) {
			const [ id, expires, , signature ] = decodeURIComponent( value ).split( '||' );
			if ( ! id || ! expires || ! signature ) {
				return null;
			}
			if (
				! safeEquals( signature, sign( id, Number( expires ) ) ) ||
				Number( expires ) < context.nowSeconds()
			) {
				return null;
			}
			return id;
		},
		count: () => sessions.size,
		clear: () => sessions.clear(),
	};
}
