/** The store-connected StoreNoticesContainer: a context's notices from core/notices, as WooCommerce's. */

import { useCallback, useMemo } from '@wordpress/element';
import { StoreNoticesContainer as StoreNoticesContainerView } from '@cesta/components';
import type { StoreNoticeData } from '@cesta/components';
import { useStoreNotices } from '@cesta/data';
import { useNoticesDispatch } from '@cesta/notices';

/**
 * Props of the connected {@link StoreNoticesContainer}.
 *
 * @example
 * const props: StoreNoticesContainerProps = { context: 'wc/checkout/payments' };
 */
export interface StoreNoticesContainerProps {
	/** The notice context (or contexts) shown here, e.g. `noticeContexts.PAYMENTS`. */
	context: string | string[];
	/** Notices shown before the stored ones (not removable from the store). @default [] */
	additionalNotices?: StoreNoticeData[];
	/** Extra class names. @default undefined */
	className?: string;
}

const NO_NOTICES: StoreNoticeData[] = [];

/**
 * The notices of a context from `core/notices`, as WooCommerce's
 * `StoreNoticesContainer` shows them: it registers the container while
 * mounted (so notices of sub-contexts without a container come here), groups
 * several errors, and dismissing a notice removes it from its context.
 *
 * @example
 * <StoreNoticesContainer context={ noticeContexts.PAYMENTS } />
 */
export function StoreNoticesContainer( {
	context,
	additionalNotices = NO_NOTICES,
	className,
}: StoreNoticesContainerProps ) {
	const stored = useStoreNotices( context );
	const { removeNotice } = useNoticesDispatch();
	const notices = useMemo(
		(): StoreNoticeData[] => [
			...additionalNotices,
			...stored.map( ( notice ) => ( {
				id: notice.id,
				status: notice.status as StoreNoticeData[ 'status' ],
				content: notice.content,
				isDismissible: notice.isDismissible,
				type: notice.type === 'snackbar' ? ( 'snackbar' as const ) : ( 'default' as const ),
			} ) ),
		],
		[ additionalNotices, stored ]
	);
	const onRemove = useCallback(
		( id: string ) => {
			const notice = stored.find( ( entry ) => entry.id === id );
			if ( notice ) {
				void removeNotice( id, notice.context );
			}
		},
		[ stored, removeNotice ]
	);
	return (
		<StoreNoticesContainerView
			notices={ notices }
			onRemove={ onRemove }
			context={ Array.isArray( context ) ? context.join( ' ' ) : context }
			className={ className }
		/>
	);
}
