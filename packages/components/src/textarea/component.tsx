/** The Textarea: a labelled multi-line field (order notes) with an optional character limit and counter. */

import { forwardRef } from '@wordpress/element';

import { cx } from '../utils/cx';
import { getValidationErrorId, ValidationInputError } from '../validation-input-error';
import { limitCharacters } from './characters';
import { useCharacterCounter } from './hook';
import type { TextareaProps } from './types';
import './style.css';
import '../utils/screen-reader-text.css';

/**
 * A labelled `<textarea>` (`wc-block-components-textarea`, as WooCommerce's
 * order notes). The label can be hidden from sight but always names the
 * field. With `maxLength`, characters are counted as the shopper sees them
 * (an emoji is one, not two as the native attribute counts), longer text is
 * cut, and a counter shows what is left: it describes the field, and a
 * polite live region repeats it once typing pauses. Errors mark it
 * `aria-invalid` and describe it.
 *
 * @example
 * <Textarea
 * 	id="order-notes"
 * 	label="Notes about your order"
 * 	hideLabel
 * 	placeholder="Notes about your order, e.g. special notes for delivery."
 * 	value={ orderNotes }
 * 	onChange={ setOrderNotes }
 * />
 */
export const Textarea = forwardRef< HTMLTextAreaElement, TextareaProps >( function Textarea(
	{
		id,
		label,
		hideLabel = false,
		value,
		onChange,
		maxLength,
		rows = 2,
		errorMessage,
		help,
		ariaDescribedBy,
		className,
		...textareaProps
	},
	ref
) {
	const counter = useCharacterCounter( value, maxLength );
	const helpId = help ? `${ id }-help` : undefined;
	const counterId = counter ? `${ id }-counter` : undefined;
	const errorId = errorMessage ? getValidationErrorId( id ) : undefined;
	const describedBy = [ errorId, helpId, counterId, ariaDescribedBy ]
		.filter( Boolean )
		.join( ' ' );

	return (
		<div
			className={ cx(
				'wc-block-components-textarea-field',
				errorMessage && 'has-error',
				className
			) }
		>
			<label
				htmlFor={ id }
				className={ cx(
					'wc-block-components-textarea-field__label',
					hideLabel && 'screen-reader-text'
				) }
			>
				{ label }
			</label>
			<textarea
				ref={ ref }
				id={ id }
				className="wc-block-components-textarea"
				rows={ rows }
				value={ value }
				aria-invalid={ errorMessage ? true : undefined }
				aria-describedby={ describedBy || undefined }
				onChange={ ( event ) => {
					counter?.markEdited();
					const text = event.target.value;
					onChange( maxLength === undefined ? text : limitCharacters( text, maxLength ) );
				} }
				{ ...textareaProps }
			/>
			{ help && (
				<span id={ helpId } className="wc-block-components-textarea-field__help">
					{ help }
				</span>
			) }
			{ counter && (
				<>
					<span
						id={ counterId }
						className="wc-block-components-textarea-field__counter"
						aria-hidden="true"
					>
						{ counter.text }
					</span>
					<span className="screen-reader-text" aria-live="polite">
						{ counter.announced }
					</span>
				</>
			) }
			<ValidationInputError errorMessage={ errorMessage } elementId={ id } />
		</div>
	);
} );
