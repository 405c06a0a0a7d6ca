/** Shows failed payment method registrations as error notices, and removes them once a method registers. */

import type { DataRegistry } from '@wordpress/data';
import { useRegistry } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { noticesDispatch } from '@cesta/notices';
import {
	formatRegistrationErrorNotice,
	getRegistrationErrors,
	subscribeToRegistrationErrors,
} from '@cesta/registry';
import type { PaymentMethodRegistrationError } from '@cesta/registry';

const sameNotice = ( a: PaymentMethodRegistrationError, b: PaymentMethodRegistrationError ) =>
	a.noticeId === b.noticeId && a.noticeContext === b.noticeContext;

/**
 * Shows every failed payment method registration as the spec's error notice
 * ("There was an error registering the payment method with id '%s': " +
 * reason), id `wc-<paymentMethodId>-registration-error`, in the payments or
 * express payments context, and keeps them current: a method that later
 * registers has its notice removed. Call it only for administrators and the
 * editor. Returns the stop function.
 *
 * @example
 * const stop = showRegistrationErrorNotices( registry );
 */
export function showRegistrationErrorNotices( registry: DataRegistry ): () => void {
	const notices = noticesDispatch( registry );
	let shown: readonly PaymentMethodRegistrationError[] = [];
	const sync = () => {
		const errors = getRegistrationErrors();
		shown
			.filter( ( old ) => ! errors.some( ( error ) => sameNotice( old, error ) ) )
			.forEach( ( old ) => void notices.removeNotice( old.noticeId, old.noticeContext ) );
		errors
			.filter( ( error ) => ! shown.includes( error ) )
			.forEach(
				( error ) =>
					void notices.createErrorNotice(
						formatRegistrationErrorNotice( error.paymentMethodId, error.reason ),
						{ id: error.noticeId, context: error.noticeContext }
					)
			);
		shown = errors;
	};
	sync();
	return subscribeToRegistrationErrors( sync );
}

/**
 * Shows the registration error notices while mounted, when `enabled`
 * (administrators and the editor).
 *
 * @example
 * useRegistrationErrorNotices( canSeeDiagnostics( isEditor ) );
 */
export function useRegistrationErrorNotices( enabled: boolean ): void {
	const registry = useRegistry();
	useEffect(
		() => ( enabled ? showRegistrationErrorNotices( registry ) : undefined ),
		[ registry, enabled ]
	);
}
