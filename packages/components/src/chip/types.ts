/** Types of the Chip's and the RemovableChip's props. */

import type { ReactNode } from 'react';

/**
 * Props of {@link Chip}.
 *
 * @example
 * const props: ChipProps = { text: 'DESCUENTO10' };
 */
export interface ChipProps {
	/** Visible text. */
	text: ReactNode;
	/** What screen readers read instead of `text`. @default undefined */
	screenReaderText?: string;
	/** The element of the chip; `li` inside a list. @default 'li' */
	element?: 'li' | 'div' | 'span';
	/** Corner rounding. @default 'small' */
	radius?: 'none' | 'small' | 'medium' | 'large';
	/** Extra class names. @default undefined */
	className?: string;
	/** Extra content after the text (the remove button of a removable chip). @default undefined */
	children?: ReactNode;
}

/**
 * Props of {@link RemovableChip}.
 *
 * @example
 * const props: RemovableChipProps = { text: 'DESCUENTO10', onRemove: () => removeCoupon( 'DESCUENTO10' ) };
 */
export interface RemovableChipProps extends Omit< ChipProps, 'children' > {
	/** Called when the remove button is pressed, or Backspace / Delete on it. */
	onRemove: () => void;
	/** Accessible name of the remove button. @default 'Remove "<text>"' */
	ariaLabel?: string;
	/** Disables the remove button (e.g. while removing). @default false */
	disabled?: boolean;
}
