/**
 * `@cesta/test-utils/hostile`: the hostile-input kit — XSS payloads that
 * report when they run, the sample shop with one in every server-provided
 * field, a check of rendered markup for anything active, and malformed
 * versions of a real response.
 */
export { findDomDangers, fireInlineHandlerEvents } from './dom-dangers';
export {
	LEGITIMATE_MARKUP,
	hostileShop,
	purchasableProductIds,
	rotatePayloads,
} from './hostile-shop';
export type { HostileShop, PayloadPlacement } from './hostile-shop';
export { HUGE_ARRAY_LENGTH, mutatePayload } from './malformed-payloads';
export type { Json, PayloadMutation } from './malformed-payloads';
export { XSS_HOST, XSS_PAYLOADS, XSS_SENTINEL, markersIn, payloadByMarker } from './xss-payloads';
export type { HostilePayload } from './xss-payloads';
