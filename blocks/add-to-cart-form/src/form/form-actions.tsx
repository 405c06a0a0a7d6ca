/** The bottom of the form: quantity, the add button with the form state's text, and the notices. */

import { useId } from '@wordpress/element';

import { StoreNotice } from '@cesta/components';

import { labels } from '../messages';
import type { VariationFormState } from '../types';
import type { QuantityLimits } from '../variations/quantity-rules';
import type { FormNotice, useAddToCart } from './use-add-to-cart';
import type { useQuantity } from './use-quantity';
import { QuantityInput } from './quantity-input';

/**
 * Props of {@link FormActions}.
 *
 * @example
 * const props: FormActionsProps = { productName: 'Sudadera', state: 'available', canAdd: true, isAdding: false, notice: null, … };
 */
export interface FormActionsProps {
	productName: string;
	/** The variation form's state; `null` for a simple product. */
	state: VariationFormState | null;
	canAdd: boolean;
	isAdding: boolean;
	quantityText: string;
	limits: QuantityLimits;
	onQuantityChange: ( value: string ) => void;
	onQuantityCommit: () => void;
	notice: FormNotice | null;
	onDismissNotice: () => void;
}

/**
 * The props of {@link FormActions} that come from the form's quantity and
 * add-to-cart hooks, the same for a simple and a variable product.
 *
 * @example
 * const shared: HookedActionProps = hookedActionProps( quantity, adding, limits );
 */
export type HookedActionProps = Pick<
	FormActionsProps,
	| 'isAdding'
	| 'quantityText'
	| 'limits'
	| 'onQuantityChange'
	| 'onQuantityCommit'
	| 'notice'
	| 'onDismissNotice'
>;

/**
 * Wires {@link FormActions} to the form's quantity and add-to-cart hooks.
 *
 * @example
 * <FormActions
 * 	{ ...hookedActionProps( quantity, adding, limits ) }
 * 	productName={ productName }
 * 	state={ null }
 * 	canAdd
 * />
 */
export function hookedActionProps(
	quantity: ReturnType< typeof useQuantity >,
	adding: ReturnType< typeof useAddToCart >,
	limits: QuantityLimits
): HookedActionProps {
	return {
		isAdding: adding.isAdding,
		quantityText: quantity.text,
		limits,
		onQuantityChange: quantity.setText,
		onQuantityCommit: quantity.commit,
		notice: adding.notice,
		onDismissNotice: adding.dismissNotice,
	};
}

const hintOf = ( state: VariationFormState | null, canAdd: boolean ): string => {
	switch ( state ) {
		case 'initialising':
		case 'selection-needed':
			return labels.selectionNeeded();
		case 'loading':
			return labels.checkingAvailability();
		case 'unavailable':
			return labels.unavailable();
		default:
			return canAdd ? '' : labels.productUnavailable();
	}
};

/**
 * Quantity, add button and notices. The button stays focusable when it
 * cannot add (`aria-disabled`), so pressing it gives the spec's alert; the
 * reason ('selection needed', 'unavailable') is shown beside it and is its
 * description.
 *
 * @example
 * <FormActions { ...props } />
 */
export function FormActions( {
	productName,
	state,
	canAdd,
	isAdding,
	quantityText,
	limits,
	onQuantityChange,
	onQuantityCommit,
	notice,
	onDismissNotice,
}: FormActionsProps ) {
	const hintId = useId();
	const hint = hintOf( state, canAdd );
	const classes = [
		'single_add_to_cart_button button alt wp-element-button',
		! canAdd || isAdding ? 'disabled' : '',
		state === 'selection-needed' || state === 'initialising'
			? 'wc-variation-selection-needed'
			: '',
		state === 'unavailable' || ( state === null && ! canAdd )
			? 'wc-variation-is-unavailable'
			: '',
		isAdding ? 'loading' : '',
	]
		.filter( Boolean )
		.join( ' ' );
	return (
		<>
			<div className="woocommerce-variation-add-to-cart variations_button">
				<QuantityInput
					value={ quantityText }
					limits={ limits }
					productName={ productName }
					onChange={ onQuantityChange }
					onCommit={ onQuantityCommit }
				/>
				<button
					type="submit"
					className={ classes }
					aria-disabled={ ! canAdd || isAdding ? true : undefined }
					aria-describedby={ hint ? hintId : undefined }
				>
					{ isAdding ? labels.adding() : labels.addToCart() }
				</button>
				{ hint && (
					<p id={ hintId } className="wc-block-add-to-cart-form__hint">
						{ hint }
					</p>
				) }
			</div>
			<div className="wc-block-add-to-cart-form__notices">
				{ notice && (
					<StoreNotice status={ notice.status } onRemove={ onDismissNotice }>
						{ notice.message }
						{ notice.cartUrl && (
							<>
								{ ' ' }
								<a className="added_to_cart wc-forward" href={ notice.cartUrl }>
									{ labels.viewCart() }
								</a>
							</>
						) }
					</StoreNotice>
				) }
			</div>
		</>
	);
}
