/** The core blocks WooCommerce's templates put in the Cart, Checkout and Mini-Cart, as their block.json files define them. */

import type { BlockJson } from './block-definitions';

const TEXT_SUPPORTS = { anchor: true, color: true, typography: true, spacing: true };

/**
 * The core text blocks a template may hold (WooCommerce's empty cart and
 * cross-sells headings, the empty cart's separator and link, the empty
 * Mini-Cart's sentence), with the attributes of WordPress's block.json
 * files that their comment can carry (`content` comes from the HTML).
 *
 * @example
 * CORE_TEXT_BLOCKS.map( ( block ) => block.name ); // [ 'core/heading', 'core/paragraph', 'core/separator' ]
 */
export const CORE_TEXT_BLOCKS: readonly BlockJson[] = Object.freeze< BlockJson[] >( [
	{
		name: 'core/heading',
		attributes: {
			textAlign: { type: 'string' },
			content: { type: 'rich-text', source: 'rich-text' },
			level: { type: 'integer', default: 2 },
			levelOptions: { type: 'array' },
			placeholder: { type: 'string' },
		},
		supports: { ...TEXT_SUPPORTS, align: [ 'wide', 'full' ] },
	},
	{
		name: 'core/paragraph',
		attributes: {
			align: { type: 'string' },
			content: { type: 'rich-text', source: 'rich-text' },
			dropCap: { type: 'boolean', default: false },
			placeholder: { type: 'string' },
			direction: { type: 'string', enum: [ 'ltr', 'rtl' ] },
		},
		supports: TEXT_SUPPORTS,
	},
	{
		name: 'core/separator',
		attributes: {
			opacity: { type: 'string', default: 'alpha-channel' },
			tagName: { type: 'string', enum: [ 'hr', 'div' ], default: 'hr' },
		},
		supports: { anchor: true, align: [ 'center', 'wide', 'full' ], color: true, spacing: true },
	},
] );
