/**
 * Every constant of the specification that `@cesta/validation` applies, named
 * after the rule it comes from, with its unit.
 */

/**
 * Quantity limits used when a product or cart line does not send its own
 * (spec §3 "Cart item", §9): minimum 1, maximum 99, multiple of 1.
 *
 * @example
 * clampQuantity( 150 ); // QUANTITY_MAXIMUM_DEFAULT
 */
export const QUANTITY_MINIMUM_DEFAULT = 1;

/**
 * See {@link QUANTITY_MINIMUM_DEFAULT}.
 *
 * @example
 * isQuantityNoticeAllowed( 100 ); // false: above QUANTITY_MAXIMUM_DEFAULT
 */
export const QUANTITY_MAXIMUM_DEFAULT = 99;

/**
 * See {@link QUANTITY_MINIMUM_DEFAULT}.
 *
 * @example
 * clampQuantity( 2.6 ); // 3, the nearest multiple of QUANTITY_MULTIPLE_OF_DEFAULT
 */
export const QUANTITY_MULTIPLE_OF_DEFAULT = 1;

/**
 * One level of a character-kind password scorer: the score is given when the
 * password has at least `minimumKinds` of the four kinds (lower case, upper
 * case, digit, symbol) and at least `minimumLengthChars` characters.
 *
 * @example
 * const rule: PasswordScoreRule = { score: 2, minimumKinds: 2, minimumLengthChars: 8 };
 */
export interface PasswordScoreRule {
	score: number;
	minimumKinds: number;
	minimumLengthChars: number;
}

/**
 * The fallback scorer (spec §5 "Password fallback scoring"), strongest level
 * first: 4 kinds and 20 chars → 4; 4 and 12 → 3; 2 and 8 → 2; 2 and 4 → 1;
 * anything else 0.
 *
 * @example
 * PASSWORD_FALLBACK_SCORE_RULES[ 0 ]; // { score: 4, minimumKinds: 4, minimumLengthChars: 20 }
 */
export const PASSWORD_FALLBACK_SCORE_RULES: readonly PasswordScoreRule[] = Object.freeze( [
	{ score: 4, minimumKinds: 4, minimumLengthChars: 20 },
	{ score: 3, minimumKinds: 4, minimumLengthChars: 12 },
	{ score: 2, minimumKinds: 2, minimumLengthChars: 8 },
	{ score: 1, minimumKinds: 2, minimumLengthChars: 4 },
] );

/**
 * The character-class scorer (spec §5 "Library scorer", levels 0–3),
 * strongest level first: 4 classes and 10 chars → Strong (3); 4 and 8 →
 * Medium (2); 2 and 6 → Weak (1); fewer than 2 classes or under 6 chars → Too
 * weak (0).
 *
 * @example
 * PASSWORD_CLASS_SCORE_RULES[ 2 ]; // { score: 1, minimumKinds: 2, minimumLengthChars: 6 }
 */
export const PASSWORD_CLASS_SCORE_RULES: readonly PasswordScoreRule[] = Object.freeze( [
	{ score: 3, minimumKinds: 4, minimumLengthChars: 10 },
	{ score: 2, minimumKinds: 4, minimumLengthChars: 8 },
	{ score: 1, minimumKinds: 2, minimumLengthChars: 6 },
] );

/**
 * The highest score of the block's meter (Very strong), which `@zxcvbn-ts/core`
 * and the fallback scorer produce.
 *
 * @example
 * score === PASSWORD_SCORE_MAX; // the password is very strong
 */
export const PASSWORD_SCORE_MAX = 4;

/**
 * Locales whose field labels keep their capitals in messages (German nouns are
 * capitalised); every other locale lower-cases the label.
 *
 * @example
 * GERMAN_LOCALE_PREFIX; // 'de', matching de_DE, de_AT, de_CH_informal, de-DE…
 */
export const GERMAN_LOCALE_PREFIX = 'de';

/**
 * Prefix of the id of the element that shows a field's error, for the
 * field's `aria-describedby` (WooCommerce's naming: `validate-error-<id>`).
 *
 * @example
 * `${ VALIDATION_ERROR_ID_PREFIX }coupon`; // 'validate-error-coupon'
 */
export const VALIDATION_ERROR_ID_PREFIX = 'validate-error-';

/**
 * The index an additional field gets when its extension gives none: after
 * every core field (the phone, last, is at 100), in registration order.
 *
 * @example
 * ADDITIONAL_FIELD_INDEX_START + 2; // the third unindexed additional field of a section
 */
export const ADDITIONAL_FIELD_INDEX_START = 1000;
