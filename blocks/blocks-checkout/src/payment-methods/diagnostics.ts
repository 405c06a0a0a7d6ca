/** Who sees payment diagnostics: the block editor (detected from the stores) and administrators. */

import { useRegistry } from '@wordpress/data';
import { isAdmin } from '@cesta/settings';

/**
 * Whether the stores belong to the block editor (WordPress's `core/editor`
 * store is registered there), as WooCommerce's editor context tells.
 *
 * @example
 * const isEditor = useIsEditor();
 */
export function useIsEditor(): boolean {
	const registry = useRegistry() as { stores?: Record< string, unknown > };
	return Boolean( registry.stores?.[ 'core/editor' ] );
}

/**
 * Administrators and the editor see diagnostics: registration errors,
 * detailed payment method errors, crashed fills (spec 2 §6).
 *
 * @example
 * if ( canSeeDiagnostics( isEditor ) ) { showDetails(); }
 */
export function canSeeDiagnostics( isEditor: boolean ): boolean {
	return isEditor || isAdmin();
}
