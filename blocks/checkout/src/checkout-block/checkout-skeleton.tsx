/** The skeleton of the checkout while the cart loads: a few form steps and the order summary column. */

import { Skeleton } from '@cesta/components';

const STEPS = [ 0, 1, 2 ];

/**
 * The shape of the checkout while the cart loads: a few steps of fields
 * and the order summary column. Hidden from assistive technology (the
 * loader announces the wait).
 *
 * @example
 * <SkeletonLoader isLoading skeleton={ <CheckoutSkeleton /> } />
 */
export function CheckoutSkeleton() {
	return (
		<span className="wc-block-checkout__skeleton" aria-hidden="true">
			<span className="wc-block-checkout__skeleton-main">
				{ STEPS.map( ( step ) => (
					<span key={ step } className="wc-block-checkout__skeleton-step">
						<Skeleton width="40%" height="1.5em" />
						<Skeleton height="3em" />
						<Skeleton height="3em" />
					</span>
				) ) }
			</span>
			<span className="wc-block-checkout__skeleton-sidebar">
				<Skeleton width="50%" height="1.5em" />
				<Skeleton height="4em" />
				<Skeleton />
				<Skeleton />
			</span>
		</span>
	);
}
