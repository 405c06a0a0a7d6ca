/** The Checkout block once the cart has loaded: the empty-cart and log-in cases, else the two columns. */

import { useSelect } from '@wordpress/data';
import { useMemo, useRef } from '@wordpress/element';
import type { ReactNode } from 'react';

import { joinClassNames } from '@cesta/cart-checkout-shared';
import { ContainerWidthContextProvider, useOnDemand } from '@cesta/components';
import { checkoutStore, useStoreCart } from '@cesta/data';
import { getSetting } from '@cesta/settings';

import { addressFieldVisibilityOf } from '../address/field-visibility';
import type { CheckoutBlockAttributes } from '../types';
import { CheckoutBlockContext } from './checkout-block-context';
import { unavailableScreensLoader } from './load-unavailable-screens';
import { useScrollToFirstError } from './use-scroll-to-first-error';

/**
 * Props of {@link CheckoutContent}.
 *
 * @example
 * const props: CheckoutContentProps = { attributes, children };
 */
export interface CheckoutContentProps {
	attributes: CheckoutBlockAttributes;
	/** The inner blocks (the fields and totals columns). */
	children?: ReactNode;
	/** The block shows the editor's sample cart: no empty-cart or log-in case. @default false */
	isPreview?: boolean;
}

/**
 * The Checkout block once the cart has loaded, as WooCommerce's: an empty
 * cart shows `EmptyCheckout` (not once the order is on its way: placing it
 * empties the cart); a guest on a shop that allows neither guest checkout
 * nor sign-up sees `MustLogInPrompt`; otherwise the fields and totals
 * columns (`wc-block-components-sidebar-layout wc-block-checkout`, with the
 * container width classes) and `CheckoutBlockContext` (numbered steps, the
 * address fields its attributes show, hide or require). After a submit that
 * failed validation, the first field in error is focused. The empty-cart and
 * log-in screens download when one is needed; nothing shows until then.
 *
 * @example
 * <CheckoutContent attributes={ attributes }>{ children }</CheckoutContent>
 */
export function CheckoutContent( {
	attributes,
	children,
	isPreview = false,
}: CheckoutContentProps ) {
	const { cartItems } = useStoreCart();
	const { customerId, orderIsUnderway } = useSelect( ( select ) => {
		const checkout = select( checkoutStore );
		return {
			customerId: checkout.getCustomerId(),
			orderIsUnderway: ! checkout.isIdle() || checkout.isComplete(),
		};
	}, [] );
	const ref = useRef< HTMLDivElement >( null );
	useScrollToFirstError( ref );
	const {
		showFormStepNumbers,
		hasDarkControls,
		showCompanyField,
		requireCompanyField,
		showApartmentField,
		requireApartmentField,
		showPhoneField,
		requirePhoneField,
	} = attributes;
	const context = useMemo(
		() => ( {
			showFormStepNumbers,
			addressFieldVisibility: addressFieldVisibilityOf( {
				showCompanyField,
				requireCompanyField,
				showApartmentField,
				requireApartmentField,
				showPhoneField,
				requirePhoneField,
			} ),
		} ),
		[
			showFormStepNumbers,
			showCompanyField,
			requireCompanyField,
			showApartmentField,
			requireApartmentField,
			showPhoneField,
			requirePhoneField,
		]
	);

	const isEmpty = ! isPreview && cartItems.length === 0 && ! orderIsUnderway;
	const mustLogIn =
		! isPreview &&
		! customerId &&
		! getSetting< boolean >( 'checkoutAllowsGuest', true ) &&
		! getSetting< boolean >( 'checkoutAllowsSignup', false );
	const screens = useOnDemand( unavailableScreensLoader, isEmpty || mustLogIn );

	if ( isEmpty || mustLogIn ) {
		if ( screens.status !== 'ready' ) {
			return null;
		}
		const { EmptyCheckout, MustLogInPrompt } = screens.value;
		return isEmpty ? <EmptyCheckout /> : <MustLogInPrompt />;
	}
	return (
		<CheckoutBlockContext.Provider value={ context }>
			<div ref={ ref }>
				<ContainerWidthContextProvider
					className={ joinClassNames(
						'wc-block-components-sidebar-layout',
						'wc-block-checkout',
						hasDarkControls && 'has-dark-controls'
					) }
				>
					{ children }
				</ContainerWidthContextProvider>
			</div>
		</CheckoutBlockContext.Provider>
	);
}
