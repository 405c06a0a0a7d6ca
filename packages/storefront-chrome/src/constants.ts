/** The timings and sizes of spec 1 §9 for the storefront's chrome, and the names its markup and enhancer share. */

/**
 * Scroll-to-top offset, in pixels (spec 1 §9): the control is shown once the
 * page has scrolled further than this.
 *
 * @example
 * button.hidden = window.scrollY <= SCROLL_TO_TOP_OFFSET_PX;
 */
export const SCROLL_TO_TOP_OFFSET_PX = 300;

/**
 * Scroll-to-top throttle, in milliseconds (ours; the spec sets none): its
 * scroll handler runs at most once in this time.
 *
 * @example
 * window.addEventListener( 'scroll', throttle( update, SCROLL_TO_TOP_THROTTLE_MS ) );
 */
export const SCROLL_TO_TOP_THROTTLE_MS = 100;

/**
 * Tooltip delay, in milliseconds (spec 1 §9): how long a pointer or focus
 * rests on a trigger before its tooltip is shown.
 *
 * @example
 * setTimeout( show, TOOLTIP_DELAY_MS );
 */
export const TOOLTIP_DELAY_MS = 700;

/**
 * Tooltip fade, in milliseconds (spec 1 §9): the length of the fade in and
 * out; a fading tooltip is hidden once it is over.
 *
 * @example
 * setTimeout( () => ( tip.hidden = true ), TOOLTIP_FADE_MS );
 */
export const TOOLTIP_FADE_MS = 500;

/**
 * Suggestion limit, in products (spec 1 §9): the most suggestions the search
 * dropdown asks for and shows (the Store API's `per_page`).
 *
 * @example
 * getCollection( { namespace, resourceName: 'products', query: { search, per_page: SEARCH_SUGGESTION_LIMIT } } );
 */
export const SEARCH_SUGGESTION_LIMIT = 100;

/**
 * Result-count refresh, in milliseconds (spec 1 §9): how long after the
 * suggestions changed their count is announced, so a fast typist hears
 * only the last count.
 *
 * @example
 * setTimeout( () => announce( resultCountText( n ) ), RESULT_COUNT_REFRESH_MS );
 */
export const RESULT_COUNT_REFRESH_MS = 2000;

/**
 * Search input debounce, in milliseconds (ours; the spec sets none): the
 * pause in typing after which suggestions are asked for, so a word is one
 * request and not one per key.
 *
 * @example
 * setTimeout( loadSuggestions, SEARCH_INPUT_DEBOUNCE_MS );
 */
export const SEARCH_INPUT_DEBOUNCE_MS = 300;

/**
 * Lazy image loader minimum size, in pixels (spec 1 §9): an image whose
 * declared width or height is below it is loaded at once, not deferred —
 * icons and swatches cost less than the wait.
 *
 * @example
 * const defer = width >= LAZY_IMAGE_MIN_SIZE_PX && height >= LAZY_IMAGE_MIN_SIZE_PX;
 */
export const LAZY_IMAGE_MIN_SIZE_PX = 40;

/**
 * Lazy image loader throttle, in milliseconds (spec 1 §9): the scroll and
 * resize handler that looks for images near the viewport runs at most once
 * in this time (where IntersectionObserver is missing).
 *
 * @example
 * window.addEventListener( 'scroll', throttle( check, LAZY_IMAGE_THROTTLE_MS ) );
 */
export const LAZY_IMAGE_THROTTLE_MS = 125;

/**
 * How far outside the viewport, in pixels, a lazy image starts loading
 * (ours): one screen-ish ahead, so it is there when scrolled to.
 *
 * @example
 * new IntersectionObserver( load, { rootMargin: `${ LAZY_IMAGE_MARGIN_PX }px` } );
 */
export const LAZY_IMAGE_MARGIN_PX = 200;

/**
 * The data attributes the markup prints and the enhancer looks for.
 *
 * @example
 * root.querySelectorAll( `[${ CHROME_ATTRIBUTES.popupOpener }]` );
 */
export const CHROME_ATTRIBUTES = Object.freeze( {
	/** On a button: the id of the popup it opens. */
	popupOpener: 'data-cesta-popup-open',
	/** On a popup's root (hidden until opened). */
	popup: 'data-cesta-popup',
	/** On a popup's overlay: a click on it closes the popup. */
	popupOverlay: 'data-cesta-popup-overlay',
	/** On a popup's close button. */
	popupClose: 'data-cesta-popup-close',
	/** On the search form. */
	search: 'data-cesta-search',
	/** On the scroll-to-top button. */
	scrollToTop: 'data-cesta-scroll-to-top',
	/** On a tooltip's trigger: the id of its tooltip. */
	tooltip: 'data-cesta-tooltip',
	/** On an image: the address to load when it nears the viewport. */
	lazySrc: 'data-src',
	/** On an image: the srcset to load with it. */
	lazySrcset: 'data-srcset',
} );

/**
 * The class a shown tooltip carries while it is faded in (its CSS
 * transition lasts {@link TOOLTIP_FADE_MS}).
 *
 * @example
 * tip.classList.add( TOOLTIP_VISIBLE_CLASS );
 */
export const TOOLTIP_VISIBLE_CLASS = 'is-visible';
