/** The form's quantity box: a number input held to the quantity rules when it is left; absent when sold individually. */

import type { QuantityLimits } from '../variations/quantity-rules';
import { labels } from '../messages';

/**
 * Props of {@link QuantityInput}.
 *
 * @example
 * const props: QuantityInputProps = { value: '2', limits, productName: 'Sudadera', onChange: setQuantity, onCommit: clamp };
 */
export interface QuantityInputProps {
	/** The text in the box (the shopper may be typing). */
	value: string;
	limits: QuantityLimits;
	productName: string;
	onChange: ( value: string ) => void;
	/** Called when the box is left, to hold the value to the rules. */
	onCommit: () => void;
	disabled?: boolean;
}

/**
 * The quantity box of the form (WooCommerce's `div.quantity`). A
 * sold-individually product has no box (spec 1 §5): the quantity is 1.
 *
 * @example
 * <QuantityInput value={ quantity } limits={ limits } productName={ name } onChange={ setQuantity } onCommit={ commit } />
 */
export function QuantityInput( {
	value,
	limits,
	productName,
	onChange,
	onCommit,
	disabled = false,
}: QuantityInputProps ) {
	if ( limits.soldIndividually ) {
		return null;
	}
	return (
		<div className="quantity wc-block-add-to-cart-form__quantity">
			<input
				type="number"
				className="input-text qty text"
				name="quantity"
				inputMode="numeric"
				min={ limits.minimum }
				max={ limits.maximum }
				step={ limits.step }
				value={ value }
				disabled={ disabled }
				aria-label={ labels.quantityOf( productName ) }
				onChange={ ( event ) => onChange( event.target.value ) }
				onBlur={ onCommit }
			/>
		</div>
	);
}
