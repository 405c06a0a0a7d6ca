/** Address fields the shopper changed but the server lacks, and their copy in local storage across reloads. */

import type { DataRegistry } from '@wordpress/data';
import { ADDRESS_KEYS } from '@cesta/types';
import type { BillingAddress, ShippingAddress } from '@cesta/types';

import { DIRTY_CUSTOMER_DATA_STORAGE_KEY } from '../../constants';
import { isRecord } from '../../utils/is-record';
import { STORE_KEY } from '../constants';
import { customerDataBaseline } from './baseline';

/** Address type → keys whose local value differs from what the server has. */
export type DirtyFields = { billing: string[]; shipping: string[] };

const keysOf = ( a: object, b: object ) => [
	...new Set( [ ...ADDRESS_KEYS, ...Object.keys( a ), ...Object.keys( b ) ] ),
];

const valueOf = ( address: object, key: string ): unknown =>
	( address as Record< string, unknown > )[ key ] ?? '';

const changedKeys = ( local: object, server: object | null ) =>
	server
		? keysOf( local, server ).filter(
				( key ) => valueOf( local, key ) !== valueOf( server, key )
			)
		: [];

/**
 * The address fields the shopper changed and the server does not have yet.
 * Empty until the cart has loaded (nothing is dirty before the server spoke).
 *
 * @example
 * getDirtyFields( registry ); // { billing: [ 'email' ], shipping: [ 'postcode' ] }
 */
export function getDirtyFields( registry: DataRegistry ): DirtyFields {
	const { billingAddress, shippingAddress } = registry.select( STORE_KEY ).getCustomerData();
	const baseline = customerDataBaseline( registry );
	return {
		billing: changedKeys( billingAddress, baseline.billingAddress ),
		shipping: changedKeys( shippingAddress, baseline.shippingAddress ),
	};
}

/**
 * The server's addresses with the fields the shopper changed and the server
 * has not confirmed yet (`getDirtyFields`) kept as typed: what an answer may
 * show without overwriting the shopper's typing.
 *
 * @example
 * const { billingAddress, shippingAddress } = withTypedFieldsKept( registry, response );
 */
export function withTypedFieldsKept(
	registry: DataRegistry,
	server: { billing_address: BillingAddress; shipping_address: ShippingAddress }
): { billingAddress: BillingAddress; shippingAddress: ShippingAddress } {
	const local = registry.select( STORE_KEY ).getCustomerData();
	const dirty = getDirtyFields( registry );
	const keep = < A extends object >( address: A, typed: object, keys: string[] ): A =>
		keys.length
			? {
					...address,
					...Object.fromEntries( keys.map( ( key ) => [ key, valueOf( typed, key ) ] ) ),
				}
			: address;
	return {
		billingAddress: keep( server.billing_address, local.billingAddress, dirty.billing ),
		shippingAddress: keep( server.shipping_address, local.shippingAddress, dirty.shipping ),
	};
}

/**
 * Whether the shopper typed address data the server does not have yet.
 *
 * @example
 * if ( hasDirtyCustomerData( registry ) ) { keepLocalAddresses(); }
 */
export function hasDirtyCustomerData( registry: DataRegistry ): boolean {
	const { billing, shipping } = getDirtyFields( registry );
	return billing.length > 0 || shipping.length > 0;
}

/**
 * The unpushed addresses kept in local storage, or `null`.
 *
 * @example
 * readDirtyCustomerData()?.shippingAddress.postcode;
 */
export function readDirtyCustomerData(): {
	billingAddress?: Record< string, unknown >;
	shippingAddress?: Record< string, unknown >;
} | null {
	try {
		const stored = window.localStorage.getItem( DIRTY_CUSTOMER_DATA_STORAGE_KEY );
		const parsed: unknown = stored ? JSON.parse( stored ) : null;
		return isRecord( parsed ) ? ( parsed as never ) : null;
	} catch {
		// Storage may be unavailable (private mode) or hold garbage: then there is nothing to restore.
		return null;
	}
}

/**
 * Keeps the unpushed addresses in local storage so a reload restores them.
 *
 * @example
 * writeDirtyCustomerData( registry );
 */
export function writeDirtyCustomerData( registry: DataRegistry ): void {
	try {
		if ( ! hasDirtyCustomerData( registry ) ) {
			window.localStorage.removeItem( DIRTY_CUSTOMER_DATA_STORAGE_KEY );
			return;
		}
		const { billingAddress, shippingAddress } = registry.select( STORE_KEY ).getCustomerData();
		window.localStorage.setItem(
			DIRTY_CUSTOMER_DATA_STORAGE_KEY,
			JSON.stringify( { billingAddress, shippingAddress } )
		);
	} catch {
		// Without storage a reload simply loses the unpushed edits.
	}
}

/**
 * Forgets the unpushed addresses (after a push, or once the order is placed).
 *
 * @example
 * clearDirtyCustomerData();
 */
export function clearDirtyCustomerData(): void {
	try {
		window.localStorage.removeItem( DIRTY_CUSTOMER_DATA_STORAGE_KEY );
	} catch {
		// Nothing to clear without storage.
	}
}
