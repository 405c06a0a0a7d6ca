/** The defaults merged with the host's window.wcSettings, read afresh on every call. */

import { DEFAULT_SETTINGS } from './defaults';
import { isRecord } from './is-record';
import type { StoreSettings } from './types';

declare global {
	interface Window {
		/** Settings the host page prints before our scripts (WooCommerce's global name). */
		wcSettings?: Record< string, unknown >;
	}
}

/**
 * The defaults merged with the host's `window.wcSettings`. `currency` and
 * `locale` are merged field by field, so a host may print only the fields it
 * changes. Read on every call: hosts and tests may set the global late.
 *
 * @example
 * window.wcSettings = { currency: { code: 'USD', symbol: '$' } };
 * readSettings().currency.precision; // 2, from the defaults
 */
export function readSettings(): StoreSettings & Record< string, unknown > {
	const host =
		typeof window !== 'undefined' && isRecord( window.wcSettings ) ? window.wcSettings : {};
	return {
		...DEFAULT_SETTINGS,
		...host,
		currency: {
			...DEFAULT_SETTINGS.currency,
			...( isRecord( host.currency ) ? host.currency : {} ),
		},
		locale: {
			...DEFAULT_SETTINGS.locale,
			...( isRecord( host.locale ) ? host.locale : {} ),
		},
	} as StoreSettings & Record< string, unknown >;
}

/**
 * Every setting, defaults merged with the host's, as a live view: each read
 * reflects the current `window.wcSettings`.
 *
 * @example
 * allSettings.currency.code; // 'EUR'
 */
export const allSettings: Readonly< StoreSettings & Record< string, unknown > > = new Proxy(
	{} as StoreSettings & Record< string, unknown >,
	{
		get: ( _target, key ) => readSettings()[ key as string ],
		has: ( _target, key ) => key in readSettings(),
		ownKeys: () => Reflect.ownKeys( readSettings() ),
		getOwnPropertyDescriptor: ( _target, key ) => ( {
			value: readSettings()[ key as string ],
			enumerable: true,
			configurable: true,
			writable: false,
		} ),
		set: () => false,
	}
);
