/** The Panel: a disclosure section that opens and closes under its toggle, on its own or controlled. */

import { createElement, useId, useState } from '@wordpress/element';

import { cx } from '../utils/cx';
import type { PanelProps } from './types';
import './style.css';

const Chevron = () => (
	<svg
		className="wc-block-components-panel__button-icon"
		viewBox="0 0 24 24"
		width="24"
		height="24"
		aria-hidden="true"
		focusable="false"
	>
		<path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
	</svg>
);

/**
 * A section that opens and closes under a toggle button (a disclosure): the
 * button reports `aria-expanded` and controls the content region. Works on its
 * own state, or controlled through `isOpen` and `onToggle`.
 *
 * @example
 * <Panel title="Add coupons" initialOpen={ false }>
 * 	<CouponForm />
 * </Panel>
 */
export function Panel( {
	title,
	initialOpen = false,
	isOpen,
	onToggle,
	hasBorder = false,
	titleTag = 'div',
	className,
	children,
}: PanelProps ) {
	const [ ownOpen, setOwnOpen ] = useState( initialOpen );
	const open = isOpen ?? ownOpen;
	const contentId = `wc-block-components-panel-${ useId() }`;

	const toggle = () => {
		setOwnOpen( ! open );
		onToggle?.( ! open );
	};

	return (
		<div
			className={ cx(
				'wc-block-components-panel',
				hasBorder && 'has-border',
				open && 'is-open',
				className
			) }
		>
			{ createElement(
				titleTag,
				{ className: 'wc-block-components-panel__title' },
				<button
					type="button"
					className="wc-block-components-panel__button"
					aria-expanded={ open }
					aria-controls={ contentId }
					onClick={ toggle }
				>
					<Chevron />
					{ title }
				</button>
			) }
			<div id={ contentId } className="wc-block-components-panel__content" hidden={ ! open }>
				{ open && children }
			</div>
		</div>
	);
}
