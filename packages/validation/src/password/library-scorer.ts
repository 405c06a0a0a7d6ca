/** Password strength from @zxcvbn-ts/core, loaded lazily, with the character scorer as fallback. */

import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

import { getFallbackPasswordScore } from './character-scores';
import { getPasswordStrengthLabel } from './labels';
import type { PasswordScore } from './labels';

/**
 * Something that scores a password 0–4, given words the shopper typed elsewhere
 * (name, email) that should not count as strength.
 *
 * @example
 * const scorer: PasswordScorer = { score: () => 2 };
 */
export interface PasswordScorer {
	score( password: string, userInputs: readonly string[] ): PasswordScore;
}

/**
 * A password's strength as the meter shows it.
 *
 * @example
 * const strength: PasswordStrength = { score: 3, label: 'Strong', source: 'library' };
 */
export interface PasswordStrength {
	score: PasswordScore;
	/** The translated label of the score. */
	label: string;
	/** `library` when `@zxcvbn-ts/core` scored it, `fallback` when it could not be loaded. */
	source: 'library' | 'fallback';
}

/**
 * Scores passwords with `@zxcvbn-ts/core`; how it is loaded can be replaced.
 *
 * @example
 * const meter: PasswordStrengthMeter = createPasswordStrengthMeter();
 */
export interface PasswordStrengthMeter {
	/** Starts loading the scorer (e.g. when the password field gets focus). */
	preload(): Promise< void >;
	/** Scores with the library, or with the fallback scorer if it cannot load. */
	getStrength( password: string, userInputs?: readonly string[] ): Promise< PasswordStrength >;
	/** Scores now: with the library if already loaded, else with the fallback scorer. */
	getStrengthNow( password: string, userInputs?: readonly string[] ): PasswordStrength;
}

/**
 * Loads `@zxcvbn-ts/core` with the common and Spanish (es-ES) dictionaries and
 * keyboard graphs. Dynamic imports keep its ~1 MB of word lists out of first
 * paint: bundlers split them into a chunk fetched on first use.
 *
 * @example
 * const scorer = await loadZxcvbnScorer();
 * scorer.score( '123456', [] ); // 0
 */
export async function loadZxcvbnScorer(): Promise< PasswordScorer > {
	const [ core, common, spanish ] = await Promise.all( [
		import( '@zxcvbn-ts/core' ),
		import( '@zxcvbn-ts/language-common' ),
		import( '@zxcvbn-ts/language-es-es' ),
	] );
	const factory: ZxcvbnFactory = new core.ZxcvbnFactory( {
		dictionary: { ...common.dictionary, ...spanish.dictionary },
		graphs: common.adjacencyGraphs,
	} );
	return {
		score: ( password, userInputs ) => factory.check( password, [ ...userInputs ] ).score,
	};
}

const strength = (
	score: PasswordScore,
	source: PasswordStrength[ 'source' ]
): PasswordStrength => ( {
	score,
	label: getPasswordStrengthLabel( score ),
	source,
} );

/**
 * A password strength meter over a lazily loaded scorer. The scorer is loaded
 * once, on first use or {@link PasswordStrengthMeter.preload}; if loading
 * fails (offline, blocked chunk), the error is logged once and the fallback
 * character scorer answers instead, so the meter always shows something.
 *
 * @param load  How to load the scorer; defaults to {@link loadZxcvbnScorer}.
 *
 * @example
 * const meter = createPasswordStrengthMeter();
 * input.addEventListener( 'focus', () => meter.preload(), { once: true } );
 * const { label } = await meter.getStrength( input.value, [ email, firstName ] );
 */
export function createPasswordStrengthMeter(
	load: () => Promise< PasswordScorer > = loadZxcvbnScorer
): PasswordStrengthMeter {
	let loading: Promise< PasswordScorer | null > | undefined;
	let loaded: PasswordScorer | null = null;

	const ensureLoaded = (): Promise< PasswordScorer | null > => {
		loading ??= load().then(
			( scorer ) => ( loaded = scorer ),
			( error: unknown ) => {
				console.error( 'Password strength scorer could not be loaded:', error );
				return null;
			}
		);
		return loading;
	};

	const scoreWith = (
		scorer: PasswordScorer | null,
		password: string,
		userInputs: readonly string[]
	) =>
		scorer
			? strength( scorer.score( password, userInputs ), 'library' )
			: strength( getFallbackPasswordScore( password ), 'fallback' );

	return {
		preload: async () => {
			await ensureLoaded();
		},
		getStrength: async ( password, userInputs = [] ) =>
			scoreWith(
				await ensureLoaded(),
				typeof password === 'string' ? password : '',
				userInputs
			),
		getStrengthNow: ( password, userInputs = [] ) => {
			void ensureLoaded();
			return scoreWith( loaded, typeof password === 'string' ? password : '', userInputs );
		},
	};
}

let defaultMeter: PasswordStrengthMeter | undefined;

/**
 * The strength of a password (0–4 with its label) from `@zxcvbn-ts/core`,
 * loaded on first call; `userInputs` are words the shopper typed elsewhere
 * (name, email) that should not count as strength. Falls back to the
 * character scorer if the library cannot be loaded.
 *
 * @example
 * await getPasswordStrength( '123456' ); // { score: 0, label: 'Too weak', source: 'library' }
 * await getPasswordStrength( 'lucia1990', [ 'lucia@correo.es' ] ); // low: uses her own name
 */
export function getPasswordStrength(
	password: string,
	userInputs: readonly string[] = []
): Promise< PasswordStrength > {
	defaultMeter ??= createPasswordStrengthMeter();
	return defaultMeter.getStrength( password, userInputs );
}
