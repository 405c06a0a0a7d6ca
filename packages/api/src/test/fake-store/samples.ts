/**
 * Bodies captured from a real WooCommerce 9.9.5 server
 * (`reference/store-api-samples`), used as the fake server's templates.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { CartItem, CartResponse, CheckoutResponse, ProductResponse } from '@cesta/types';

const SAMPLES_DIR = join( __dirname, '../../../../../reference/store-api-samples' );

/**
 * A captured sample file: request, status, headers and body.
 *
 * @example
 * readSample( 'batch-207.json' ).status; // 207
 */
export function readSample< Body = unknown >(
	file: string
): { status: number; headers: Record< string, string >; body: Body } {
	return JSON.parse( readFileSync( join( SAMPLES_DIR, file ), 'utf8' ) );
}

/** A fresh copy of the captured cart with two items. */
export const sampleCart = (): CartResponse =>
	structuredClone( readSample< CartResponse >( 'cart-with-items.json' ).body );

/** A fresh copy of the first item of the captured cart. */
export const sampleCartItem = (): CartItem => structuredClone( sampleCart().items[ 0 ]! );

/** A fresh copy of the captured checkout draft. */
export const sampleCheckout = (): CheckoutResponse =>
	structuredClone( readSample< CheckoutResponse >( 'checkout-get-draft.json' ).body );

/** A fresh copy of the captured on-sale products page. */
export const sampleProducts = (): ProductResponse[] =>
	structuredClone( readSample< ProductResponse[] >( 'products-on-sale.json' ).body );
