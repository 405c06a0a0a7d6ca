/** The panel shown in place of a crashed block: "Oops!", a text and, for administrators, the error. */

import { errorDetailsPrefix, errorPanelHeader, errorPanelText } from '../messages';
import type { BlockErrorProps } from './types';
import '../style.css';

/**
 * The panel shown in place of a block that crashed (spec 2 §8): "Oops!", a
 * text, and for administrators "Error:" followed by what went wrong. It is
 * an alert, so screen readers announce it when it replaces the block. Class
 * names are WooCommerce's, so themes style it.
 *
 * @example
 * <BlockError errorMessage={ isAdmin() ? error.message : undefined } />
 */
export function BlockError( {
	header = errorPanelHeader(),
	text = errorPanelText(),
	errorMessage,
	button,
}: BlockErrorProps ) {
	return (
		<div className="wc-block-error wc-block-components-error" role="alert">
			<div className="wc-block-error__content wc-block-components-error__content">
				{ header && (
					<p className="wc-block-error__header wc-block-components-error__header">
						{ header }
					</p>
				) }
				{ text && (
					<p className="wc-block-error__message wc-block-components-error__message">
						{ text }
					</p>
				) }
				{ errorMessage && (
					<p className="wc-block-error__message wc-block-components-error__message">
						{ errorDetailsPrefix() } { errorMessage }
					</p>
				) }
				{ button && (
					<p className="wc-block-error__button wc-block-components-error__button">
						{ button }
					</p>
				) }
			</div>
		</div>
	);
}
