/** The quantity selector's behaviour (spec §4): typing committed after 600 ms, limits, steps, one onChange. */

import { useEffect, useRef, useState } from '@wordpress/element';
import type { ChangeEvent, KeyboardEvent } from 'react';

import { clampQuantity } from '@cesta/validation';
import type { QuantityLimitsInput } from '@cesta/validation';

import { QUANTITY_TYPING_COMMIT_DELAY_MS } from '../constants';

/**
 * What {@link useQuantitySelector} needs.
 *
 * @example
 * const options: QuantitySelectorOptions = { quantity: 2, minimum: 1, maximum: 99, step: 1, onChange };
 */
export interface QuantitySelectorOptions {
	quantity: number;
	minimum: number;
	maximum: number;
	step: number;
	onChange: ( quantity: number ) => void;
}

/**
 * The state and handlers of a quantity selector.
 *
 * @example
 * const { inputValue, increase, canIncrease } = useQuantitySelector( options );
 */
export interface QuantitySelectorState {
	/** The text in the box, possibly typed but not committed yet. */
	inputValue: string;
	/** The committed quantity. */
	value: number;
	canDecrease: boolean;
	canIncrease: boolean;
	decrease: () => void;
	increase: () => void;
	onInputChange: ( event: ChangeEvent< HTMLInputElement > ) => void;
	onInputBlur: () => void;
	onInputKeyDown: ( event: KeyboardEvent< HTMLInputElement > ) => void;
}

const parseTyped = ( text: string ): number | null => {
	if ( text.trim() === '' ) {
		return null;
	}
	const number = Number( text );
	return Number.isFinite( number ) ? number : null;
};

/**
 * The behaviour of the quantity selector (spec §4): typing commits after
 * 600 ms without typing, or at once on blur or Enter; ArrowUp/ArrowDown and
 * the buttons move by `step`; every committed value is held between the
 * bounds and snapped to a multiple of `step` (`clampQuantity`), and
 * `onChange` runs once per real change. An empty or unreadable box is never
 * committed: on blur or Enter it shows the current quantity again, so a
 * half-finished edit loses nothing.
 *
 * @example
 * const state = useQuantitySelector( { quantity, minimum: 1, maximum: 99, step: 1, onChange } );
 */
export function useQuantitySelector( {
	quantity,
	minimum,
	maximum,
	step,
	onChange,
}: QuantitySelectorOptions ): QuantitySelectorState {
	const limits: QuantityLimitsInput = { minimum, maximum, multiple_of: step };
	const [ inputValue, setInputValue ] = useState( String( quantity ) );
	const [ value, setValue ] = useState( quantity );
	const [ syncedQuantity, setSyncedQuantity ] = useState( quantity );
	const timerRef = useRef< ReturnType< typeof setTimeout > | undefined >( undefined );

	// The cart changed the quantity (or confirmed ours): show it.
	if ( quantity !== syncedQuantity ) {
		setSyncedQuantity( quantity );
		setValue( quantity );
		setInputValue( String( quantity ) );
	}

	// A new quantity from the cart overrides a pending edit; and a pending edit
	// of a line that goes away (removed, page left) is dropped rather than sent
	// for a line that may no longer exist.
	useEffect( () => () => clearTimeout( timerRef.current ), [ quantity ] );

	const commitNumber = ( wanted: number ) => {
		clearTimeout( timerRef.current );
		const next = clampQuantity( wanted, limits );
		setInputValue( String( next ) );
		if ( next !== value ) {
			setValue( next );
			onChange( next );
		}
	};

	const commitText = ( text: string ) => commitNumber( parseTyped( text ) ?? value );

	const highest = clampQuantity( Number.MAX_SAFE_INTEGER, limits );
	const lowest = clampQuantity( Number.NaN, limits );

	return {
		inputValue,
		value,
		canDecrease: value > lowest,
		canIncrease: value < highest,
		decrease: () => commitNumber( value - step ),
		increase: () => commitNumber( value + step ),
		onInputChange: ( event ) => {
			const text = event.target.value;
			setInputValue( text );
			clearTimeout( timerRef.current );
			// Only the quantity box changes until the timer fires; the value it
			// compares with cannot change meanwhile without clearing the timer.
			if ( parseTyped( text ) !== null ) {
				timerRef.current = setTimeout(
					() => commitText( text ),
					QUANTITY_TYPING_COMMIT_DELAY_MS
				);
			}
		},
		onInputBlur: () => commitText( inputValue ),
		onInputKeyDown: ( event ) => {
			if ( event.key === 'Enter' ) {
				// Enter commits the quantity; it must not submit a surrounding form.
				event.preventDefault();
				commitText( inputValue );
			} else if ( event.key === 'ArrowUp' || event.key === 'ArrowDown' ) {
				event.preventDefault();
				const base = parseTyped( inputValue ) ?? value;
				commitNumber( event.key === 'ArrowUp' ? base + step : base - step );
			}
		},
	};
}
