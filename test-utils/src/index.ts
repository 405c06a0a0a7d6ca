/**
 * `@cesta/test-utils`: everything tests share. Component tests that need no
 * store can import the lighter `@cesta/test-utils/dom` and
 * `@cesta/test-utils/fixtures`; `@cesta/test-utils/module-graph` walks import
 * graphs (Node only).
 */
export * from './dom';
export * from './fixtures';
export { startCartSession } from './cart-session';
export type { CartSessionLine } from './cart-session';
export { advance, advanceUntil, installFakeTimers } from './fake-timers';
export {
	cellsOf,
	createFaultMatrixTally,
	FAULT_MATRIX_CALLS,
	FAULT_MATRIX_FAULTS,
	FAULT_MATRIX_LATENCY_MS,
	FAULT_MATRIX_RETRY_AFTER_SECONDS,
	faultFor,
	notApplicableReason,
	testNotApplicableCells,
} from './fault-matrix';
export {
	expectedMessage,
	isShownIn,
	lockedParts,
	shownErrors,
	storeAndServer,
} from './fault-matrix-page';
export type { MessagePlace } from './fault-matrix-page';
export type {
	FaultMatrixCall,
	FaultMatrixCell,
	FaultMatrixFault,
	FaultMatrixTally,
} from './fault-matrix';
export { fillCart } from './fill-cart';
export { clearCookieStore, logInCustomer, setupMockShop } from './mock-shop';
export { guardAgainstNetwork } from './network-guard';
export { createTestRegistry, noticesIn } from './registry';
export type { TestNotice } from './registry';
export { renderInStores, renderWithRegistry } from './render';
export { expectMalformedCartsHandled } from './serve-malformed-carts';
export { recordRequests } from './request-recorder';
export type { RecordedCall, RequestRecorder } from './request-recorder';
export { waitUntil } from './wait';
