import { resolveAllowLists } from './allow-lists';
import type * as DomSanitizerModule from './dom-sanitizer';
import { PRODUCT_DESCRIPTION_CLAMP_WORDS } from './constants';
import { htmlToSafeText } from './plain-text';
import { trimSafeText } from './trim-text';
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
	/** `sanitizeHTML` once loaded; safe plain text before. */
	sanitizeHTMLOrText( html: unknown, options?: SanitizeOptions ): string;
	/** `trimHtmlToWords` once loaded; clamped safe plain text before. */
	trimHtmlToWordsOrText( html: unknown, maxWords?: number, options?: TrimHtmlOptions ): string;
	/** `trimHtmlToCharacters` once loaded; clamped safe plain text before. */
	trimHtmlToCharactersOrText(
		html: unknown,
		maxCharacters: number,
		options?: TrimHtmlOptions
	): string;
}

/**
 * Creates a sanitiser that renders server HTML as safe plain text (no tag at
 * all survives, see `htmlToSafeText`) until `importSanitizer` has delivered
 * the DOMPurify-backed functions, and sanitised HTML from then on. Options
 * are checked, and throw the same errors, in both states.
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
		sanitizeHTMLOrText( html, options ) {
			if ( loaded ) {
				return loaded.sanitizeHTML( html, options );
			}
			resolveAllowLists( options );
			return typeof html === 'string' ? htmlToSafeText( html ) : '';
		},
		trimHtmlToWordsOrText( html, maxWords = PRODUCT_DESCRIPTION_CLAMP_WORDS, options ) {
			return loaded
				? loaded.trimHtmlToWords( html, maxWords, options )
				: trimSafeText( html, 'words', maxWords, options );
		},
		trimHtmlToCharactersOrText( html, maxCharacters, options ) {
			return loaded
				? loaded.trimHtmlToCharacters( html, maxCharacters, options )
				: trimSafeText( html, 'characters', maxCharacters, options );
		},
	};
}
