/** Tests of sessions: a new guest's defaults, storing on first write, session cookies. */

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
} );
