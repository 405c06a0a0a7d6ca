/** Types of the Panel's props. */

import type { ReactNode } from 'react';

/**
 * Props of {@link Panel}.
 *
 * @example
 * const props: PanelProps = { title: 'Add coupons', children: <CouponForm /> };
 */
export interface PanelProps {
	/** The toggle's text. */
	title: ReactNode;
	/** Whether it starts open (uncontrolled use). @default false */
	initialOpen?: boolean;
	/** Controls the open state; pair with `onToggle`. @default undefined (uncontrolled) */
	isOpen?: boolean;
	/** Called with the wanted state when the toggle is pressed. @default undefined */
	onToggle?: ( isOpen: boolean ) => void;
	/** Draws a border above and below. @default false */
	hasBorder?: boolean;
	/** The element around the toggle: a heading level keeps the page outline. @default 'div' */
	titleTag?: 'div' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
	/** Extra class names. @default undefined */
	className?: string;
	/** Content shown while open. */
	children?: ReactNode;
}
