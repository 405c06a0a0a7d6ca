/**
 * One variation attribute as swatches (colour, image or label): a radio
 * group with a roving tabindex. Arrow keys move to the next choosable swatch
 * and choose it, Space/Enter choose the focused swatch or, on the chosen
 * one, clear it (spec 1 §4: clicking a selected swatch deselects it), as do
 * Delete and Backspace; out-of-stock and disabled swatches cannot be chosen.
 */
import { useId, useRef } from '@wordpress/element';
import type { KeyboardEvent } from 'react';

import { isSafeUrl } from '@cesta/sanitize';

import { labels } from '../messages';
import type { AttributeSwatches, FormAttribute } from '../types';

/**
 * Props of {@link SwatchGroup}.
 *
 * @example
 * const props: SwatchGroupProps = { attribute, swatches: { type: 'color' }, value: '', availability: () => 'enabled', onChange };
 */
export interface SwatchGroupProps {
	attribute: FormAttribute;
	swatches: AttributeSwatches;
	value: string;
	availability: ( value: string ) => 'enabled' | 'out-of-stock' | 'disabled';
	onChange: ( value: string ) => void;
}

const NEXT_KEYS = [ 'ArrowRight', 'ArrowDown' ];
const PREVIOUS_KEYS = [ 'ArrowLeft', 'ArrowUp' ];
const TOGGLE_KEYS = [ ' ', 'Enter' ];
const CLEAR_KEYS = [ 'Delete', 'Backspace' ];

/**
 * The swatches of one attribute as a `radiogroup` named by the attribute.
 * Only one swatch is in the tab order: the chosen one, else the first that
 * can be chosen.
 *
 * @example
 * <SwatchGroup attribute={ colour } swatches={ { type: 'color', options: { negro: { color: '#000' } } } } value={ chosen.attribute_pa_color } availability={ availabilityOf( colour ) } onChange={ ( v ) => choose( colour.key, v ) } />
 */
export function SwatchGroup( {
	attribute,
	swatches,
	value,
	availability,
	onChange,
}: SwatchGroupProps ) {
	const baseId = useId();
	const labelId = `${ baseId }-label`;
	const hintId = `${ baseId }-hint`;
	const refs = useRef< Array< HTMLElement | null > >( [] );
	const options = attribute.options.map( ( option ) => ( {
		...option,
		status: availability( option.value ),
		settings: swatches.options?.[ option.value ] ?? {},
	} ) );
	const choosable = options.map( ( option ) => option.status === 'enabled' );
	const selectedIndex = options.findIndex( ( option ) => option.value === value );
	const tabbableIndex =
		selectedIndex >= 0 && choosable[ selectedIndex ]
			? selectedIndex
			: Math.max( 0, choosable.indexOf( true ) );

	const toggle = ( index: number ) => {
		if ( ! choosable[ index ] ) {
			return;
		}
		const option = options[ index ]!;
		onChange( option.value === value ? '' : option.value );
	};
	const move = ( from: number, direction: 1 | -1 ) => {
		for ( let step = 1; step <= options.length; step++ ) {
			const index = ( from + direction * step + options.length ) % options.length;
			if ( choosable[ index ] ) {
				refs.current[ index ]?.focus();
				onChange( options[ index ]!.value );
				return;
			}
		}
	};
	const onKeyDown = ( index: number ) => ( event: KeyboardEvent< HTMLElement > ) => {
		if ( NEXT_KEYS.includes( event.key ) ) {
			move( index, 1 );
		} else if ( PREVIOUS_KEYS.includes( event.key ) ) {
			move( index, -1 );
		} else if ( event.key === 'Home' ) {
			move( options.length - 1, 1 );
		} else if ( event.key === 'End' ) {
			move( 0, -1 );
		} else if ( TOGGLE_KEYS.includes( event.key ) ) {
			toggle( index );
		} else if ( CLEAR_KEYS.includes( event.key ) && options[ index ]!.value === value ) {
			onChange( '' );
		} else {
			return;
		}
		event.preventDefault();
	};

	return (
		<div className="wc-block-add-to-cart-form__attribute">
			<span id={ labelId } className="wc-block-add-to-cart-form__attribute-label">
				{ attribute.name }
			</span>
			<div
				role="radiogroup"
				aria-labelledby={ labelId }
				aria-describedby={ hintId }
				className={ `wc-block-add-to-cart-form__swatches is-${ swatches.type }` }
			>
				{ options.map( ( option, index ) => {
					const shown = option.settings.label ?? option.label;
					const name =
						option.status === 'out-of-stock' ? labels.outOfStockOption( shown ) : shown;
					const image = option.settings.image;
					return (
						<div
							key={ option.value }
							ref={ ( element ) => {
								refs.current[ index ] = element;
							} }
							role="radio"
							aria-checked={ option.value === value }
							aria-disabled={ choosable[ index ] ? undefined : true }
							aria-label={ name }
							tabIndex={ index === tabbableIndex ? 0 : -1 }
							data-value={ option.value }
							className={ [
								'wc-block-add-to-cart-form__swatch',
								option.value === value ? 'is-selected' : '',
								option.status !== 'enabled' ? `is-${ option.status }` : '',
							]
								.filter( Boolean )
								.join( ' ' ) }
							onClick={ () => toggle( index ) }
							onKeyDown={ onKeyDown( index ) }
						>
							{ swatches.type === 'color' && (
								<span
									aria-hidden="true"
									className="wc-block-add-to-cart-form__swatch-color"
									style={ { backgroundColor: option.settings.color } }
								/>
							) }
							{ swatches.type === 'image' && image && isSafeUrl( image ) && (
								<img
									alt=""
									className="wc-block-add-to-cart-form__swatch-image"
									src={ image }
								/>
							) }
							{ swatches.type !== 'color' && (
								<span aria-hidden="true">{ shown }</span>
							) }
						</div>
					);
				} ) }
			</div>
			<span id={ hintId } className="screen-reader-text">
				{ labels.swatchClearHint() }
			</span>
		</div>
	);
}
