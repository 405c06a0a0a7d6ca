/** The contact information step (`woocommerce/checkout-contact-information-block`). */

import { useSelect } from '@wordpress/data';
import { StoreNoticesContainer } from '@cesta/blocks-checkout';
import { joinClassNames, useInnerBlockAttributes } from '@cesta/cart-checkout-shared';
import type { InnerBlockProps } from '@cesta/cart-checkout-shared';
import { FormStep } from '@cesta/components';
import { checkoutStore, noticeContexts } from '@cesta/data';

import { stepLabels, useCheckoutFieldsDraft } from '../../address';
import type { StepAttributes } from '../../address';
import { useCheckoutBlockContext } from '../../checkout-block/checkout-block-context';
import { ContactForm } from './contact-form';
import { LoginPrompt, useShowLoginPrompt } from './login-prompt';
import { CONTACT_INFORMATION_BLOCK_METADATA } from './metadata';

/**
 * The contact information step (spec 2 §2–§6): "Contact information" (or the
 * block's `title`) with its description, the "Log in" link for returning
 * customers, the notices of `wc/checkout/contact-information` (where the
 * server's email errors land), the email, extensions' contact fields and the
 * account creation. Disabled while the order is being placed. It also keeps
 * the contact and order fields the shopper typed across a reload.
 *
 * @example
 * <ContactInformationBlock title="" description="" showStepNumber="true" />
 */
export function ContactInformationBlock( props: InnerBlockProps ) {
	const { title, description, showStepNumber } = useInnerBlockAttributes< StepAttributes >(
		CONTACT_INFORMATION_BLOCK_METADATA,
		props
	);
	const { showFormStepNumbers } = useCheckoutBlockContext();
	const isProcessing = useSelect( ( select ) => select( checkoutStore ).isProcessing(), [] );
	const showLogin = useShowLoginPrompt();
	useCheckoutFieldsDraft();
	return (
		<FormStep
			id="contact-fields"
			className={ joinClassNames( 'wc-block-checkout__contact-fields', props.className ) }
			title={ title || stepLabels.contactTitle() }
			description={ description || stepLabels.contactDescription() }
			showStepNumber={ showFormStepNumbers && showStepNumber }
			disabled={ isProcessing }
			stepHeadingContent={ showLogin ? <LoginPrompt /> : undefined }
		>
			<StoreNoticesContainer context={ noticeContexts.CONTACT_INFORMATION } />
			<ContactForm />
			{ props.children }
		</FormStep>
	);
}
