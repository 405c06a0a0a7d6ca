/** Tests of zxcvbn-ts password scoring: common and Spanish words, lazy loading, the fallback. */

import {
	createPasswordStrengthMeter,
	getPasswordStrength,
	loadZxcvbnScorer,
} from '@cesta/validation';
import type { PasswordScorer } from '@cesta/validation';

describe( 'given the zxcvbn-ts scorer, loaded through dynamic import', () => {
	let scorer: PasswordScorer;
	beforeAll( async () => {
		scorer = await loadZxcvbnScorer();
	} );

	it.each( [ '123456', 'password', 'qwerty', 'abc123' ] )(
		'when the password is the common %p › scores 0',
		( password ) => {
			expect( scorer.score( password, [] ) ).toBe( 0 );
		}
	);

	it( 'when the password is a common Spanish word › scores it low thanks to the es-ES dictionary', () => {
		expect( scorer.score( 'mariposa', [] ) ).toBeLessThanOrEqual( 1 );
	} );

	it( 'when the password is a long random passphrase › scores 4', () => {
		expect( scorer.score( 'Xq7#vR!m2$Lp9&Zt', [] ) ).toBe( 4 );
	} );

	it( 'when the password reuses what the shopper typed elsewhere › scores it lower', () => {
		expect( scorer.score( 'Zorbaquintel!9', [] ) ).toBe( 4 );
		expect( scorer.score( 'Zorbaquintel!9', [ 'Zorbaquintel' ] ) ).toBeLessThanOrEqual( 1 );
	} );
} );

describe( 'given getPasswordStrength', () => {
	it( 'scores with the library and labels the score', async () => {
		await expect( getPasswordStrength( '123456' ) ).resolves.toEqual( {
			score: 0,
			label: 'Too weak',
			source: 'library',
		} );
		await expect( getPasswordStrength( 'Xq7#vR!m2$Lp9&Zt' ) ).resolves.toEqual( {
			score: 4,
			label: 'Very strong',
			source: 'library',
		} );
	} );
} );

describe( 'given a strength meter whose scorer is loaded lazily', () => {
	it( 'when nothing asks for a score › does not load the scorer', () => {
		const load = jest.fn( loadZxcvbnScorer );
		createPasswordStrengthMeter( load );
		expect( load ).not.toHaveBeenCalled();
	} );

	it( 'when asked many times › loads the scorer once', async () => {
		const load = jest.fn( async (): Promise< PasswordScorer > => ( { score: () => 3 } ) );
		const meter = createPasswordStrengthMeter( load );
		await Promise.all( [
			meter.preload(),
			meter.getStrength( 'a' ),
			meter.getStrength( 'b' ),
		] );
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'when scoring now before the scorer has loaded › answers with the fallback scorer, then the library', async () => {
		const meter = createPasswordStrengthMeter( async () => ( { score: () => 4 } ) );
		expect( meter.getStrengthNow( 'abcdefg1' ) ).toEqual( {
			score: 2,
			label: 'Medium',
			source: 'fallback',
		} );
		await meter.preload();
		expect( meter.getStrengthNow( 'abcdefg1' ) ).toEqual( {
			score: 4,
			label: 'Very strong',
			source: 'library',
		} );
	} );

	it( 'passes the shopper’s own words to the scorer', async () => {
		const score = jest.fn( () => 1 as const );
		const meter = createPasswordStrengthMeter( async () => ( { score } ) );
		await meter.getStrength( 'lucia1990', [ 'lucia@correo.es' ] );
		expect( score ).toHaveBeenCalledWith( 'lucia1990', [ 'lucia@correo.es' ] );
	} );

	it( 'when the scorer cannot be loaded › logs once and answers with the fallback scorer', async () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		const load = jest.fn( () => Promise.reject( new Error( 'ChunkLoadError: offline' ) ) );
		const meter = createPasswordStrengthMeter( load );
		await expect( meter.getStrength( 'Abcdefghij1!' ) ).resolves.toEqual( {
			score: 3,
			label: 'Strong',
			source: 'fallback',
		} );
		await meter.getStrength( 'abc' );
		expect( load ).toHaveBeenCalledTimes( 1 );
		expect( error ).toHaveBeenCalledTimes( 1 );
		expect( error.mock.calls[ 0 ][ 0 ] ).toBe(
			'Password strength scorer could not be loaded:'
		);
	} );
} );
