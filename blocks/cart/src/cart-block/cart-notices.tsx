/** The notices container at the top of the cart: the wc/cart error banners and success snackbars. */

import { StoreNoticesContainer } from '@cesta/components';
import type { StoreNoticeData } from '@cesta/components';
import { useStoreNotices } from '@cesta/data';
import { useNoticesDispatch } from '@cesta/notices';

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
	const { removeNotice } = useNoticesDispatch();
	return (
		<StoreNoticesContainer
			context={ CART_NOTICE_CONTEXT }
			notices={ notices as StoreNoticeData[] }
			onRemove={ ( id ) =>
				void removeNotice(
					id,
					notices.find( ( notice ) => notice.id === id )?.context ?? CART_NOTICE_CONTEXT
				)
			}
		/>
	);
}
