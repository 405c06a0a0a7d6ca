/** The additional information step (`woocommerce/checkout-additional-information-block`): extensions' order-level fields. */

import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useMemo, useRef } from '@wordpress/element';
import { joinClassNames, useInnerBlockAttributes } from '@cesta/cart-checkout-shared';
import type { InnerBlockProps } from '@cesta/cart-checkout-shared';
import { AddressForm, FormStep } from '@cesta/components';
import type { AddressFormHandle } from '@cesta/components';
import { checkoutStore, orderFieldErrorId, validationStore } from '@cesta/data';
import { getFormErrors } from '@cesta/validation';

import {
	stepLabels,
	useAdditionalFields,
	useCheckoutFieldsDraft,
	useFieldErrors,
	useFieldRules,
	useSubmitFocusTarget,
} from '../../address';
import type { StepAttributes } from '../../address';
import { useCheckoutBlockContext } from '../../checkout-block/checkout-block-context';
import { ADDITIONAL_INFORMATION_BLOCK_METADATA } from './metadata';

/**
 * The additional information step (spec 2 §5 "Fields"): the order-level
 * fields extensions registered (`getAdditionalFields( 'order' )`: text,
 * select, checkbox), their values in the checkout store's additional fields
 * (sent as `additional_fields`, synced with the draft order), required and
 * hidden rules evaluated against the checkout document (the evaluator loads
 * only when a field has rules), errors in the validation store under
 * `order_<key>` with the same visibility rules as the addresses. Nothing
 * when no order field shows; disabled while the order is being placed.
 *
 * @example
 * <AdditionalInformationBlock title="" description="" showStepNumber="true" />
 */
export function AdditionalInformationBlock( props: InnerBlockProps ) {
	const { title, description, showStepNumber } = useInnerBlockAttributes< StepAttributes >(
		ADDITIONAL_INFORMATION_BLOCK_METADATA,
		props
	);
	const { showFormStepNumbers } = useCheckoutBlockContext();
	const registry = useRegistry();
	const formRef = useRef< AddressFormHandle >( null );
	const wrapperRef = useRef< HTMLDivElement >( null );
	useCheckoutFieldsDraft();
	const registered = useAdditionalFields( 'order' );
	const { fields, document, evaluator } = useFieldRules( registered );
	const { stored, isProcessing } = useSelect(
		( select ) => ( {
			stored: select( checkoutStore ).getAdditionalFields(),
			isProcessing: select( checkoutStore ).isProcessing(),
		} ),
		[]
	);
	const { setAdditionalFields } = useDispatch( checkoutStore );
	const values = useMemo(
		() =>
			Object.fromEntries(
				fields
					.filter( ( field ) => field.key in stored )
					.map( ( field ) => [ field.key, stored[ field.key ] ] )
			),
		[ fields, stored ]
	);
	const shownKeys = useMemo(
		() => fields.filter( ( field ) => ! field.hidden ).map( ( field ) => field.key ),
		[ fields ]
	);
	const errors = useMemo(
		() => getFormErrors( values, fields, { document, evaluator } ),
		[ values, fields, document, evaluator ]
	);
	const { visibleErrors, onFieldChange, onFieldBlur } = useFieldErrors( {
		errors,
		keys: shownKeys,
		errorIdOf: orderFieldErrorId,
	} );
	useSubmitFocusTarget( {
		element: () => wrapperRef.current,
		focusFirstInvalid: () => {
			const store = registry.select( validationStore );
			const shown = Object.fromEntries(
				shownKeys.map( ( key ) => [
					key,
					store.getValidationError( orderFieldErrorId( key ) )?.message,
				] )
			);
			return formRef.current?.focusFirstInvalid( shown ) ?? false;
		},
	} );

	if ( shownKeys.length === 0 ) {
		return null;
	}
	return (
		<FormStep
			id="order-fields"
			className={ joinClassNames(
				'wc-block-checkout__additional-information-fields',
				props.className
			) }
			title={ title || stepLabels.additionalTitle() }
			description={ description || undefined }
			showStepNumber={ showFormStepNumbers && showStepNumber }
			disabled={ isProcessing }
		>
			<div ref={ wrapperRef }>
				<AddressForm
					ref={ formRef }
					id="order"
					type="order"
					fields={ fields }
					values={ values }
					errors={ visibleErrors }
					onChange={ ( patch ) => {
						Object.keys( patch ).forEach( onFieldChange );
						void setAdditionalFields( patch );
					} }
					onBlur={ onFieldBlur }
				/>
			</div>
			{ props.children }
		</FormStep>
	);
}
