/** Tests of sessions: a new guest's defaults, storing on first write, session cookies, expiry. */

import { SESSION_CLEANUP_INTERVAL_S, SESSION_COOKIE_LIFETIME_S } from '../../core/constants';
import { createContext } from '../../core/context';
import { createSessionStore } from '../sessions';

describe( 'sessions', () => {
	it( 'given a new guest id › when opened › starts with the shop base address and is not stored until saved', () => {
		const sessions = createSessionStore( createContext() );
		const id = sessions.newGuestId();
		const session = sessions.open( id );
		expect( id ).toMatch( /^t_[A-Za-z0-9]{30}$/ );
		expect( session.shipping ).toMatchObject( { country: 'ES', state: 'M' } );
		expect( sessions.has( id ) ).toBe( false );
		sessions.save( session );
		expect( sessions.has( id ) ).toBe( true );
	} );

	it( 'given a session cookie › when read back › names the session; a tampered one does not', () => {
		const sessions = createSessionStore( createContext() );
		const session = sessions.open( 't_cookie' );
		sessions.save( session );
		const value = sessions.cookieValue( session );
		expect( sessions.readCookie( value ) ).toBe( 't_cookie' );
		expect( sessions.readCookie( value.replace( 't_cookie', 't_other' ) ) ).toBeNull();
		expect( sessions.cookieName ).toMatch( /^wp_woocommerce_session_[0-9a-f]{32}$/ );
	} );

	describe( 'expiry', () => {
		const HOUR_MS = 3_600_000;
		const lifetimeMs = SESSION_COOKIE_LIFETIME_S * 1000;

		beforeEach( () => {
			jest.useFakeTimers( { now: new Date( '2026-11-20T10:00:00Z' ) } );
		} );

		afterEach( () => {
			jest.useRealTimers();
		} );

		/** A store with one kept session holding a cart line. */
		const storeWithCart = () => {
			const sessions = createSessionStore( createContext() );
			const session = sessions.open( 't_idle' );
			session.lines = [
				{
					key: 'k',
					productId: 17,
					variationId: 0,
					variation: {},
					quantity: 2,
					itemData: {},
				},
			];
			sessions.save( session );
			return sessions;
		};

		it( 'given a kept session › when 48 h pass without a write › reads as a new shopper’s, and its cookie no longer names it', () => {
			const sessions = storeWithCart();
			const cookie = sessions.cookieValue( sessions.open( 't_idle' ) );

			jest.advanceTimersByTime( lifetimeMs + 1000 );

			expect( sessions.has( 't_idle' ) ).toBe( false );
			expect( sessions.open( 't_idle' ).lines ).toEqual( [] );
			expect( sessions.readCookie( cookie ) ).toBeNull();
		} );

		it( 'given a kept session › when it is written again before it expires › lives 48 h from that write', () => {
			const sessions = storeWithCart();

			jest.advanceTimersByTime( lifetimeMs - HOUR_MS );
			sessions.save( sessions.open( 't_idle' ) );
			jest.advanceTimersByTime( lifetimeMs - HOUR_MS );

			expect( sessions.has( 't_idle' ) ).toBe( true );
			expect( sessions.open( 't_idle' ).lines ).toHaveLength( 1 );
		} );

		it( 'given many sessions left idle › when they expire › read as gone at once and leave memory at the next cleanup, the live ones staying', () => {
			const sessions = createSessionStore( createContext() );
			for ( let index = 0; index < 50; index++ ) {
				sessions.save( sessions.open( `t_old${ index }` ) );
			}
			jest.advanceTimersByTime( lifetimeMs - HOUR_MS );
			sessions.save( sessions.open( 't_recent' ) );
			jest.advanceTimersByTime( 2 * HOUR_MS );

			expect( sessions.has( 't_old7' ) ).toBe( false );
			// Read as gone, but swept only by the next cleanup.
			expect( sessions.count() ).toBe( 50 );

			jest.advanceTimersByTime( SESSION_CLEANUP_INTERVAL_S * 1000 );
			sessions.save( sessions.open( 't_new' ) );

			expect( sessions.count() ).toBe( 2 );
			expect( sessions.has( 't_recent' ) ).toBe( true );
		} );
	} );
} );
