/** The woocommerce/checkout-order-note-block: a checkbox that reveals the order note, kept in the checkout store. */

import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';

import { joinClassNames } from '@cesta/cart-checkout-shared';
import { CheckboxControl, FormStep, useOnDemand } from '@cesta/components';
import { checkoutStore, useStoreCart } from '@cesta/data';

import { ORDER_NOTES_STEP_ID } from '../../constants';
import { labels } from '../../messages';
import type { CheckoutInnerBlockProps } from '../../types';
import { orderNoteFieldLoader } from './load-order-note-field';
import './style.css';

/**
 * `woocommerce/checkout-order-note-block`: "Add a note to your order"; once
 * checked, a textarea whose text is the checkout store's `orderNotes` (the
 * draft-order sync sends it, and the order carries it as `customer_note`).
 * Unchecking clears the note but keeps the text, which comes back when the
 * box is checked again (as in WooCommerce). A note preloaded with the draft
 * order starts checked, and one restored after a reload checks the box. Disabled while the order is processed. Few shoppers
 * write a note, so the textarea downloads when the box is first checked.
 *
 * @example
 * <CheckoutOrderNoteBlock className="wp-block-woocommerce-checkout-order-note-block" />
 */
export function CheckoutOrderNoteBlock( { className }: CheckoutInnerBlockProps ) {
	const { cartNeedsShipping } = useStoreCart();
	const { orderNotes, isProcessing } = useSelect( ( select ) => {
		const checkout = select( checkoutStore );
		return { orderNotes: checkout.getOrderNotes(), isProcessing: checkout.isProcessing() };
	}, [] );
	const { __internalSetOrderNotes: setOrderNotes } = useDispatch( checkoutStore );
	const [ isOpen, setIsOpen ] = useState( orderNotes !== '' );
	const [ hiddenText, setHiddenText ] = useState( '' );
	// A note that reaches the store after the first paint (the copy kept
	// across a reload, restored once the form mounts) opens the box: the
	// shopper sees the note the order will carry. Unchecking empties the note,
	// so it never reopens what the shopper closed.
	useEffect( () => {
		if ( orderNotes !== '' && ! isOpen ) {
			setIsOpen( true );
		}
	}, [ orderNotes, isOpen ] );
	const noteField = useOnDemand( orderNoteFieldLoader, isOpen );
	const placeholder = cartNeedsShipping ? labels.notesForDelivery() : labels.notes();

	return (
		<FormStep
			id={ ORDER_NOTES_STEP_ID }
			showStepNumber={ false }
			className={ joinClassNames( 'wc-block-checkout__order-notes', className ) }
			disabled={ isProcessing }
		>
			<div className="wc-block-checkout__add-note">
				<CheckboxControl
					label={ labels.addNote() }
					checked={ isOpen }
					disabled={ isProcessing }
					onChange={ ( checked ) => {
						setIsOpen( checked );
						if ( checked ) {
							if ( hiddenText !== orderNotes ) {
								setOrderNotes( hiddenText );
							}
						} else {
							setHiddenText( orderNotes );
							setOrderNotes( '' );
						}
					} }
				/>
				{ isOpen && noteField.status === 'ready' && (
					<noteField.value
						label={ placeholder }
						value={ orderNotes }
						disabled={ isProcessing }
						onChange={ setOrderNotes }
					/>
				) }
			</div>
		</FormStep>
	);
}
