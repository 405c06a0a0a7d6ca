/** The order's attribution fields, read from the tracking state the way WooCommerce reads sourcebuster's data. */

import type {
	OrderAttributionData,
	OrderAttributionField,
	TrackingState,
	VisitSource,
	VisitStart,
} from './types';

type Accessor =
	| readonly [ 'current', keyof VisitSource ]
	| readonly [ 'currentAdd', keyof VisitStart ]
	| readonly [ 'session', 'pgs' ]
	| readonly [ 'udata', 'vst' | 'uag' ];

/**
 * Each field of the order and where it is read from: the current visit's
 * source and start, the session's page count, the visitor's visit count and
 * user agent (WooCommerce's field map).
 *
 * @example
 * ORDER_ATTRIBUTION_FIELDS.source_type; // [ 'current', 'typ' ]
 */
export const ORDER_ATTRIBUTION_FIELDS: Readonly< Record< OrderAttributionField, Accessor > > = {
	source_type: [ 'current', 'typ' ],
	referrer: [ 'currentAdd', 'rf' ],
	utm_campaign: [ 'current', 'cmp' ],
	utm_source: [ 'current', 'src' ],
	utm_medium: [ 'current', 'mdm' ],
	utm_content: [ 'current', 'cnt' ],
	utm_id: [ 'current', 'id' ],
	utm_term: [ 'current', 'trm' ],
	utm_source_platform: [ 'current', 'plt' ],
	utm_creative_format: [ 'current', 'fmt' ],
	utm_marketing_tactic: [ 'current', 'tct' ],
	session_entry: [ 'currentAdd', 'ep' ],
	session_start_time: [ 'currentAdd', 'fd' ],
	session_pages: [ 'session', 'pgs' ],
	session_count: [ 'udata', 'vst' ],
	user_agent: [ 'udata', 'uag' ],
};

/**
 * The order's attribution from a tracking state; every field `null` without
 * one (tracking off, nothing tracked yet).
 *
 * @example
 * orderAttributionData( trackPageView( jar, view, lifetimes ) ).utm_source; // 'google'
 * orderAttributionData( null ).utm_source; // null
 */
export function orderAttributionData( state: TrackingState | null ): OrderAttributionData {
	const entries = Object.entries( ORDER_ATTRIBUTION_FIELDS ).map(
		( [ field, [ part, key ] ] ) => {
			const record = state?.[ part ] as Record< string, string > | null | undefined;
			return [ field, record?.[ key ] ?? null ];
		}
	);
	return Object.fromEntries( entries ) as OrderAttributionData;
}
