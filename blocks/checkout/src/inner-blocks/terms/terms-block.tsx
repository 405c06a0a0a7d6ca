/** The woocommerce/checkout-terms-block: the terms and privacy text, or a checkbox the shopper must tick. */

import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';

import { joinClassNames, useInnerBlockAttributes } from '@cesta/cart-checkout-shared';
import { CheckboxControl } from '@cesta/components';
import { useCheckoutSubmit, validationStore } from '@cesta/data';

import { CHECKOUT_BLOCK_NAMES } from '../../block-names';
import { TERMS_VALIDATION_ERROR_ID } from '../../constants';
import { labels } from '../../messages';
import { getCheckoutInnerBlockMetadata } from '../../metadata';
import type { CheckoutInnerBlockProps } from '../../types';
import { TermsText } from './terms-text';
import './style.css';

type TermsAttributes = {
	checkbox: boolean;
	text: string;
	showSeparator: boolean;
};

/**
 * `woocommerce/checkout-terms-block`: the terms text with links to the
 * store's terms and privacy pages (`TermsText`). With the block's
 * `checkbox` attribute it is a checkbox the shopper must tick: until then a
 * hidden validation error (id `terms-and-conditions`, "Please read and
 * accept the terms and conditions.") blocks the order, and shows under the
 * box once the shopper submits. Disabled while the checkout is busy.
 *
 * @example
 * <CheckoutTermsBlock className="wp-block-woocommerce-checkout-terms-block" checkbox="true" />
 */
export function CheckoutTermsBlock( props: CheckoutInnerBlockProps ) {
	const { checkbox, text, showSeparator } = useInnerBlockAttributes< TermsAttributes >(
		getCheckoutInnerBlockMetadata( CHECKOUT_BLOCK_NAMES.CHECKOUT_TERMS ),
		props
	);
	const { isDisabled } = useCheckoutSubmit();
	return (
		<div
			className={ joinClassNames(
				'wc-block-checkout__terms',
				isDisabled && 'wc-block-checkout__terms--disabled',
				showSeparator && 'wc-block-checkout__terms--with-separator',
				props.className
			) }
		>
			{ checkbox ? (
				<TermsCheckbox text={ text } disabled={ isDisabled } />
			) : (
				<TermsText text={ text } withCheckbox={ false } />
			) }
		</div>
	);
}

function TermsCheckbox( { text, disabled }: { text: string; disabled: boolean } ) {
	const [ checked, setChecked ] = useState( false );
	const { setValidationErrors, clearValidationError } = useDispatch( validationStore );
	const error = useSelect(
		( select ) => select( validationStore ).getValidationError( TERMS_VALIDATION_ERROR_ID ),
		[]
	);
	useEffect( () => {
		if ( checked ) {
			clearValidationError( TERMS_VALIDATION_ERROR_ID );
		} else {
			setValidationErrors( {
				[ TERMS_VALIDATION_ERROR_ID ]: { message: labels.acceptTerms(), hidden: true },
			} );
		}
		return () => {
			clearValidationError( TERMS_VALIDATION_ERROR_ID );
		};
	}, [ checked, clearValidationError, setValidationErrors ] );
	const visibleError = error && ! error.hidden ? error.message : undefined;
	return (
		<CheckboxControl
			id={ TERMS_VALIDATION_ERROR_ID }
			label={ <TermsText text={ text } withCheckbox /> }
			checked={ checked }
			disabled={ disabled }
			errorMessage={ visibleError }
			onChange={ setChecked }
		/>
	);
}
