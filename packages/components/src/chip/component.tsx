/** The Chip and the RemovableChip: small labels such as applied coupon codes, with a remove button. */

import { createElement } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

import { Label } from '../label';
import { CrossIcon } from '../utils/cross-icon';
import { cx } from '../utils/cx';
import type { ChipProps, RemovableChipProps } from './types';
import './style.css';

/**
 * A small label such as an applied coupon code.
 *
 * @example
 * <ul><Chip text="DESCUENTO10" screenReaderText="Coupon: DESCUENTO10" /></ul>
 */
export function Chip( {
	text,
	screenReaderText,
	element = 'li',
	radius = 'small',
	className,
	children,
}: ChipProps ) {
	return createElement(
		element,
		{
			className: cx(
				'wc-block-components-chip',
				`wc-block-components-chip--radius-${ radius }`,
				className
			),
		},
		<Label
			wrapperProps={ { className: 'wc-block-components-chip__text' } }
			label={ text }
			screenReaderLabel={ screenReaderText }
		/>,
		children
	);
}

/**
 * A chip with a button that removes it (applied coupons). The button is named
 * after the chip, and Backspace or Delete on it remove the chip too.
 *
 * @example
 * <RemovableChip
 * 	text="DESCUENTO10"
 * 	ariaLabel={ sprintf( __( 'Remove coupon "%s"', 'cesta' ), 'DESCUENTO10' ) }
 * 	onRemove={ () => removeCoupon( 'DESCUENTO10' ) }
 * />
 */
export function RemovableChip( {
	onRemove,
	ariaLabel,
	disabled = false,
	className,
	...chipProps
}: RemovableChipProps ) {
	const name =
		ariaLabel ??
		( typeof chipProps.text === 'string'
			? /* translators: %s: the text of a removable chip, such as a coupon code. */
				sprintf( __( 'Remove "%s"', 'cesta' ), chipProps.text )
			: __( 'Remove', 'cesta' ) );
	const onKeyDown = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		if ( ! disabled && ( event.key === 'Backspace' || event.key === 'Delete' ) ) {
			event.preventDefault();
			onRemove();
		}
	};
	return (
		<Chip { ...chipProps } className={ cx( 'is-removable', className ) }>
			<button
				type="button"
				className="wc-block-components-chip__remove"
				aria-label={ name }
				disabled={ disabled }
				onClick={ onRemove }
				onKeyDown={ onKeyDown }
			>
				<CrossIcon size={ 16 } />
			</button>
		</Chip>
	);
}
