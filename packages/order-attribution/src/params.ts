/** Reading the order-attribution parameters WooCommerce prints (`wc_order_attribution.params`), with the spec's defaults. */

import {
	ORDER_ATTRIBUTION_FIELD_PREFIX,
	ORDER_ATTRIBUTION_PARAMS_GLOBAL,
	TRACKING_COOKIE_LIFETIME_MONTHS,
	TRACKING_SESSION_LENGTH_MINUTES,
} from './constants';
import type { OrderAttributionParams } from './types';

const positive = ( value: unknown, fallback: number ) => {
	const number = Number( value );
	return value !== '' && value !== null && Number.isFinite( number ) && number > 0
		? number
		: fallback;
};

// `wp_localize_script` prints booleans as '1' / ''; older WooCommerce printed 'yes' / 'no'.
const allowed = ( value: unknown ) =>
	value === undefined || value === true || value === 'yes' || value === '1' || value === 1;

/**
 * The parameters of order attribution: those printed in
 * `wc_order_attribution.params` (`allowTracking`, `lifetime` in months,
 * `session` in minutes, `prefix`), each missing one from the spec's
 * defaults (tracking allowed, 6 months, 30 minutes, `wc_order_attribution_`).
 *
 * @example
 * readOrderAttributionParams( { wc_order_attribution: { params: { allowTracking: false } } } ).allowTracking; // false
 */
export function readOrderAttributionParams(
	globals: Record< string, unknown > = globalThis as unknown as Record< string, unknown >
): OrderAttributionParams {
	const printed = (
		globals[ ORDER_ATTRIBUTION_PARAMS_GLOBAL ] as { params?: unknown } | undefined
	 )?.params as Record< string, unknown > | undefined;
	return {
		allowTracking: allowed( printed?.allowTracking ),
		lifetimeMonths: positive( printed?.lifetime, TRACKING_COOKIE_LIFETIME_MONTHS ),
		sessionMinutes: positive( printed?.session, TRACKING_SESSION_LENGTH_MINUTES ),
		prefix:
			typeof printed?.prefix === 'string' && printed.prefix
				? printed.prefix
				: ORDER_ATTRIBUTION_FIELD_PREFIX,
	};
}
