/** The terms block's text: WooCommerce's sentence with links to the terms and privacy pages, or the merchant's own. */

import type { ReactNode } from 'react';

import { SanitizedHtml } from '@cesta/components';
import { getStorePageUrl } from '@cesta/settings';

import { labels } from '../../messages';

// Markers (from Unicode's private use area) put where the links go, then split on: the translation decides the
// order of the links and the words around them, and no HTML is parsed.
const TERMS_MARK = '\u{e000}terms\u{e000}';
const PRIVACY_MARK = '\u{e000}privacy\u{e000}';
const MARKS = /(\u{e000}terms\u{e000}|\u{e000}privacy\u{e000})/u;

/** The tags and attributes a merchant's terms text may use. */
const TERMS_TEXT_TAGS = [ 'a', 'b', 'em', 'i', 'strong', 'br' ] as const;
const TERMS_TEXT_ATTRIBUTES = [ 'href', 'target', 'rel', 'title' ] as const;

function PageLink( { url, text }: { url: string; text: string } ) {
	return url ? (
		<a href={ url } target="_blank" rel="noreferrer">
			{ text }
		</a>
	) : (
		<>{ text }</>
	);
}

/**
 * The text of the terms block: the merchant's `text` (HTML, sanitised) when
 * set, else WooCommerce's sentence — "By proceeding with your purchase you
 * agree to our Terms and Conditions and Privacy Policy", or with a checkbox
 * "You must accept our … to continue with your purchase." — whose page names
 * link to the store's terms and privacy pages (`storePages`; plain text when
 * a page is not published).
 *
 * @example
 * <TermsText text="" withCheckbox={ false } />
 */
export function TermsText( { text, withCheckbox }: { text: string; withCheckbox: boolean } ) {
	if ( text ) {
		return (
			<SanitizedHtml
				tagName="span"
				className="wc-block-components-checkbox__label"
				html={ text }
				allowedTags={ TERMS_TEXT_TAGS }
				allowedAttributes={ TERMS_TEXT_ATTRIBUTES }
			/>
		);
	}
	const sentence = withCheckbox
		? labels.termsCheckbox( TERMS_MARK, PRIVACY_MARK )
		: labels.termsConsent( TERMS_MARK, PRIVACY_MARK );
	const parts: ReactNode[] = sentence.split( MARKS ).map( ( part, index ) => {
		if ( part === TERMS_MARK ) {
			return (
				<PageLink
					key={ index }
					url={ getStorePageUrl( 'terms' ) }
					text={ labels.termsAndConditions() }
				/>
			);
		}
		if ( part === PRIVACY_MARK ) {
			return (
				<PageLink
					key={ index }
					url={ getStorePageUrl( 'privacy' ) }
					text={ labels.privacyPolicy() }
				/>
			);
		}
		return part;
	} );
	return <span className="wc-block-components-checkbox__label">{ parts }</span>;
}
