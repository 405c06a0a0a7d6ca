/** The Drawer: the modal side panel of the mini-cart, with focus trap, scroll lock and a 300 ms close. */

import { createPortal, useId, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent, MouseEvent } from 'react';

import { cx } from '../utils/cx';
import { useDrawerClose } from './hook';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useFocusTrap } from './use-focus-trap';
import type { DrawerProps } from './types';
import './style.css';
import '../utils/screen-reader-text.css';

/**
 * A modal panel that slides in from the side (the mini-cart), rendered at the
 * end of `document.body`. It is a dialog named by its title; Escape, a click
 * on the backdrop or the "Close" button close it after a 300 ms transition
 * (at once with reduced motion); the focus stays inside while it is open and
 * returns where it was when it closes; the page behind does not scroll.
 *
 * @example
 * <Drawer isOpen={ isOpen } onClose={ () => setIsOpen( false ) } title="Your cart (2 items)">
 * 	<MiniCartContents />
 * </Drawer>
 */
export function Drawer( {
	isOpen,
	onClose,
	title,
	hideTitle = false,
	slideFrom = 'end',
	closeOnBackdropClick = true,
	className,
	children,
}: DrawerProps ) {
	const dialogRef = useRef< HTMLDivElement >( null );
	const titleId = `wc-block-components-drawer-title-${ useId() }`;
	const { isClosing, requestClose } = useDrawerClose( isOpen, onClose );
	useFocusTrap( dialogRef, isOpen );
	useBodyScrollLock( isOpen );

	if ( ! isOpen || typeof document === 'undefined' ) {
		return null;
	}

	const onKeyDown = ( event: KeyboardEvent< HTMLDivElement > ) => {
		if ( event.key === 'Escape' ) {
			event.stopPropagation();
			requestClose();
		}
	};
	const onBackdropClick = ( event: MouseEvent< HTMLDivElement > ) => {
		if ( closeOnBackdropClick && event.target === event.currentTarget ) {
			requestClose();
		}
	};

	return createPortal(
		// The backdrop's click is a pointer shortcut; keyboard users have Escape
		// and the close button.
		// eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
		<div
			className={ cx(
				'wc-block-components-drawer__screen-overlay',
				`wc-block-components-drawer__screen-overlay--from-${ slideFrom }`,
				isClosing && 'is-closing'
			) }
			onClick={ onBackdropClick }
		>
			{ /* The dialog pattern (WAI-ARIA APG) closes a modal on Escape from anywhere inside it. */ }
			{ /* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */ }
			<div
				ref={ dialogRef }
				className={ cx(
					'wc-block-components-drawer',
					isClosing && 'is-closing',
					className
				) }
				role="dialog"
				aria-modal="true"
				aria-labelledby={ titleId }
				tabIndex={ -1 }
				onKeyDown={ onKeyDown }
			>
				<div className="wc-block-components-drawer__content">
					<div className="wc-block-components-drawer__header">
						<h2
							id={ titleId }
							className={ cx(
								'wc-block-components-drawer__title',
								hideTitle && 'screen-reader-text'
							) }
						>
							{ title }
						</h2>
						<button
							type="button"
							className="wc-block-components-drawer__close"
							aria-label={ __( 'Close', 'cesta' ) }
							onClick={ requestClose }
						>
							<svg
								viewBox="0 0 24 24"
								width="24"
								height="24"
								aria-hidden="true"
								focusable="false"
							>
								<path
									d="M6 6l12 12M18 6L6 18"
									stroke="currentColor"
									strokeWidth="2"
									strokeLinecap="round"
								/>
							</svg>
						</button>
					</div>
					{ children }
				</div>
			</div>
		</div>,
		document.body
	);
}
