/** The QuantitySelector: a cart line's quantity box with minus and plus buttons, named after the product. */

import { useCallback } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import { __, sprintf } from '@wordpress/i18n';

import {
	QUANTITY_MAXIMUM_DEFAULT,
	QUANTITY_MINIMUM_DEFAULT,
	QUANTITY_MULTIPLE_OF_DEFAULT,
} from '@cesta/validation';

import { cx } from '../utils/cx';
import { announcePolitely, usePoliteLiveRegion } from '../utils/live-region';
import { useQuantitySelector } from './hook';
import type { QuantitySelectorProps } from './types';
import './style.css';

// The full-width plus many themes use is missing from common system fonts;
// the ASCII plus and the minus sign (U+2212) render everywhere and match.
const PLUS_SIGN = '+';
const MINUS_SIGN = '\u2212';

/**
 * The quantity box of a cart line, with minus and plus buttons (spec §4, §5).
 * Typing commits after 600 ms without typing, or at once on blur or Enter;
 * ArrowUp/ArrowDown act as plus/minus; the value is held between `minimum`
 * and `maximum` and snapped to a multiple of `step`; minus is disabled at the
 * minimum and plus at the maximum; everything is disabled when the line is not
 * editable or `disabled`. `onChange` runs once per committed change, which
 * the page's polite live region then says ("Quantity of Arrocera changed to 3.").
 *
 * @example
 * <QuantitySelector
 * 	quantity={ item.quantity }
 * 	itemName={ item.name }
 * 	minimum={ item.quantity_limits.minimum }
 * 	maximum={ item.quantity_limits.maximum }
 * 	step={ item.quantity_limits.multiple_of }
 * 	editable={ item.quantity_limits.editable }
 * 	disabled={ isPendingUpdate }
 * 	onChange={ ( quantity ) => setItemQuantity( item.key, quantity ) }
 * />
 */
export function QuantitySelector( {
	quantity,
	onChange,
	itemName,
	minimum = QUANTITY_MINIMUM_DEFAULT,
	maximum = QUANTITY_MAXIMUM_DEFAULT,
	step = QUANTITY_MULTIPLE_OF_DEFAULT,
	editable = true,
	disabled = false,
	className,
}: QuantitySelectorProps ) {
	const name = decodeEntities( itemName );
	usePoliteLiveRegion();
	// Each committed change is said, as the total the cart then shows is not enough to know which line changed.
	const onCommittedChange = useCallback(
		( next: number ) => {
			onChange( next );
			announcePolitely(
				sprintf(
					/* translators: 1: product name, 2: new quantity. */
					__( 'Quantity of %1$s changed to %2$s.', 'cesta' ),
					name,
					String( next )
				)
			);
		},
		[ onChange, name ]
	);
	const state = useQuantitySelector( {
		quantity,
		minimum,
		maximum,
		step,
		onChange: onCommittedChange,
	} );
	const isDisabled = disabled || ! editable;

	return (
		<div
			className={ cx(
				'wc-block-components-quantity-selector',
				isDisabled && 'is-disabled',
				className
			) }
		>
			<input
				className="wc-block-components-quantity-selector__input"
				type="number"
				inputMode="numeric"
				step={ step }
				min={ minimum }
				max={ Number.isFinite( maximum ) ? maximum : undefined }
				value={ state.inputValue }
				disabled={ isDisabled }
				aria-label={ sprintf(
					/* translators: %s: product name. */
					__( 'Quantity of %s in your cart.', 'cesta' ),
					name
				) }
				onChange={ state.onInputChange }
				onBlur={ state.onInputBlur }
				onKeyDown={ state.onInputKeyDown }
			/>
			<button
				type="button"
				className="wc-block-components-quantity-selector__button wc-block-components-quantity-selector__button--minus"
				aria-label={ sprintf(
					/* translators: %s: product name. */
					__( 'Reduce quantity of %s', 'cesta' ),
					name
				) }
				disabled={ isDisabled || ! state.canDecrease }
				onClick={ state.decrease }
			>
				{ MINUS_SIGN }
			</button>
			<button
				type="button"
				className="wc-block-components-quantity-selector__button wc-block-components-quantity-selector__button--plus"
				aria-label={ sprintf(
					/* translators: %s: product name. */
					__( 'Increase quantity of %s', 'cesta' ),
					name
				) }
				disabled={ isDisabled || ! state.canIncrease }
				onClick={ state.increase }
			>
				{ PLUS_SIGN }
			</button>
		</div>
	);
}
