/** The password meter's score: from a scorer that may answer now or later, never showing a stale answer. */

import { useEffect, useMemo, useState } from '@wordpress/element';

import { getFallbackPasswordScore, PASSWORD_SCORE_MAX } from '@cesta/validation';
import type { PasswordScore } from '@cesta/validation';

import type { PasswordStrengthScorer } from './types';

const clampScore = ( score: number ): PasswordScore =>
	( Number.isFinite( score )
		? Math.min( Math.max( Math.round( score ), 0 ), PASSWORD_SCORE_MAX )
		: 0 ) as PasswordScore;

const isPromise = ( value: unknown ): value is Promise< number > =>
	typeof ( value as Promise< number > | undefined )?.then === 'function';

/**
 * The score of `password`. A scorer that answers at once is used as is; one
 * that answers later (a library still loading) shows the last score of this
 * meter meanwhile — the fallback score before the first answer — and its
 * answer only if the password has not changed since; if it fails, the
 * fallback score shows.
 *
 * @example
 * const score = usePasswordScore( password, scorer, [ email ] ); // 0–4
 */
export function usePasswordScore(
	password: string,
	scorer: PasswordStrengthScorer,
	userInputs: readonly string[]
): PasswordScore {
	const inputsKey = userInputs.join( '\u0000' );
	const result = useMemo(
		() => ( password ? scorer( password, userInputs ) : 0 ),
		// userInputs is compared by content: callers pass a new array each render.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ password, scorer, inputsKey ]
	);
	const [ answered, setAnswered ] = useState< { password: string; score: PasswordScore } | null >(
		null
	);

	useEffect( () => {
		if ( ! isPromise( result ) ) {
			return undefined;
		}
		let current = true;
		result.then(
			( score ) => current && setAnswered( { password, score: clampScore( score ) } ),
			() =>
				current && setAnswered( { password, score: getFallbackPasswordScore( password ) } )
		);
		return () => {
			current = false;
		};
	}, [ result, password ] );

	if ( ! isPromise( result ) ) {
		return clampScore( result );
	}
	if ( answered ) {
		return answered.score;
	}
	return getFallbackPasswordScore( password );
}
