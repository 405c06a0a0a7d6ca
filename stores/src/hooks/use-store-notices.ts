/** The hook giving a notice container its notices, and those of sub-contexts without a container. */

import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useMemo } from '@wordpress/element';
import { noticesStore } from '@cesta/notices';

import { paymentStore } from '../payment';
import { storeNoticesStore } from '../store-notices';
import { getContainerContexts } from '../store-notices/routing';

/**
 * A notice as a container shows it, with the context it came from.
 *
 * @example
 * notices.map( ( notice ) => <Notice key={ notice.id } status={ notice.status }>{ notice.content }</Notice> );
 */
export interface ContainerNotice {
	id: string;
	status: string;
	content: string;
	isDismissible: boolean;
	type: string;
	context: string;
}

const EMPTY: ContainerNotice[] = [];

/**
 * The notices a container for `context` shows: its own and those of known
 * sub-contexts without a container. Registers the container while mounted.
 * Nothing is shown while an express payment method is active.
 *
 * @example
 * const notices = useStoreNotices( 'wc/checkout' );
 */
export function useStoreNotices( context: string | string[] ): ContainerNotice[] {
	const contexts = useMemo(
		() => ( Array.isArray( context ) ? context : [ context ] ),
		// A new array literal with the same contexts must not re-register.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ JSON.stringify( context ) ]
	);
	const { registerContainer, unregisterContainer } = useDispatch( storeNoticesStore );
	useEffect( () => {
		contexts.forEach( ( entry ) => registerContainer( entry ) );
		return () => contexts.forEach( ( entry ) => unregisterContainer( entry ) );
	}, [ contexts, registerContainer, unregisterContainer ] );

	const { perContext, suppressed } = useSelect(
		( select ) => {
			const shown = getContainerContexts(
				contexts,
				select( storeNoticesStore ).getRegisteredContainers()
			);
			// By descriptor the host's own `core/notices` (same key) is read too.
			const { getNotices } = select( noticesStore );
			return {
				perContext: shown.map( ( entry ) => [ entry, getNotices( entry ) ] as const ),
				suppressed: select( paymentStore ).isExpressPaymentMethodActive(),
			};
		},
		[ contexts ]
	);
	return useMemo(
		() =>
			suppressed
				? EMPTY
				: perContext.flatMap( ( [ entry, notices ] ) =>
						notices.map( ( notice ) => ( { ...notice, context: entry } ) )
					),
		[ perContext, suppressed ]
	);
}
