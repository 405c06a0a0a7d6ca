/** The Button: a themed button, or a link styled as one, with an optional busy spinner. */

import { forwardRef } from '@wordpress/element';

import { Spinner } from '../spinner';
import { cx } from '../utils/cx';
import type { ButtonProps } from './types';
import './style.css';

/**
 * The blocks' button, with the classes WooCommerce themes style
 * (`wc-block-components-button wp-element-button`). With `href` it is a link
 * that looks like a button; with `showSpinner` it shows a spinner and is
 * marked busy, but keeps its accessible name.
 *
 * @example
 * <Button onClick={ apply } disabled={ ! code }>Apply</Button>
 * <Button href="/checkout/">Proceed to Checkout</Button>
 */
export const Button = forwardRef< HTMLButtonElement, ButtonProps >( function Button(
	{ variant = 'contained', showSpinner = false, href, className, children, type, ...props },
	ref
) {
	const classes = cx(
		'wc-block-components-button',
		'wp-element-button',
		variant,
		showSpinner && 'wc-block-components-button--loading',
		className
	);
	const content = (
		<>
			{ showSpinner && <Spinner /> }
			<span className="wc-block-components-button__text">{ children }</span>
		</>
	);
	if ( href ) {
		return (
			<a href={ href } className={ classes } aria-busy={ showSpinner || undefined }>
				{ content }
			</a>
		);
	}
	return (
		<button
			ref={ ref }
			// A button inside a form must not submit it unless asked to.
			type={ type ?? 'button' }
			className={ classes }
			aria-busy={ showSpinner || undefined }
			{ ...props }
		>
			{ content }
		</button>
	);
} );
