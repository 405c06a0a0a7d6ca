/** The skeleton of the cart while it loads: a few lines and the totals column. */

import { Skeleton } from '@cesta/components';

const ROWS = [ 0, 1, 2 ];

/**
 * The shape of the cart while it loads: a few lines and the totals column.
 * Hidden from assistive technology (the loader announces the wait).
 *
 * @example
 * <SkeletonLoader isLoading skeleton={ <CartSkeleton /> } />
 */
export function CartSkeleton() {
	return (
		<span className="wc-block-cart__skeleton" aria-hidden="true">
			<span className="wc-block-cart__skeleton-items">
				{ ROWS.map( ( row ) => (
					<span key={ row } className="wc-block-cart__skeleton-row">
						<Skeleton width="5em" height="5em" />
						<span className="wc-block-cart__skeleton-details">
							<Skeleton width="60%" />
							<Skeleton width="30%" />
							<Skeleton width="8em" height="2em" />
						</span>
					</span>
				) ) }
			</span>
			<span className="wc-block-cart__skeleton-totals">
				<Skeleton width="50%" height="1.5em" />
				<Skeleton />
				<Skeleton />
				<Skeleton height="3em" />
			</span>
		</span>
	);
}
