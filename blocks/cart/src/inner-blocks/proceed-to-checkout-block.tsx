/** The woocommerce/proceed-to-checkout-block: the filtered link to the checkout page, styled as a button. */

import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';

import { joinClassNames, useInnerBlockAttributes } from '@cesta/cart-checkout-shared';
import { Spinner } from '@cesta/components';
import { cartStore, checkoutStore, useStoreCart } from '@cesta/data';
import { applyCheckoutFilter } from '@cesta/registry';
import { getSetting, getStorePageUrl } from '@cesta/settings';

import { CART_BLOCK_NAMES } from '../block-names';
import { labels } from '../messages';
import { getCartInnerBlockMetadata } from '../metadata';
import type { CartInnerBlockProps } from '../types';
import './style.css';

/**
 * The checkout page's address: the page the block names (`checkoutPageId`,
 * as WooCommerce prints `page-<id>` settings), else the store's checkout page.
 *
 * @example
 * checkoutUrl( 0 ); // '/checkout/'
 */
export function checkoutUrl( checkoutPageId: number ): string {
	const page = checkoutPageId
		? getSetting< unknown >( `page-${ checkoutPageId }`, false )
		: false;
	return typeof page === 'string' && page !== '' ? page : getStorePageUrl( 'checkout', '/' );
}

/**
 * `woocommerce/proceed-to-checkout-block`: the link to the checkout, styled
 * as a button. Its label and address go through the
 * `proceedToCheckoutButtonLabel` and `proceedToCheckoutButtonLink` checkout
 * filters (arg `{ cart }`, the raw cart data). While the cart loads or
 * recalculates it is disabled (`aria-disabled`, the click does nothing); once
 * followed it shows a spinner until the page changes.
 *
 * @example
 * <ProceedToCheckoutBlock buttonLabel="Finalizar compra" />
 */
export function ProceedToCheckoutBlock( props: CartInnerBlockProps ) {
	const { checkoutPageId, buttonLabel } = useInnerBlockAttributes< {
		checkoutPageId: number;
		buttonLabel: string;
	} >( getCartInnerBlockMetadata( CART_BLOCK_NAMES.PROCEED_TO_CHECKOUT ), props );
	const { cartIsLoading } = useStoreCart();
	const { cart, isCalculating } = useSelect(
		( select ) => ( {
			cart: select( cartStore ).getCartData(),
			isCalculating: select( checkoutStore ).isCalculating(),
		} ),
		[]
	);
	const [ isLeaving, setIsLeaving ] = useState( false );
	// Back from the checkout (page restored from history): no spinner.
	useEffect( () => {
		const reset = () => setIsLeaving( false );
		window.addEventListener( 'pageshow', reset );
		return () => window.removeEventListener( 'pageshow', reset );
	}, [] );

	const label = applyCheckoutFilter< string >( {
		filterName: 'proceedToCheckoutButtonLabel',
		defaultValue: buttonLabel || labels.proceedToCheckout(),
		arg: { cart },
	} );
	const href = applyCheckoutFilter< string >( {
		filterName: 'proceedToCheckoutButtonLink',
		defaultValue: checkoutUrl( checkoutPageId ),
		arg: { cart },
	} );
	const disabled = cartIsLoading || isCalculating;

	return (
		<div className={ joinClassNames( 'wc-block-cart__submit', props.className ) }>
			<div className="wc-block-cart__submit-container">
				<a
					href={ href }
					className={ joinClassNames(
						'wc-block-components-button',
						'wp-element-button',
						'contained',
						'wc-block-cart__submit-button',
						isLeaving && 'wc-block-cart__submit-button--loading'
					) }
					aria-disabled={ disabled || undefined }
					aria-busy={ isLeaving || undefined }
					onClick={ ( event ) => {
						if ( disabled ) {
							event.preventDefault();
							return;
						}
						setIsLeaving( true );
					} }
				>
					{ isLeaving && <Spinner /> }
					<span className="wc-block-components-button__text">{ label }</span>
				</a>
			</div>
		</div>
	);
}
