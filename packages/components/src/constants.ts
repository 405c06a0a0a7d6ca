/*
 * Every constant of the specification this package applies, named as the spec
 * names it, with its unit in the name.
 */

/**
 * Typing in the quantity box commits after this pause (spec §4, §9: 600 ms).
 *
 * @example
 * setTimeout( commit, QUANTITY_TYPING_COMMIT_DELAY_MS );
 */
export const QUANTITY_TYPING_COMMIT_DELAY_MS = 600;

/**
 * Loading skeletons stay visible at least this long once shown (spec §4, §9: 2000 ms).
 *
 * @example
 * const visible = useMinimumVisible( isLoading, SKELETON_MIN_VISIBLE_MS );
 */
export const SKELETON_MIN_VISIBLE_MS = 2000;

/**
 * Snackbar notices remove themselves after this time (spec §9: 10 s).
 *
 * @example
 * setTimeout( startExit, SNACKBAR_AUTO_DISMISS_MS );
 */
export const SNACKBAR_AUTO_DISMISS_MS = 10000;

/**
 * Length of a snackbar notice's exit transition (spec §9: 500 ms).
 *
 * @example
 * setTimeout( onRemove, SNACKBAR_TRANSITION_MS );
 */
export const SNACKBAR_TRANSITION_MS = 500;

/**
 * The drawer's closing transition before `onClose` is called (spec §2, §9: 300 ms).
 *
 * @example
 * setTimeout( onClose, DRAWER_CLOSE_DELAY_MS );
 */
export const DRAWER_CLOSE_DELAY_MS = 300;

/**
 * Product descriptions are clamped to this many words by default (spec §5: 15).
 *
 * @example
 * trimHtmlToWords( item.short_description, DEFAULT_DESCRIPTION_WORD_LIMIT );
 */
export const DEFAULT_DESCRIPTION_WORD_LIMIT = 15;

/**
 * Container width classes (spec §9): above 700 px `is-large`, above 520 px
 * `is-medium`, above 400 px `is-small`, otherwise `is-mobile`. Ordered from
 * the widest; each width is exclusive (a 700 px container is medium).
 *
 * @example
 * CONTAINER_WIDTH_BREAKPOINTS.find( ( { aboveWidthPx } ) => width > aboveWidthPx )?.className;
 */
export const CONTAINER_WIDTH_BREAKPOINTS = [
	{ className: 'is-large', aboveWidthPx: 700 },
	{ className: 'is-medium', aboveWidthPx: 520 },
	{ className: 'is-small', aboveWidthPx: 400 },
] as const;

/**
 * The class of a container at or below the smallest breakpoint.
 *
 * @example
 * const className = match?.className ?? CONTAINER_WIDTH_MOBILE_CLASS; // 'is-mobile'
 */
export const CONTAINER_WIDTH_MOBILE_CLASS = 'is-mobile';

/**
 * Smallest size of a pointer target, in CSS pixels (WCAG 2.2 §2.5.8). The
 * stylesheets write it as `24px`; this is for code that sizes targets itself.
 *
 * @example
 * button.style.minInlineSize = `${ MIN_TARGET_SIZE_PX }px`;
 */
export const MIN_TARGET_SIZE_PX = 24;

/**
 * The media query of a user who prefers reduced motion.
 *
 * @example
 * window.matchMedia( REDUCED_MOTION_QUERY ).matches;
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Tags a server `price_html` may keep: WooCommerce writes prices with these.
 *
 * @example
 * sanitizeHTML( product.price_html, { tags: PRICE_HTML_ALLOWED_TAGS, attr: PRICE_HTML_ALLOWED_ATTR } );
 */
export const PRICE_HTML_ALLOWED_TAGS: readonly string[] = Object.freeze( [
	'del',
	'ins',
	'span',
	'bdi',
	'small',
] );

/**
 * Attributes a server `price_html` may keep (its theme classes, hidden duplicates).
 *
 * @example
 * sanitizeHTML( product.price_html, { tags: PRICE_HTML_ALLOWED_TAGS, attr: PRICE_HTML_ALLOWED_ATTR } );
 */
export const PRICE_HTML_ALLOWED_ATTR: readonly string[] = Object.freeze( [
	'class',
	'aria-hidden',
] );

/**
 * A textarea's characters-left count is announced once typing has paused this
 * long, so a screen reader is not interrupted at every keystroke. Not a spec
 * constant: the project's choice of a pause long enough not to talk over
 * typing.
 *
 * @example
 * setTimeout( () => setAnnounced( text ), CHARACTER_COUNT_ANNOUNCE_DELAY_MS );
 */
export const CHARACTER_COUNT_ANNOUNCE_DELAY_MS = 1000;

/**
 * WooCommerce's default address format (the `defaultAddressFormat` setting),
 * for an address whose country has no format of its own.
 *
 * @example
 * formatAddressLines( { address }, countryData[ address.country ]?.format ?? DEFAULT_ADDRESS_FORMAT );
 */
export const DEFAULT_ADDRESS_FORMAT =
	'{name}\n{company}\n{address_1}\n{address_2}\n{city}\n{state}\n{postcode}\n{country}';

/**
 * Address autocomplete starts searching once this many characters are typed
 * (spec §4 "Addresses", §9: 3).
 *
 * @example
 * if ( text.trim().length >= AUTOCOMPLETE_MIN_CHARACTERS ) search( text );
 */
export const AUTOCOMPLETE_MIN_CHARACTERS = 3;

/**
 * Address autocomplete shows at most this many suggestions (spec §4, §9: 5).
 *
 * @example
 * setSuggestions( found.slice( 0, AUTOCOMPLETE_MAX_SUGGESTIONS ) );
 */
export const AUTOCOMPLETE_MAX_SUGGESTIONS = 5;

/**
 * The suggestions close this long after the field loses the focus, so a tap
 * on a suggestion still lands (spec §4, §9: 200 ms).
 *
 * @example
 * setTimeout( close, AUTOCOMPLETE_BLUR_CLOSE_DELAY_MS );
 */
export const AUTOCOMPLETE_BLUR_CLOSE_DELAY_MS = 200;

/**
 * After a suggestion is chosen, searching is blocked this long, so filling
 * the address does not search again (spec §4, §9: 1 s).
 *
 * @example
 * setTimeout( unlock, AUTOCOMPLETE_SELECTION_LOCK_MS );
 */
export const AUTOCOMPLETE_SELECTION_LOCK_MS = 1000;

/**
 * Address autocomplete searches once typing has paused this long, not on
 * every key. The spec gives no timing for it (§4 and §9 name only the 3
 * characters, 5 suggestions, 1 s lock and 200 ms close), so this is ours:
 * longer than the gap between the keys of someone typing fast (60–120 ms),
 * so a word typed in one go is one search — one request to the provider,
 * often a paid one, and one render of the suggestions instead of one per
 * key —, and short enough that the suggestions still seem to follow the
 * typing (under the ~200 ms at which a wait starts to be noticed).
 *
 * @example
 * searchTimer = setTimeout( () => search( text ), AUTOCOMPLETE_SEARCH_DEBOUNCE_MS );
 */
export const AUTOCOMPLETE_SEARCH_DEBOUNCE_MS = 150;
