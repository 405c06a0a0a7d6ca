/** The Cart block around its inner blocks: notices, slot fills, the delayed skeleton, the totals live region. */

import { useDispatch } from '@wordpress/data';
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import type { ReactNode } from 'react';

import { CHECKOUT_PLUGIN_SCOPE, PluginArea, SlotFillProvider } from '@cesta/blocks-checkout';
import { SkeletonLoader } from '@cesta/components';
import { storeNoticesStore, useStoreCart } from '@cesta/data';

import { CART_NOTICE_CONTEXT, CART_SKELETON_SHOW_DELAY_MS } from '../constants';
import { useDelayedFlag } from '../hooks/use-delayed-flag';
import { labels } from '../messages';
import type { CartBlockAttributes } from '../types';
import { CartBlockContext } from './cart-block-context';
import type { CartBlockContextValue } from './cart-block-context';
import { CartNotices } from './cart-notices';
import { CartSkeleton } from './cart-skeleton';
import { TotalsLiveRegion } from './totals-live-region';

/**
 * Props of {@link CartLayout}.
 *
 * @example
 * const props: CartLayoutProps = { attributes, children };
 */
export interface CartLayoutProps {
	attributes: CartBlockAttributes;
	/** The inner blocks (filled and empty cart). */
	children?: ReactNode;
	/** The block shows the editor's sample cart. @default false */
	isPreview?: boolean;
}

/**
 * Whether the first cart load failed (spec 2 §8: e.g. `cart_api_error`,
 * "Unable to get cart data from the API."). The error is shown once in the
 * `wc/cart` notices; the cart stays hidden until a cart arrives (which
 * clears the store's errors), since it is not known to be empty.
 *
 * @example
 * const loadFailed = useLoadFailure( cartIsLoading, cartErrors );
 */
function useLoadFailure( cartIsLoading: boolean, cartErrors: unknown[] ): boolean {
	const { processErrorResponse } = useDispatch( storeNoticesStore );
	const [ failedError, setFailedError ] = useState< unknown >( null );
	const wasLoadingRef = useRef( cartIsLoading );
	useEffect( () => {
		if ( wasLoadingRef.current && ! cartIsLoading && cartErrors[ 0 ] ) {
			setFailedError( cartErrors[ 0 ] );
			processErrorResponse( cartErrors[ 0 ], CART_NOTICE_CONTEXT );
		}
		wasLoadingRef.current = cartIsLoading;
	}, [ cartIsLoading, cartErrors, processErrorResponse ] );
	return failedError !== null && cartErrors.includes( failedError );
}

/**
 * The Cart block around its inner blocks: the `wc/cart` notices at the top,
 * the slot fills extensions register (`wp.plugins` scope `woocommerce-checkout`),
 * a skeleton while the cart loads (only if it takes longer than
 * `CART_SKELETON_SHOW_DELAY_MS`, then for at least 2 s, spec 2 §4), and the
 * polite live region announcing the total.
 *
 * @example
 * <CartLayout attributes={ attributes }>{ children }</CartLayout>
 */
export function CartLayout( { attributes, children, isPreview = false }: CartLayoutProps ) {
	const { cartIsLoading, cartItems, cartErrors } = useStoreCart();
	const loadFailed = useLoadFailure( cartIsLoading, cartErrors );
	const showSkeleton = useDelayedFlag( cartIsLoading, CART_SKELETON_SHOW_DELAY_MS );
	const [ hadItems, setHadItems ] = useState( false );
	if ( ! hadItems && ! cartIsLoading && cartItems.length > 0 ) {
		setHadItems( true );
	}
	const wasEmptied = hadItems && ! cartIsLoading && cartItems.length === 0;
	const context = useMemo< CartBlockContextValue >(
		() => ( { hasDarkControls: attributes.hasDarkControls, wasEmptied, isPreview } ),
		[ attributes.hasDarkControls, wasEmptied, isPreview ]
	);
	return (
		<CartBlockContext.Provider value={ context }>
			<SlotFillProvider>
				<div className="wc-block-cart__container" aria-busy={ cartIsLoading || undefined }>
					<CartNotices />
					<SkeletonLoader
						isLoading={ showSkeleton }
						skeleton={ <CartSkeleton /> }
						screenReaderLabel={ labels.loadingCart() }
					>
						{ cartIsLoading || loadFailed ? null : children }
					</SkeletonLoader>
					<TotalsLiveRegion />
				</div>
				{ /* Extensions' fills (order meta, discounts meta, shipping packages), as WooCommerce's cart mounts them. */ }
				<PluginArea scope={ CHECKOUT_PLUGIN_SCOPE } />
			</SlotFillProvider>
		</CartBlockContext.Provider>
	);
}
