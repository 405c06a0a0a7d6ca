/** The express payment area of the checkout or cart: placeholders, buttons, separator and diagnostics. */

import { useSelect } from '@wordpress/data';
import type { ReactNode } from 'react';
import { LoadingMask, Skeleton, Title } from '@cesta/components';
import { checkoutStore, noticeContexts, paymentStore, useExpressPaymentMethods } from '@cesta/data';

import { EXPRESS_PAYMENT_PLACEHOLDER_COUNT } from '../constants';
import { StoreNoticesContainer } from '../notices/store-notices-container';
import type { ExpressButtonAttributes } from '../payment-method-interface/element-props';
import { canSeeDiagnostics, useIsEditor } from '../payment-methods/diagnostics';
import { useRegistrationErrorNotices } from '../payment-methods/registration-error-notices';
import { ExpressPaymentMethodList } from './express-payment-method-list';
import { expressMessages } from './messages';
import { useRegisteredExpressPaymentMethods } from './use-registered-express-payment-methods';
import '../style.css';

/**
 * Props of {@link ExpressPaymentMethods}.
 *
 * @example
 * const props: ExpressPaymentMethodsProps = { context: 'cart' };
 */
export interface ExpressPaymentMethodsProps {
	/** The checkout has a title and "Or continue below"; the cart only "Or". @default 'checkout' */
	context?: 'checkout' | 'cart';
	/** Renders each method's `edit`. @default detected (the `core/editor` store is registered) */
	isEditor?: boolean;
	/** Button style values handed to methods that support them. @default { height: 48, borderRadius: 4 } */
	buttonAttributes?: ExpressButtonAttributes;
	/** Extra class names. @default undefined */
	className?: string;
}

const Placeholders = () => (
	<ul
		className="wc-block-components-express-payment__event-buttons"
		aria-label={ expressMessages.loadingExpressPaymentMethods() }
	>
		{ Array.from( { length: EXPRESS_PAYMENT_PLACEHOLDER_COUNT }, ( _, index ) => (
			<li key={ index } className="wc-block-components-express-payment__placeholder">
				<Skeleton tag="div" height="48px" borderRadius="4px" />
			</li>
		) ) }
	</ul>
);

/**
 * The express payment area of the checkout or the cart (spec 2 §2, §4):
 * while express methods are registered but not yet checked, two loading
 * placeholders; once checked, the available methods' buttons under "Express
 * Checkout" (checkout only) with "Or continue below" (checkout) or "Or"
 * (cart) below. With none available the area is hidden, but administrators
 * and the editor still see its notices (registration and availability
 * errors), and administrators "No registered Payment Methods" when none is
 * registered (the editor's preview shows nothing there, as WooCommerce's).
 *
 * @example
 * <ExpressPaymentMethods context="cart" />
 */
export function ExpressPaymentMethods( {
	context = 'checkout',
	isEditor: isEditorProp,
	buttonAttributes,
	className,
}: ExpressPaymentMethodsProps ) {
	const detectedEditor = useIsEditor();
	const isEditor = isEditorProp ?? detectedEditor;
	const showDetails = canSeeDiagnostics( isEditor );
	useRegistrationErrorNotices( showDetails );
	const registered = useRegisteredExpressPaymentMethods();
	const { paymentMethods, isInitialized } = useExpressPaymentMethods();
	const isBusy = useSelect( ( select ) => {
		const checkout = select( checkoutStore );
		return (
			checkout.isCalculating() ||
			checkout.isBeforeProcessing() ||
			checkout.isProcessing() ||
			checkout.isAfterProcessing() ||
			( checkout.isComplete() && ! checkout.hasError() ) ||
			select( paymentStore ).isExpressPaymentMethodActive()
		);
	}, [] );
	const notices = <StoreNoticesContainer context={ noticeContexts.EXPRESS_PAYMENTS } />;

	const hasRegistered = Object.keys( registered ).length > 0;
	const hasAvailable = Object.keys( paymentMethods ).length > 0;
	if ( ! hasRegistered || ( isInitialized && ! hasAvailable ) ) {
		if ( ! showDetails ) {
			return null;
		}
		return (
			<div className="wc-block-components-express-payment wc-block-components-express-payment--empty">
				{ notices }
				{ /* As in WooCommerce's editor, whose express block shows nothing then. */ }
				{ ! hasRegistered && ! isEditor && (
					<p>{ expressMessages.noExpressPaymentMethodsRegistered() }</p>
				) }
			</div>
		);
	}

	const buttons: ReactNode = isInitialized ? (
		<ExpressPaymentMethodList
			paymentMethods={ paymentMethods }
			isEditor={ isEditor }
			showDetails={ showDetails }
			buttonAttributes={ buttonAttributes }
		/>
	) : (
		<Placeholders />
	);
	return (
		<>
			<LoadingMask isLoading={ isBusy && isInitialized }>
				<div
					className={ [
						'wc-block-components-express-payment',
						`wc-block-components-express-payment--${ context }`,
						className,
					]
						.filter( Boolean )
						.join( ' ' ) }
				>
					{ context === 'checkout' && (
						<div className="wc-block-components-express-payment__title-container">
							<Title
								className="wc-block-components-express-payment__title"
								headingLevel="2"
							>
								{ expressMessages.expressCheckoutTitle() }
							</Title>
						</div>
					) }
					<div className="wc-block-components-express-payment__content">
						{ notices }
						{ buttons }
					</div>
				</div>
			</LoadingMask>
			<div
				className={ `wc-block-components-express-payment-continue-rule wc-block-components-express-payment-continue-rule--${ context }` }
			>
				{ context === 'checkout'
					? expressMessages.orContinueBelow()
					: expressMessages.or() }
			</div>
		</>
	);
}
