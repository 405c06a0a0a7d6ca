import { useDispatch } from '@wordpress/data';

import { StoreNoticesContainer } from '@cesta/components';
import type { StoreNoticeData } from '@cesta/components';
import { useStoreNotices } from '@cesta/data';

import { CART_NOTICE_CONTEXT } from '../constants';

/**
 * The notices container at the top of the cart (context `wc/cart`, plus the
 * sub-contexts without a container of their own, as `@cesta/data` routes
 * them): error banners and the success snackbars.
 *
 * @example
 * <CartNotices />
 */
export function CartNotices() {
	const notices = useStoreNotices( CART_NOTICE_CONTEXT );
	const { removeNotice } = useDispatch( 'core/notices' ) as {
		removeNotice: ( id: string, context: string ) => void;
	};
	return (
		<StoreNoticesContainer
			context={ CART_NOTICE_CONTEXT }
			notices={ notices as StoreNoticeData[] }
			onRemove={ ( id ) =>
				removeNotice(
					id,
					notices.find( ( notice ) => notice.id === id )?.context ?? CART_NOTICE_CONTEXT
				)
			}
		/>
	);
}
