/** Tests of nonces and Cart-Tokens: binding to session and action, expiry, signatures. */

import { createContext } from '../../core/context';
import { createNonceService } from '../nonces';

const clockAt = ( start: number ) => {
	let now = start;
	return { now: () => now, advance: ( seconds: number ) => ( now += seconds * 1000 ) };
};

describe( 'nonces', () => {
	it( 'given a nonce › when checked for its session and action › is valid, and not for another session or action', () => {
		const clock = clockAt( Date.UTC( 2026, 10, 25 ) );
		const nonces = createNonceService( createContext( { now: clock.now } ) );
		const nonce = nonces.create( 'wc_store_api', 't_one' );
		expect( nonce ).toMatch( /^[0-9a-f]{10}$/ );
		expect( nonces.verify( nonce, 'wc_store_api', 't_one' ) ).toBe( true );
		expect( nonces.verify( nonce, 'wc_store_api', 't_two' ) ).toBe( false );
		expect( nonces.verify( nonce, 'wp_rest', 't_one' ) ).toBe( false );
	} );

	it( 'given a nonce › when 12 hours pass › it is still valid (previous tick), and after 24 hours it is not', () => {
		const clock = clockAt( Date.UTC( 2026, 10, 25, 0, 0, 1 ) );
		const nonces = createNonceService( createContext( { now: clock.now } ) );
		const nonce = nonces.create( 'wc_store_api', '0' );
		clock.advance( 12 * 3600 );
		expect( nonces.verify( nonce, 'wc_store_api', '0' ) ).toBe( true );
		clock.advance( 12 * 3600 );
		expect( nonces.verify( nonce, 'wc_store_api', '0' ) ).toBe( false );
	} );

	it( 'given expireAll › when an older nonce is checked › it is refused and a new one is accepted', () => {
		const nonces = createNonceService( createContext() );
		const old = nonces.create( 'wc_store_api', 't_one' );
		nonces.expireAll();
		expect( nonces.verify( old, 'wc_store_api', 't_one' ) ).toBe( false );
		expect(
			nonces.verify( nonces.create( 'wc_store_api', 't_one' ), 'wc_store_api', 't_one' )
		).toBe( true );
	} );
} );

describe( 'Cart-Token', () => {
	it( 'given a token › when read back › names its session', () => {
		const nonces = createNonceService( createContext() );
		expect( nonces.readCartToken( nonces.createCartToken( 't_abc' ) ) ).toBe( 't_abc' );
	} );

	it( 'given a token signed with another secret › when read › is refused', () => {
		const token = createNonceService( createContext( { secret: 'otro' } ) ).createCartToken(
			't_abc'
		);
		expect( createNonceService( createContext() ).readCartToken( token ) ).toBeNull();
	} );

	it( 'given a token older than two days › when read › is refused', () => {
		const clock = clockAt( Date.UTC( 2026, 10, 25 ) );
		const nonces = createNonceService( createContext( { now: clock.now } ) );
		const token = nonces.createCartToken( 't_abc' );
		clock.advance( 172_801 );
		expect( nonces.readCartToken( token ) ).toBeNull();
	} );

	it( 'given a token whose payload was edited › when read › the signature no longer matches', () => {
		const nonces = createNonceService( createContext() );
		const [ header, , signature ] = nonces.createCartToken( 't_abc' ).split( '.' );
		const payload = Buffer.from(
			JSON.stringify( { user_id: 't_xyz', exp: 9999999999, iss: 'store-api' } )
		).toString( 'base64url' );
		expect( nonces.readCartToken( `${ header }.${ payload }.${ signature }` ) ).toBeNull();
		expect( nonces.readCartToken( 'not-a-token' ) ).toBeNull();
	} );
} );
