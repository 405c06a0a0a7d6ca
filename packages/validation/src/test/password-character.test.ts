/** Tests of the character-based password scorers and of the strength labels. */

import {
	describePassword,
	getFallbackPasswordScore,
	getPasswordClassScore,
	getPasswordStrengthLabel,
} from '@cesta/validation';

describe( 'given the kinds of characters in a password', () => {
	it.each( [
		[ '', 0, 0 ],
		[ 'abc', 1, 3 ],
		[ 'ABC', 1, 3 ],
		[ '123', 1, 3 ],
		[ '!? ', 1, 3 ],
		[ 'aB', 2, 2 ],
		[ 'aB3', 3, 3 ],
		[ 'aB3$', 4, 4 ],
		[ 'ñÑ٣€', 4, 4 ],
		[ '🔥🔥', 1, 2 ],
	] )(
		'when the password is %p › counts %p kinds and %p characters',
		( password, kinds, lengthChars ) => {
			expect( describePassword( password ) ).toEqual( { kinds, lengthChars } );
		}
	);
} );

describe( 'given the fallback scorer (0–4)', () => {
	it.each( [
		[ 'empty', '', 0 ],
		[ 'one kind, long', 'abcdefghijklmnopqrstuvwxyz', 0 ],
		[ 'two kinds, 3 chars', 'ab1', 0 ],
		[ 'two kinds, 4 chars', 'abc1', 1 ],
		[ 'three kinds, 7 chars', 'Abcdef1', 1 ],
		[ 'two kinds, 8 chars', 'abcdefg1', 2 ],
		[ 'three kinds, 19 chars', 'Abcdefghijklmnopq12', 2 ],
		[ 'four kinds, 11 chars', 'Abcdefghi1!', 2 ],
		[ 'four kinds, 12 chars', 'Abcdefghij1!', 3 ],
		[ 'four kinds, 19 chars', 'Abcdefghijklmnopq1!', 3 ],
		[ 'four kinds, 20 chars', 'Abcdefghijklmnopqr1!', 4 ],
	] )( 'when the password has %s › scores %#', ( _shape, password, score ) => {
		expect( getFallbackPasswordScore( password ) ).toBe( score );
	} );

	it( 'when the password is not a string › scores 0 without throwing', () => {
		expect( getFallbackPasswordScore( undefined as unknown as string ) ).toBe( 0 );
	} );
} );

describe( 'given the character-class scorer (0–3)', () => {
	it.each( [
		[ 'one class, long', 'abcdefghijkl', 0 ],
		[ 'two classes, 5 chars', 'abcd1', 0 ],
		[ 'two classes, 6 chars', 'abcde1', 1 ],
		[ 'three classes, 12 chars', 'Abcdefghij12', 1 ],
		[ 'four classes, 7 chars', 'Abcde1!', 1 ],
		[ 'four classes, 8 chars', 'Abcdef1!', 2 ],
		[ 'four classes, 9 chars', 'Abcdefg1!', 2 ],
		[ 'four classes, 10 chars', 'Abcdefgh1!', 3 ],
		[ 'four classes, 40 chars', `A1!${ 'b'.repeat( 37 ) }`, 3 ],
	] )( 'when the password has %s › scores as expected', ( _shape, password, score ) => {
		expect( getPasswordClassScore( password ) ).toBe( score );
	} );

	it( 'labels its levels Too weak, Weak, Medium, Strong', () => {
		expect(
			[ 'abc', 'abcde1', 'Abcdef1!', 'Abcdefgh1!' ].map( ( password ) =>
				getPasswordStrengthLabel( getPasswordClassScore( password ) )
			)
		).toEqual( [ 'Too weak', 'Weak', 'Medium', 'Strong' ] );
	} );
} );

describe( 'given a score to label', () => {
	it( 'labels 0–4 as the block does', () => {
		expect( [ 0, 1, 2, 3, 4 ].map( getPasswordStrengthLabel ) ).toEqual( [
			'Too weak',
			'Weak',
			'Medium',
			'Strong',
			'Very strong',
		] );
	} );

	it.each( [
		[ -1, 'Too weak' ],
		[ 7, 'Very strong' ],
		[ 2.6, 'Strong' ],
		[ Number.NaN, 'Too weak' ],
	] )( 'when the score is %p › clamps it to a label: %p', ( score, label ) => {
		expect( getPasswordStrengthLabel( score ) ).toBe( label );
	} );
} );
