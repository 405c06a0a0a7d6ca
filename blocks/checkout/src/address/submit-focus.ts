/** After a submit stopped by field errors, focus moves to the first field in error of the checkout form, in page order. */

import { useRegistry } from '@wordpress/data';
import type { DataRegistry } from '@wordpress/data';
import { useEffect, useLayoutEffect, useRef } from '@wordpress/element';
import { checkoutStore, validationStore } from '@cesta/data';

/**
 * A form that can take the focus after a failed submit: its element (for the
 * page order) and how it focuses its first field in error.
 *
 * @example
 * const target: SubmitFocusTarget = {
 * 	element: () => formRef.current,
 * 	focusFirstInvalid: () => addressFormRef.current?.focusFirstInvalid( errors ) ?? false,
 * };
 */
export interface SubmitFocusTarget {
	/** The form's element, or `null` while it is not on the page. */
	element: () => Element | null;
	/** Focuses the form's first field in error; `false` when it has none. */
	focusFirstInvalid: () => boolean;
}

interface Coordinator {
	targets: Set< SubmitFocusTarget >;
	stop: () => void;
}

const coordinators = new WeakMap< DataRegistry, Coordinator >();

/** Earlier in the page first; detached elements last. */
const byPageOrder = ( a: SubmitFocusTarget, b: SubmitFocusTarget ): number => {
	const first = a.element();
	const second = b.element();
	if ( ! first || ! second || first === second ) {
		return first ? -1 : 1;
	}
	return first.compareDocumentPosition( second ) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
};

/**
 * Focuses the first field in error among the registered forms, in page
 * order. Returns whether a field took the focus.
 *
 * @example
 * focusFirstFieldInError( registry );
 */
export function focusFirstFieldInError( registry: DataRegistry ): boolean {
	const coordinator = coordinators.get( registry );
	if ( ! coordinator ) {
		return false;
	}
	return [ ...coordinator.targets ]
		.filter( ( target ) => target.element()?.isConnected )
		.sort( byPageOrder )
		.some( ( target ) => target.focusFirstInvalid() );
}

/**
 * Watches a registry for a submit that the field errors stopped: the
 * checkout goes back from before-processing to idle with its error flag and
 * errors in the validation store (the checkout's validation observer has
 * just shown them all, as WooCommerce's does). After React has rendered the
 * shown errors, the first field in error takes the focus.
 */
function watchSubmits( registry: DataRegistry, coordinator: () => Coordinator | undefined ) {
	let wasSubmitting = false;
	let timer: ReturnType< typeof setTimeout > | undefined;
	const unsubscribe = registry.subscribe( () => {
		const checkout = registry.select( checkoutStore );
		const submitting = checkout.isBeforeProcessing();
		const stopped =
			wasSubmitting &&
			! submitting &&
			checkout.isIdle() &&
			checkout.hasError() &&
			registry.select( validationStore ).hasValidationErrors();
		wasSubmitting = submitting;
		if ( stopped && coordinator() ) {
			clearTimeout( timer );
			// The shown errors render first; then their fields can be found.
			timer = setTimeout( () => focusFirstFieldInError( registry ), 0 );
		}
	} );
	return () => {
		clearTimeout( timer );
		unsubscribe();
	};
}

/**
 * Registers a form of the checkout so that, when a submit is stopped by
 * field errors, the first field in error of the whole form — in page order,
 * whichever step it is in — takes the focus (spec 2 §4; WooCommerce scrolls
 * to and focuses the first error). One watcher per registry, however many
 * forms register.
 *
 * @example
 * useSubmitFocusTarget( {
 * 	element: () => stepRef.current,
 * 	focusFirstInvalid: () => formRef.current?.focusFirstInvalid( readShownErrors() ) ?? false,
 * } );
 */
export function useSubmitFocusTarget( target: SubmitFocusTarget ): void {
	const registry = useRegistry();
	const latestRef = useRef( target );
	useLayoutEffect( () => {
		latestRef.current = target;
	} );

	useEffect( () => {
		const proxy: SubmitFocusTarget = {
			element: () => latestRef.current.element(),
			focusFirstInvalid: () => latestRef.current.focusFirstInvalid(),
		};
		let coordinator = coordinators.get( registry );
		if ( ! coordinator ) {
			const created: Coordinator = { targets: new Set(), stop: () => undefined };
			created.stop = watchSubmits( registry, () => coordinators.get( registry ) );
			coordinators.set( registry, created );
			coordinator = created;
		}
		const { targets } = coordinator;
		targets.add( proxy );
		return () => {
			targets.delete( proxy );
			if ( targets.size === 0 ) {
				coordinators.get( registry )?.stop();
				coordinators.delete( registry );
			}
		};
	}, [ registry ] );
}
