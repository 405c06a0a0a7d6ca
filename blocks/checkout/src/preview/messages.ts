/** The editor preview's own text, downloaded with the preview, not with the shop's checkout. */

import { __ } from '@wordpress/i18n';

/**
 * Shown instead of the editor preview when the sample cart cannot load.
 *
 * @example
 * previewUnavailableMessage(); // 'The checkout preview could not be loaded.'
 */
export const previewUnavailableMessage = (): string =>
	__( 'The checkout preview could not be loaded.', 'cesta' );
