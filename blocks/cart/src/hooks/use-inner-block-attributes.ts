/** useInnerBlockAttributes: an inner block's typed attributes from the data-* strings it receives. */

import { useMemo } from '@wordpress/element';

import { parseBlockAttributes } from '@cesta/blocks-shared';

import type { CartBlockName } from '../block-names';
import { getCartInnerBlockMetadata } from '../metadata';

/**
 * An inner block's attributes, typed, from the `data-*` strings it receives
 * as props (WooCommerce passes the dataset as it is): `'true'`/`'false'`
 * become booleans, numbers are parsed, and missing or unfit values take the
 * block's defaults.
 *
 * @example
 * const { showRateAfterTaxName } = useInnerBlockAttributes< { showRateAfterTaxName: boolean } >(
 * 	'woocommerce/cart-order-summary-taxes-block',
 * 	props
 * );
 */
export function useInnerBlockAttributes< T extends Record< string, unknown > >(
	blockName: CartBlockName,
	props: Record< string, unknown >
): T {
	const { attributes } = getCartInnerBlockMetadata( blockName );
	const dataset = Object.fromEntries(
		Object.keys( attributes )
			.filter( ( name ) => typeof props[ name ] === 'string' )
			.map( ( name ) => [ name, props[ name ] as string ] )
	);
	const key = JSON.stringify( dataset );
	return useMemo(
		() => parseBlockAttributes( blockName, attributes, JSON.parse( key ) ) as T,
		[ blockName, attributes, key ]
	);
}
