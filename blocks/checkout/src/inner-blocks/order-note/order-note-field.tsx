/** The order note's textarea, downloaded when the shopper ticks "Add a note to your order". */

import { Textarea } from '@cesta/components';

import { ORDER_NOTES_STEP_ID } from '../../constants';

/**
 * Props of {@link OrderNoteField}.
 *
 * @example
 * const props: OrderNoteFieldProps = { label: 'Notes about your order', value: '', disabled: false, onChange };
 */
export interface OrderNoteFieldProps {
	/** The accessible name, also the placeholder. */
	label: string;
	value: string;
	disabled: boolean;
	onChange: ( value: string ) => void;
}

/**
 * The order note (`#order-notes-textarea`, WooCommerce's class
 * `wc-block-checkout__order-notes-textarea`), named and hinted by its
 * placeholder.
 *
 * @example
 * <OrderNoteField label={ placeholder } value={ orderNotes } disabled={ isProcessing } onChange={ setOrderNotes } />
 */
export function OrderNoteField( { label, value, disabled, onChange }: OrderNoteFieldProps ) {
	return (
		<Textarea
			id={ `${ ORDER_NOTES_STEP_ID }-textarea` }
			className="wc-block-checkout__order-notes-textarea"
			label={ label }
			hideLabel
			placeholder={ label }
			value={ value }
			disabled={ disabled }
			onChange={ onChange }
		/>
	);
}
