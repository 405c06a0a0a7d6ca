/** Turns variation attributes and item data into detail rows: hidden ones dropped, safe class names. */

import type { CartItemData, CartItemVariation } from '@cesta/types';

/**
 * One row of product details, ready to render.
 *
 * @example
 * const row: DetailRow = { key: 'Color-0', name: 'Color', value: 'Rojo', className: '…' };
 */
export interface DetailRow {
	key: string;
	name: string;
	/** Server HTML: render it sanitised. */
	value: string;
	className: string;
}

const isVariation = ( detail: CartItemData | CartItemVariation ): detail is CartItemVariation =>
	'attribute' in detail;

// Extensions send `hidden` as a boolean, or as the strings PHP prints for one.
const isHidden = ( hidden: unknown ): boolean =>
	hidden === true || hidden === 'true' || hidden === '1' || hidden === 1;

const toClassToken = ( text: string ): string =>
	text
		.toLowerCase()
		.normalize( 'NFKD' )
		.replace( /[^a-z0-9]+/g, '-' )
		.replace( /^-+|-+$/g, '' );

// An extension's className goes into the page as is: keep only class-name characters.
const safeClassNames = ( value: unknown ): string =>
	typeof value === 'string'
		? value
				.split( /\s+/ )
				.filter( ( token ) => /^[A-Za-z_-][\w-]*$/.test( token ) )
				.join( ' ' )
		: '';

const asText = ( value: unknown ): string =>
	typeof value === 'string' || typeof value === 'number' ? String( value ) : '';

/**
 * Variation attributes and item data as rows: hidden entries dropped, the
 * label from `name` (or the older `key`), the value from `display` (or
 * `value`), and a class per row named after the label.
 *
 * @example
 * toDetailRows( [ { attribute: 'Color', value: 'Rojo' } ] );
 * // [ { key: 'Color-0', name: 'Color', value: 'Rojo', className: 'wc-block-components-product-details__color' } ]
 */
export function toDetailRows( details: Array< CartItemData | CartItemVariation > ): DetailRow[] {
	const rows: DetailRow[] = [];
	details.forEach( ( detail, index ) => {
		if ( ! detail || typeof detail !== 'object' ) {
			return;
		}
		const name = isVariation( detail )
			? asText( detail.attribute )
			: asText( detail.name ?? detail.key );
		const value = isVariation( detail )
			? asText( detail.value )
			: asText( detail.display || detail.value );
		if ( ( ! isVariation( detail ) && isHidden( detail.hidden ) ) || ( ! name && ! value ) ) {
			return;
		}
		const token = toClassToken( name );
		rows.push( {
			key: `${ name }-${ index }`,
			name,
			value,
			className: [
				token && `wc-block-components-product-details__${ token }`,
				isVariation( detail ) ? '' : safeClassNames( detail.className ),
			]
				.filter( Boolean )
				.join( ' ' ),
		} );
	} );
	return rows;
}
