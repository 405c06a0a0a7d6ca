/** validateCheckout: runs the checkout's validation without placing the order; scrolls to the first error. */

import type { DataRegistry } from '@wordpress/data';
import {
	CHECKOUT_EVENTS,
	checkoutEventsEmitter,
	isSuccessResponse,
	noticeContexts,
	validationStore,
} from '@cesta/data';
import type { EventEmitter } from '@cesta/data';
import { noticesDispatch } from '@cesta/notices';

const FIRST_ERROR_SELECTOR = '[aria-invalid="true"], .wc-block-components-validation-error';

/**
 * Brings the first field in error into view and focuses it, so the shopper
 * sees what to fix (jsdom and old browsers lack `scrollIntoView`).
 *
 * @example
 * scrollToFirstError( document );
 */
export function scrollToFirstError( root: ParentNode = document ): void {
	const element = root.querySelector< HTMLElement >( FIRST_ERROR_SELECTOR );
	if ( ! element ) {
		return;
	}
	element.scrollIntoView?.( { block: 'center', behavior: 'smooth' } );
	if ( element.matches( 'input, select, textarea' ) ) {
		element.focus( { preventScroll: true } );
	}
}

/**
 * Runs the checkout's validation without placing the order (the `validate()`
 * prop of WooCommerce's current payment method interface): every field error
 * is made visible, every `checkout_validation` observer runs, their
 * `errorMessage`s become error notices in their `context` (default
 * `wc/checkout`) and their `validationErrors` go to the validation store.
 * Scrolls to the first error. The checkout status is left alone.
 *
 * @example
 * const { hasError } = await validateCheckout( registry );
 * if ( ! hasError ) { openWalletSheet(); }
 */
export async function validateCheckout(
	registry: DataRegistry,
	emitter: EventEmitter = checkoutEventsEmitter
): Promise< { hasError: boolean } > {
	let hasError = false;
	if ( registry.select( validationStore ).hasValidationErrors() ) {
		registry.dispatch( validationStore ).showAllValidationErrors();
		hasError = true;
	}
	const responses = await emitter.emit( CHECKOUT_EVENTS.CHECKOUT_VALIDATION, {} );
	const failed = responses.filter( ( response ) => ! isSuccessResponse( response ) );
	const notices = noticesDispatch( registry );
	failed.forEach( ( { errorMessage, context, validationErrors } ) => {
		if ( typeof errorMessage === 'string' && errorMessage ) {
			void notices.createErrorNotice( errorMessage, {
				context: context || noticeContexts.CHECKOUT,
			} );
		}
		if ( validationErrors && typeof validationErrors === 'object' ) {
			registry.dispatch( validationStore ).setValidationErrors( validationErrors );
		}
	} );
	hasError = hasError || failed.length > 0;
	if ( hasError && typeof document !== 'undefined' ) {
		scrollToFirstError( document );
	}
	return { hasError };
}
