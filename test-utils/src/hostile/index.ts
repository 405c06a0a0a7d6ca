/**
 * `@cesta/test-utils/hostile`: the hostile-input kit — XSS payloads that
 * report when they run, the sample shop with one in every server-provided
 * field, and a check of rendered markup for anything active.
 */
export { findDomDangers, fireInlineHandlerEvents } from './dom-dangers';
export {
	LEGITIMATE_MARKUP,
	hostileShop,
	purchasableProductIds,
	rotatePayloads,
} from './hostile-shop';
export type { HostileShop, PayloadPlacement } from './hostile-shop';
export { XSS_HOST, XSS_PAYLOADS, XSS_SENTINEL, markersIn, payloadByMarker } from './xss-payloads';
export type { HostilePayload } from './xss-payloads';
