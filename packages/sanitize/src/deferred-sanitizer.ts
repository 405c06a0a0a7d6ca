/** A sanitiser whose DOMPurify part loads on demand: safe plain text or simple markup until it has loaded. */

import { resolveAllowLists } from './allow-lists';
import type { ClampUnit } from './clamp-counter';
import { clampSafeHtml } from './clamp-html';
import { CLAMP_ELLIPSIS, PRODUCT_DESCRIPTION_CLAMP_WORDS } from './constants';
import type * as DomSanitizerModule from './dom-sanitizer';
import { htmlToSafeText } from './plain-text';
import { isSimpleMarkup } from './simple-markup';
import { assertClampLimit, trimSafeText } from './trim-text';
import type { SanitizeOptions, TrimHtmlOptions } from './types';

/**
 * The DOMPurify-backed functions a {@link DeferredSanitizer} loads.
 *
 * @example
 * const importSanitizer = (): Promise< DomSanitizer > => import( './dom-sanitizer' );
 */
export type DomSanitizer = typeof DomSanitizerModule;

/**
 * A sanitiser whose DOMPurify part loads on demand; see
 * {@link createDeferredSanitizer}.
 *
 * @example
 * const sanitizer: DeferredSanitizer = createDeferredSanitizer( () => import( './dom-sanitizer' ) );
 */
export interface DeferredSanitizer {
	/** Starts the load once (again after a failure); resolves when loaded. */
	load(): Promise< void >;
	/** Whether the `…OrText` functions now return sanitised HTML. */
	isLoaded(): boolean;
	/** Calls the listener once the load completes; returns the unsubscribe function. */
	subscribe( listener: () => void ): () => void;
	/** Whether showing `html` as HTML takes DOMPurify (it is not simple markup). */
	needsSanitizer( html: unknown, options?: SanitizeOptions ): boolean;
	/** `sanitizeHTML` once loaded; before, simple markup as it is, anything else as safe plain text. */
	sanitizeHTMLOrText( html: unknown, options?: SanitizeOptions ): string;
	/** `trimHtmlToWords` once loaded; before, clamped simple markup or clamped safe plain text. */
	trimHtmlToWordsOrText( html: unknown, maxWords?: number, options?: TrimHtmlOptions ): string;
	/** `trimHtmlToCharacters` once loaded; before, as `trimHtmlToWordsOrText`. */
	trimHtmlToCharactersOrText(
		html: unknown,
		maxCharacters: number,
		options?: TrimHtmlOptions
	): string;
}

/**
 * Creates a sanitiser that needs DOMPurify only for HTML that is not simple
 * markup (see `isSimpleMarkup`): simple markup is rendered as it is, and
 * other HTML as safe plain text (no tag at all survives, see
 * `htmlToSafeText`) until `importSanitizer` has delivered the DOMPurify-backed
 * functions, then as sanitised HTML. Options are checked, and throw the same
 * errors, in both states.
 *
 * @example
 * const sanitizer = createDeferredSanitizer( () => import( './dom-sanitizer' ) );
 * sanitizer.sanitizeHTMLOrText( '<b>Oferta</b>' ); // 'Oferta'
 * await sanitizer.load();
 * sanitizer.sanitizeHTMLOrText( '<b>Oferta</b>' ); // '<b>Oferta</b>'
 */
export function createDeferredSanitizer(
	importSanitizer: () => Promise< DomSanitizer >
): DeferredSanitizer {
	let loaded: DomSanitizer | null = null;
	let loading: Promise< void > | null = null;
	const listeners = new Set< () => void >();

	const isSimple = ( html: string, options: SanitizeOptions | undefined ) =>
		isSimpleMarkup( html, resolveAllowLists( options ).tags );

	const trimBeforeLoad = (
		html: unknown,
		unit: ClampUnit,
		limit: number,
		options: TrimHtmlOptions | undefined
	): string => {
		if (
			typeof html !== 'string' ||
			typeof document === 'undefined' ||
			! isSimple( html, options )
		) {
			return trimSafeText( html, unit, limit, options );
		}
		assertClampLimit( unit, limit );
		return html === '' || limit === 0
			? ''
			: clampSafeHtml( html, unit, limit, options?.ellipsis ?? CLAMP_ELLIPSIS );
	};

	return {
		load() {
			if ( loaded ) {
				return Promise.resolve();
			}
			loading ??= importSanitizer().then(
				( module ) => {
					loaded = module;
					listeners.forEach( ( listener ) => listener() );
				},
				( error: unknown ) => {
					// Forget the failure so a later call tries again (e.g. back online).
					loading = null;
					throw error;
				}
			);
			return loading;
		},
		isLoaded: () => loaded !== null,
		subscribe( listener ) {
			listeners.add( listener );
			return () => {
				listeners.delete( listener );
			};
		},
		needsSanitizer( html, options ) {
			return typeof html === 'string' && html !== '' && ! isSimple( html, options );
		},
		sanitizeHTMLOrText( html, options ) {
			if ( loaded ) {
				return loaded.sanitizeHTML( html, options );
			}
			if ( typeof html !== 'string' ) {
				resolveAllowLists( options );
				return '';
			}
			return isSimple( html, options ) ? html : htmlToSafeText( html );
		},
		trimHtmlToWordsOrText( html, maxWords = PRODUCT_DESCRIPTION_CLAMP_WORDS, options ) {
			return loaded
				? loaded.trimHtmlToWords( html, maxWords, options )
				: trimBeforeLoad( html, 'words', maxWords, options );
		},
		trimHtmlToCharactersOrText( html, maxCharacters, options ) {
			return loaded
				? loaded.trimHtmlToCharacters( html, maxCharacters, options )
				: trimBeforeLoad( html, 'characters', maxCharacters, options );
		},
	};
}
