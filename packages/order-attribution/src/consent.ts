/** Following the visitor's consent as the WP Consent API announces it: the marketing category turns order tracking on or off. */

import { setOrderTracking } from './page-tracking';

/**
 * The WP Consent API's event when the visitor changes consent; its `detail`
 * maps categories to `'allow'` or `'deny'`.
 *
 * @example
 * document.dispatchEvent( new CustomEvent( CONSENT_CHANGE_EVENT, { detail: { marketing: 'allow' } } ) );
 */
export const CONSENT_CHANGE_EVENT = 'wp_listen_for_consent_change';

/**
 * The WP Consent API's event once the consent type is known: then its
 * `wp_has_consent( category )` answers.
 *
 * @example
 * document.dispatchEvent( new Event( CONSENT_TYPE_DEFINED_EVENT ) );
 */
export const CONSENT_TYPE_DEFINED_EVENT = 'wp_consent_type_defined';

/**
 * The consent category order attribution belongs to (WooCommerce's choice).
 *
 * @example
 * window.wp_has_consent?.( ORDER_ATTRIBUTION_CONSENT_CATEGORY );
 */
export const ORDER_ATTRIBUTION_CONSENT_CATEGORY = 'marketing';

/**
 * Turns order tracking on or off with the visitor's marketing consent, as
 * the WP Consent API reports it on `target` (the document): a change of the
 * category, and the consent already given once the consent type is known.
 * Call it after `initOrderAttribution` on pages whose shop uses a consent
 * plugin. Returns a function that stops following.
 *
 * @example
 * initOrderAttribution( readOrderAttributionParams() );
 * followConsentChanges();
 */
export function followConsentChanges(
	target: EventTarget = document,
	globals: Record< string, unknown > = globalThis as unknown as Record< string, unknown >
): () => void {
	const onChange = ( event: Event ) => {
		const detail = ( event as CustomEvent< Record< string, string > | undefined > ).detail;
		if ( detail && ORDER_ATTRIBUTION_CONSENT_CATEGORY in detail ) {
			setOrderTracking( detail[ ORDER_ATTRIBUTION_CONSENT_CATEGORY ] === 'allow' );
		}
	};
	const onTypeDefined = () => {
		const hasConsent = globals.wp_has_consent;
		if ( typeof hasConsent === 'function' ) {
			setOrderTracking( Boolean( hasConsent( ORDER_ATTRIBUTION_CONSENT_CATEGORY ) ) );
		}
	};
	target.addEventListener( CONSENT_CHANGE_EVENT, onChange );
	target.addEventListener( CONSENT_TYPE_DEFINED_EVENT, onTypeDefined );
	return () => {
		target.removeEventListener( CONSENT_CHANGE_EVENT, onChange );
		target.removeEventListener( CONSENT_TYPE_DEFINED_EVENT, onTypeDefined );
	};
}
