/** What the drawer shows instead of the cart when the cart could not be loaded. */
import { useLayoutEffect, useRef } from '@wordpress/element';

import { StoreNotice } from '@cesta/components';
import { getStorePageUrl } from '@cesta/settings';

import { contentsTexts } from '../contents/messages';
import { drawerTexts } from './messages';

/**
 * Props of {@link MiniCartLoadError}.
 *
 * @example
 * const props: MiniCartLoadErrorProps = { retrying: false, onRetry: retry };
 */
export interface MiniCartLoadErrorProps {
	/** A new attempt is on its way: the notice says so and its button waits. */
	retrying: boolean;
	/** Asks for the cart again. */
	onRetry: () => void;
}

/**
 * The error the drawer shows when the cart could not be loaded, in place of
 * its contents (never an empty cart: the shopper's cart is still there): an
 * alert saying so, a button to try again and a link to the cart page (when
 * the shop has one). While an attempt is on its way the text says the cart
 * is loading and the button stays where it is (busy, so the focus does not
 * drop out of the dialog); a new failure changes the text back, which is
 * announced again. When the cart arrives and the notice goes, focus that was
 * inside it moves to the dialog.
 *
 * @example
 * <MiniCartLoadError retrying={ retrying } onRetry={ retry } />
 */
export function MiniCartLoadError( { retrying, onRetry }: MiniCartLoadErrorProps ) {
	const ref = useRef< HTMLDivElement >( null );
	const cartUrl = getStorePageUrl( 'cart' );
	useLayoutEffect( () => {
		const notice = ref.current;
		return () => {
			if ( notice?.contains( notice.ownerDocument.activeElement ) ) {
				notice.closest< HTMLElement >( '[role="dialog"]' )?.focus();
			}
		};
	}, [] );
	return (
		<div ref={ ref } className="wc-block-mini-cart__load-error">
			<StoreNotice status="error" isDismissible={ false }>
				<p>{ retrying ? drawerTexts.loading() : drawerTexts.loadFailed() }</p>
				<div className="wc-block-mini-cart__load-error-actions">
					<button
						type="button"
						className="wc-block-components-button wp-element-button contained"
						aria-disabled={ retrying }
						aria-busy={ retrying }
						onClick={ retrying ? undefined : onRetry }
					>
						{ drawerTexts.retry() }
					</button>
					{ cartUrl && (
						<a
							className="wc-block-components-button wp-element-button outlined"
							href={ cartUrl }
						>
							{ contentsTexts.viewCart() }
						</a>
					) }
				</div>
			</StoreNotice>
		</div>
	);
}
