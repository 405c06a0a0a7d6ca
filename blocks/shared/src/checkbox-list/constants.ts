/**
 * The checkbox list's limits (spec 2 §9 "Checkbox list shows 10 options by
 * default and truncates only if more than limit plus 5").
 */

/**
 * Spec 2 §9: how many options a truncated checkbox list shows.
 *
 * @example
 * options.slice( 0, CHECKBOX_LIST_LIMIT_DEFAULT ); // 10 options
 */
export const CHECKBOX_LIST_LIMIT_DEFAULT = 10;

/**
 * Spec 2 §9: the list truncates only with more than its limit plus this many
 * options, so "show more" never hides just a handful.
 *
 * @example
 * options.length > limit + CHECKBOX_LIST_TRUNCATE_MARGIN_OPTIONS; // 5 options
 */
export const CHECKBOX_LIST_TRUNCATE_MARGIN_OPTIONS = 5;
