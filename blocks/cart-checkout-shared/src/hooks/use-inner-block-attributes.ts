/** useInnerBlockAttributes: an inner block's typed attributes from the data-* strings it receives. */

import { useMemo } from '@wordpress/element';

import { parseBlockAttributes } from '@cesta/blocks-shared';
import type { BlockAttributeDefinitions } from '@cesta/blocks-shared';

/**
 * The name and attribute definitions (block.json's) of an inner block.
 *
 * @example
 * const metadata: InnerBlockAttributesMetadata = {
 * 	name: 'woocommerce/cart-order-summary-taxes-block',
 * 	attributes: TAXES_BLOCK_ATTRIBUTES,
 * };
 */
export interface InnerBlockAttributesMetadata {
	name: string;
	attributes: BlockAttributeDefinitions;
}

/**
 * An inner block's attributes, typed, from the `data-*` strings it receives
 * as props (WooCommerce passes the dataset as it is): `'true'`/`'false'`
 * become booleans, numbers are parsed, and missing or unfit values take the
 * block's defaults (an unfit value is warned about, naming the block).
 *
 * @example
 * const { showRateAfterTaxName } = useInnerBlockAttributes< { showRateAfterTaxName: boolean } >(
 * 	{ name: 'woocommerce/cart-order-summary-taxes-block', attributes: TAXES_BLOCK_ATTRIBUTES },
 * 	props
 * );
 */
export function useInnerBlockAttributes< T extends Record< string, unknown > >(
	{ name, attributes }: InnerBlockAttributesMetadata,
	props: Record< string, unknown >
): T {
	const dataset = Object.fromEntries(
		Object.keys( attributes )
			.filter( ( attribute ) => typeof props[ attribute ] === 'string' )
			.map( ( attribute ) => [ attribute, props[ attribute ] as string ] )
	);
	const key = JSON.stringify( dataset );
	return useMemo(
		() => parseBlockAttributes( name, attributes, JSON.parse( key ) ) as T,
		[ name, attributes, key ]
	);
}
