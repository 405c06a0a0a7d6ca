/** Host environment helpers: WordPress and WooCommerce version checks, admin links, admin visitors. */

import { getSetting } from './get-setting';

/** Comparison operators for version checks. */
export type VersionOperator = '<' | '<=' | '=' | '>=' | '>' | '!=';

/**
 * Compares dotted versions numerically part by part (`6.10` > `6.9`);
 * pre-release suffixes such as `-beta1` are ignored.
 *
 * @example
 * compareVersions( '6.10.0', '6.9' ); // 1
 */
export function compareVersions( a: string, b: string ): -1 | 0 | 1 {
	const parts = ( version: string ) =>
		version
			.split( '-' )[ 0 ]!
			.split( '.' )
			.map( ( part ) => parseInt( part, 10 ) || 0 );
	const left = parts( a );
	const right = parts( b );
	for ( let i = 0; i < Math.max( left.length, right.length ); i++ ) {
		const diff = ( left[ i ] ?? 0 ) - ( right[ i ] ?? 0 );
		if ( diff !== 0 ) {
			return diff > 0 ? 1 : -1;
		}
	}
	return 0;
}

const satisfies = ( result: number, operator: VersionOperator ): boolean =>
	( {
		'<': result < 0,
		'<=': result <= 0,
		'=': result === 0,
		'>=': result >= 0,
		'>': result > 0,
		'!=': result !== 0,
	} )[ operator ];

/**
 * Whether the host's WordPress version compares to `version` as asked.
 *
 * @example
 * isWpVersion( '6.5', '>=' );
 */
export function isWpVersion( version: string, operator: VersionOperator = '=' ): boolean {
	return satisfies( compareVersions( getSetting( 'wpVersion' ) || '0', version ), operator );
}

/**
 * Whether the host's WooCommerce version compares to `version` as asked.
 *
 * @example
 * isWcVersion( '9.9', '>=' );
 */
export function isWcVersion( version: string, operator: VersionOperator = '=' ): boolean {
	return satisfies( compareVersions( getSetting( 'wcVersion' ) || '0', version ), operator );
}

/**
 * A link into the shop's admin area.
 *
 * @example
 * getAdminLink( 'admin.php?page=wc-settings' ); // '/wp-admin/admin.php?page=wc-settings'
 */
export function getAdminLink( path: string ): string {
	return ( getSetting( 'adminUrl' ) || '' ) + path;
}

/**
 * Whether the visitor may see diagnostics (registration errors, block error
 * details). Only administrators do.
 *
 * @example
 * if ( isAdmin() ) { showDetails(); }
 */
export function isAdmin(): boolean {
	return getSetting( 'currentUserIsAdmin' ) === true;
}
