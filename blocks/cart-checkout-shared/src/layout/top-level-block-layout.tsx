/** The frame of the Cart and Checkout blocks: notices, slot fills, the delayed skeleton, the totals live region. */

import { useMemo, useState } from '@wordpress/element';
import type { ReactNode } from 'react';

import {
	CHECKOUT_PLUGIN_SCOPE,
	PluginArea,
	SlotFillProvider,
	StoreNoticesContainer,
} from '@cesta/blocks-checkout';
import { SkeletonLoader } from '@cesta/components';
import { useStoreCart } from '@cesta/data';

import { SKELETON_SHOW_DELAY_MS } from '../constants';
import type { TopLevelBlockConfig } from '../constants';
import { useCartLoadFailure } from '../hooks/use-cart-load-failure';
import { useDelayedFlag } from '../hooks/use-delayed-flag';
import { TopLevelBlockContext } from './top-level-block-context';
import type { TopLevelBlockContextValue } from './top-level-block-context';
import { TotalsLiveRegion } from './totals-live-region';

/**
 * Props of {@link TopLevelBlockLayout}.
 *
 * @example
 * const props: TopLevelBlockLayoutProps = {
 * 	config: CART_BLOCK_CONFIG, hasDarkControls: false, skeleton: <CartSkeleton />, loadingLabel: 'Loading your cart…',
 * };
 */
export interface TopLevelBlockLayoutProps {
	/** The block the frame is for: its notice context and class names. */
	config: TopLevelBlockConfig;
	/** The block's `hasDarkControls` attribute, for its inner blocks. */
	hasDarkControls: boolean;
	/** The shape of the block while the cart loads (hidden from assistive technology). */
	skeleton: ReactNode;
	/** What screen readers hear while the skeleton shows. */
	loadingLabel: string;
	/** The inner blocks, rendered once the cart has loaded. */
	children?: ReactNode;
	/** The block shows the editor's sample cart. @default false */
	isPreview?: boolean;
}

/**
 * The frame of the Cart and Checkout blocks around their inner blocks: the
 * block's notices at the top (`config.noticeContext`, plus the sub-contexts
 * without a container of their own), the slot fills extensions register
 * (`wp.plugins` scope `woocommerce-checkout`), a skeleton while the cart
 * loads (only if it takes longer than `SKELETON_SHOW_DELAY_MS`, then for at
 * least 2 s, spec 2 §4), the polite live region announcing the total, and
 * {@link TopLevelBlockContext} for the inner blocks (with whether the
 * shopper emptied the cart). A failed first load shows its error once in the
 * notices and keeps the inner blocks hidden.
 *
 * @example
 * <TopLevelBlockLayout config={ CART_BLOCK_CONFIG } hasDarkControls={ false } skeleton={ <CartSkeleton /> } loadingLabel={ labels.loadingCart() }>
 * 	{ children }
 * </TopLevelBlockLayout>
 */
export function TopLevelBlockLayout( {
	config,
	hasDarkControls,
	skeleton,
	loadingLabel,
	children,
	isPreview = false,
}: TopLevelBlockLayoutProps ) {
	const { cartIsLoading, cartErrors, cartItems } = useStoreCart();
	const loadFailed = useCartLoadFailure( cartIsLoading, cartErrors, config.noticeContext );
	const showSkeleton = useDelayedFlag( cartIsLoading, SKELETON_SHOW_DELAY_MS );
	const [ hadItems, setHadItems ] = useState( false );
	if ( ! hadItems && ! cartIsLoading && cartItems.length > 0 ) {
		setHadItems( true );
	}
	const wasEmptied = hadItems && ! cartIsLoading && cartItems.length === 0;
	const context = useMemo< TopLevelBlockContextValue >(
		() => ( { hasDarkControls, wasEmptied, isPreview } ),
		[ hasDarkControls, wasEmptied, isPreview ]
	);
	return (
		<TopLevelBlockContext.Provider value={ context }>
			<SlotFillProvider>
				<div
					className={ `${ config.classNameBase }__container` }
					aria-busy={ cartIsLoading || undefined }
				>
					<StoreNoticesContainer context={ config.noticeContext } />
					<SkeletonLoader
						isLoading={ showSkeleton }
						skeleton={ skeleton }
						screenReaderLabel={ loadingLabel }
					>
						{ cartIsLoading || loadFailed ? null : children }
					</SkeletonLoader>
					<TotalsLiveRegion />
				</div>
				{ /* Extensions' fills (order meta, discounts meta, shipping packages), as WooCommerce's blocks mount them. */ }
				<PluginArea scope={ CHECKOUT_PLUGIN_SCOPE } />
			</SlotFillProvider>
		</TopLevelBlockContext.Provider>
	);
}
