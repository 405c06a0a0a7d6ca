/** The dependency-free password scores: the 0–4 fallback and the 0–3 character-class score. */

import { PASSWORD_CLASS_SCORE_RULES, PASSWORD_FALLBACK_SCORE_RULES } from '../constants';
import type { PasswordScoreRule } from '../constants';
import { describePassword } from './character-kinds';

function scoreByRules( password: string, rules: readonly PasswordScoreRule[] ): number {
	const { kinds, lengthChars } = describePassword( password );
	const rule = rules.find(
		( candidate ) =>
			kinds >= candidate.minimumKinds && lengthChars >= candidate.minimumLengthChars
	);
	return rule?.score ?? 0;
}

/**
 * The fallback password score, 0–4, from the kinds of characters used (lower
 * case, upper case, digit, symbol) and the length: 4 kinds and 20 characters
 * → 4; 4 and 12 → 3; at least 2 and 8 → 2; at least 2 and 4 → 1; else 0.
 * Instant and dependency-free: the meter uses it until the library scorer has
 * loaded, or if it cannot load.
 *
 * @example
 * getFallbackPasswordScore( 'abc' ); // 0
 * getFallbackPasswordScore( 'abc1' ); // 1
 * getFallbackPasswordScore( 'Cesta-2025-Madrid' ); // 3
 */
export function getFallbackPasswordScore( password: string ): 0 | 1 | 2 | 3 | 4 {
	return scoreByRules( password, PASSWORD_FALLBACK_SCORE_RULES ) as 0 | 1 | 2 | 3 | 4;
}

/**
 * The character-class password score, 0–3 (Too weak, Weak, Medium, Strong):
 * fewer than 2 classes or under 6 characters → 0; 2 classes and 6 → 1;
 * 4 classes and 8 → 2; 4 classes and 10 → 3.
 *
 * @example
 * getPasswordClassScore( 'abcdef' ); // 0: one class
 * getPasswordClassScore( 'abcde1' ); // 1
 * getPasswordClassScore( 'Abcde1!x' ); // 2
 * getPasswordClassScore( 'Abcde1!xyz' ); // 3
 */
export function getPasswordClassScore( password: string ): 0 | 1 | 2 | 3 {
	return scoreByRules( password, PASSWORD_CLASS_SCORE_RULES ) as 0 | 1 | 2 | 3;
}
