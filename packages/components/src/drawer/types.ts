/** Types of the Drawer's props. */

import type { ReactNode } from 'react';

/**
 * Props of {@link Drawer}.
 *
 * @example
 * const props: DrawerProps = { isOpen, onClose: () => setIsOpen( false ), title: 'Your cart (2 items)', children: <MiniCartContents /> };
 */
export interface DrawerProps {
	/** Whether the drawer shows. */
	isOpen: boolean;
	/** Asked to close: after the 300 ms closing transition (at once with reduced motion). Set `isOpen` false in it. */
	onClose: () => void;
	/** The dialog's title; it names the dialog. */
	title: ReactNode;
	/** Hides the title visually (it still names the dialog). @default false */
	hideTitle?: boolean;
	/** The side it slides in from, in reading direction. @default 'end' */
	slideFrom?: 'start' | 'end';
	/** Closes on a click on the backdrop. @default true */
	closeOnBackdropClick?: boolean;
	/** Extra class names of the dialog. @default undefined */
	className?: string;
	/** The drawer's content. */
	children?: ReactNode;
}
