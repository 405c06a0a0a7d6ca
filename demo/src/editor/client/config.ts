/** The config the editor page printed for its script. */

import { PLAYGROUND_CONFIG_GLOBAL } from '../playground-config';
import type { PlaygroundConfig } from '../playground-config';

/**
 * The playground's config (`window.cestaPlayground`), as the editor page
 * printed it.
 *
 * @example
 * readPlaygroundConfig().templates.checkout; // null: the default template
 */
export const readPlaygroundConfig = (): PlaygroundConfig =>
	( window as unknown as Record< string, PlaygroundConfig > )[ PLAYGROUND_CONFIG_GLOBAL ]!;
