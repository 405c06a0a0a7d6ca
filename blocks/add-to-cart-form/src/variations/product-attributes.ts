/** The variation attributes of a Store API product as the form shows them, and their swatch settings. */

import { decodeEntities } from '@wordpress/html-entities';

import type { ProductResponse } from '@cesta/types';

import { VARIATION_ATTRIBUTE_PREFIX } from '../constants';
import type { AttributeSwatches, FormAttribute, SwatchSettings } from '../types';

/**
 * WordPress's `sanitize_title` for a product-level attribute's name: lower
 * case, accents removed, spaces to hyphens.
 *
 * @example
 * sanitizeAttributeName( 'Talla Única' ); // 'talla-unica'
 */
export function sanitizeAttributeName( name: string ): string {
	return name
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase()
		.trim()
		.replace( /\s+/g, '-' )
		.replace( /[^a-z0-9_-]/g, '' );
}

/**
 * The attributes of a product that make its variations, each with its field
 * name (`attribute_pa_color`), options and default choice (the term marked
 * `default`). Empty for a product without variation attributes.
 *
 * @example
 * formAttributesOf( sudadera ).map( ( attribute ) => attribute.key ); // [ 'attribute_pa_color', 'attribute_pa_talla' ]
 */
export function formAttributesOf( product: ProductResponse ): FormAttribute[] {
	return ( product.attributes ?? [] )
		.filter( ( attribute ) => attribute.has_variations )
		.map( ( attribute ) => ( {
			key: `${ VARIATION_ATTRIBUTE_PREFIX }${
				attribute.taxonomy ?? sanitizeAttributeName( attribute.name )
			}`,
			name: decodeEntities( attribute.name ),
			taxonomy: attribute.taxonomy,
			options: attribute.terms.map( ( term ) => ( {
				value: term.slug,
				label: decodeEntities( term.name ),
			} ) ),
			defaultValue: attribute.terms.find( ( term ) => term.default )?.slug ?? '',
		} ) );
}

/**
 * The swatch settings of an attribute, looked up by field name, taxonomy or
 * sanitised name; `null` when it shows as a select.
 *
 * @example
 * swatchesOf( colour, { pa_color: { type: 'color' } } ); // { type: 'color' }
 */
export function swatchesOf(
	attribute: FormAttribute,
	settings: SwatchSettings
): AttributeSwatches | null {
	const bare = attribute.key.slice( VARIATION_ATTRIBUTE_PREFIX.length );
	const found =
		settings[ attribute.key ] ??
		settings[ bare ] ??
		settings[ sanitizeAttributeName( attribute.name ) ];
	return found && found.type !== 'select' ? found : null;
}

/**
 * The choices a form opens with: each attribute's default, or `''`.
 *
 * @example
 * defaultChoices( formAttributesOf( sudadera ) ); // { attribute_pa_color: 'negro', attribute_pa_talla: '' }
 */
export function defaultChoices( attributes: FormAttribute[] ): Record< string, string > {
	return Object.fromEntries(
		attributes.map( ( attribute ) => [ attribute.key, attribute.defaultValue ] )
	);
}
