/** The password scorer the meter and the field's rule share: one scoring per password, the library's answer or the fallback. */

import { createPasswordStrengthMeter } from '@cesta/validation';
import type { PasswordScorer as LibraryScorer } from '@cesta/validation';

import { createPasswordScorer } from '../password-scorer';

describe( 'createPasswordScorer', () => {
	it( 'asks the meter once for the same password and words, again when either changes', async () => {
		const scored: string[] = [];
		const library: LibraryScorer = {
			score: ( password ) => {
				scored.push( password );
				return password.length > 10 ? 4 : 1;
			},
		};
		const scorePassword = createPasswordScorer(
			createPasswordStrengthMeter( async () => library )
		);

		await expect( scorePassword( 'Girasol-Azul-2024!', [ 'ana@example.com' ] ) ).resolves.toBe(
			4
		);
		await expect( scorePassword( 'Girasol-Azul-2024!', [ 'ana@example.com' ] ) ).resolves.toBe(
			4
		);
		await expect( scorePassword( 'abc', [ 'ana@example.com' ] ) ).resolves.toBe( 1 );
		await expect( scorePassword( 'abc', [ 'ana@example.org' ] ) ).resolves.toBe( 1 );

		expect( scored ).toEqual( [ 'Girasol-Azul-2024!', 'abc', 'abc' ] );
	} );

	it( 'given a library that cannot load › answers with the fallback score (four kinds, 20 characters: 4)', async () => {
		const errors = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		const scorePassword = createPasswordScorer(
			createPasswordStrengthMeter( () => Promise.reject( new Error( 'chunk blocked' ) ) )
		);

		await expect( scorePassword( 'Girasol-Azul-Tranvía-2024!', [] ) ).resolves.toBe( 4 );
		await expect( scorePassword( 'abcd1', [] ) ).resolves.toBe( 1 );
		errors.mockRestore();
	} );
} );
