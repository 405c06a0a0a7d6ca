/** Public surface of the checkout events: constants, the emitter, registrars and response guards. */

export {
	CHECKOUT_EVENTS,
	DEFAULT_OBSERVER_PRIORITY,
	PAYMENT_EVENTS,
	SHIPPING_EVENTS,
	noticeContexts,
	responseTypes,
} from './constants';
export { createEventEmitter } from './emitter';
export {
	checkoutEvents,
	checkoutEventsEmitter,
	createEventRegistration,
	eventRegistration,
} from './registration';
export {
	isErrorResponse,
	isFailResponse,
	isObserverResponse,
	isSuccessResponse,
	shouldRetry,
} from './responses';

export type { EventEmitter } from './emitter';
export type { CheckoutAfterProcessingData, EventRegistration } from './registration';
export type {
	EventRegistrar,
	ObserverCallback,
	ObserverResponse,
	ObserverResponseMeta,
	ResponseType,
} from './types';
