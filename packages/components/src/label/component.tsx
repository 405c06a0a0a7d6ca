/** The Label: a text with an optional different wording for screen readers. */

import { createElement } from '@wordpress/element';

import type { LabelProps } from './types';
import '../utils/screen-reader-text.css';

/**
 * A label with an optional different text for screen readers: the visible
 * text is hidden from them and the screen-reader text from sight, so each
 * audience gets one clear wording ("2" on screen, "2 items in cart" read out).
 *
 * @example
 * <Label label="2" screenReaderLabel="2 items in cart" />
 * <Label wrapperElement="label" wrapperProps={ { htmlFor: 'coupon' } } label="Coupon code" />
 */
export function Label( {
	label,
	screenReaderLabel,
	wrapperElement = 'span',
	wrapperProps = {},
}: LabelProps ) {
	const hasLabel = label !== undefined && label !== null && label !== '';
	const hasScreenReaderLabel =
		screenReaderLabel !== undefined && screenReaderLabel !== null && screenReaderLabel !== '';

	if ( hasLabel && hasScreenReaderLabel && label !== screenReaderLabel ) {
		return createElement(
			wrapperElement,
			wrapperProps,
			<span aria-hidden="true">{ label }</span>,
			<span className="screen-reader-text">{ screenReaderLabel }</span>
		);
	}
	if ( ! hasLabel && hasScreenReaderLabel ) {
		return createElement(
			wrapperElement,
			wrapperProps,
			<span className="screen-reader-text">{ screenReaderLabel }</span>
		);
	}
	return createElement( wrapperElement, wrapperProps, hasLabel ? label : null );
}
