/** isEditorPreview: whether the Cart or Checkout block shows the editor's sample cart instead of the shopper's. */

import type { DataRegistry } from '@wordpress/data';

import { getSetting } from '@cesta/settings';

import { EDITOR_SETTING_NAME } from '../constants';

/**
 * Whether the Cart or Checkout block should show the editor's sample cart
 * instead of the shopper's (spec 2 §2: "The site editor and post editor
 * receive sample cart data"): the block's `isPreview` attribute, the host setting
 * `wcSettings.isEditor`, or a registry with WordPress's `core/editor` store
 * (how WooCommerce tells the editor apart).
 *
 * @example
 * isEditorPreview( { isPreview: false }, registry ); // true inside the block editor
 */
export function isEditorPreview(
	attributes: { isPreview?: boolean },
	registry: DataRegistry
): boolean {
	return (
		attributes.isPreview === true ||
		getSetting< unknown >( EDITOR_SETTING_NAME, false ) === true ||
		Boolean( registry.stores[ 'core/editor' ] )
	);
}
