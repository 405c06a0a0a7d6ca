/** Variations: WordPress's sanitize_title and finding the variation a cart request's attributes name. */

import type { ProductFixture } from '../../fixtures/types';
import type { EngineContext } from '../core/context';
import { StoreApiError } from '../core/errors';
import type { Catalogue } from './catalogue';

/**
 * WordPress's `sanitize_title` for attribute names and values: lower case,
 * accents removed, spaces to hyphens.
 *
 * @example
 * sanitizeTitle( 'Azul Marino' ); // 'azul-marino'
 */
export function sanitizeTitle( text: string ): string {
	return text
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase()
		.trim()
		.replace( /\s+/g, '-' )
		.replace( /[^a-z0-9_-]/g, '' );
}

/**
 * A product resolved for the cart: the purchasable item and the attributes chosen.
 *
 * @example
 * const resolved: ResolvedItem = { product: camisetaRoja, productId: 27, variationId: 29, variation: { attribute_pa_color: 'rojo' } };
 */
export interface ResolvedItem {
	product: ProductFixture;
	productId: number;
	variationId: number;
	variation: Record< string, string >;
}

const listOf = ( context: EngineContext, items: string[] ): string =>
	items.length > 1
		? context.t( 'listAnd', items.slice( 0, -1 ).join( ', ' ), items[ items.length - 1 ] )
		: ( items[ 0 ] ?? '' );

/**
 * Turns `{ id, variation: [ { attribute, value } ] }` into a variation and its
 * full attribute set (`parse_variation_data`): attributes given by taxonomy,
 * `attribute_` key or label; a variable product matched to its variation;
 * "any" attributes required; wrong values rejected with the allowed ones.
 *
 * @example
 * resolveVariation( context, catalogue, camiseta, [ { attribute: 'pa_color', value: 'rojo' } ] ).variationId; // 29
 */
export function resolveVariation(
	context: EngineContext,
	catalogue: Catalogue,
	product: ProductFixture,
	posted: Array< { attribute: string; value: string } >
): ResolvedItem {
	if ( product.type !== 'variable' && product.type !== 'variation' ) {
		return { product, productId: product.id, variationId: 0, variation: {} };
	}
	const variable = product.type === 'variable' ? product : catalogue.parentOf( product );
	if ( ! variable ) {
		throw new StoreApiError(
			'woocommerce_rest_cart_invalid_product',
			400,
			context.t( 'cartInvalidProduct' )
		);
	}
	const attributes = ( variable.attributes ?? [] ).filter( ( attribute ) => attribute.variation );
	const keyOf = ( attribute: ( typeof attributes )[ number ] ) =>
		`attribute_${ attribute.taxonomy ?? sanitizeTitle( attribute.name ) }`;
	const slugsOf = ( attribute: ( typeof attributes )[ number ] ) =>
		attribute.taxonomy
			? catalogue
					.termsOf( attribute.taxonomy )
					.filter( ( term ) => attribute.termIds?.includes( term.id ) )
					.map( ( term ) => term.slug )
			: ( attribute.options ?? [] ).map( sanitizeTitle );
	const given: Record< string, string > = {};
	for ( const { attribute: name, value } of posted ) {
		const match = attributes.find(
			( attribute ) =>
				name === attribute.taxonomy ||
				name === keyOf( attribute ) ||
				name.toLowerCase() === attribute.name.toLowerCase() ||
				sanitizeTitle( name ) === sanitizeTitle( attribute.name )
		);
		if ( match ) {
			given[ keyOf( match ) ] = match.taxonomy ? sanitizeTitle( value ) : value.trim();
		}
	}
	const expectedOf = ( variation: ProductFixture ) =>
		Object.fromEntries(
			Object.entries( variation.variationAttributes ?? {} ).map( ( [ key, value ] ) => [
				`attribute_${ key }`,
				value,
			] )
		);
	let variation = product.type === 'variation' ? product : undefined;
	if ( ! variation ) {
		variation = catalogue
			.variationsOf( variable )
			.find( ( candidate ) =>
				Object.entries( expectedOf( candidate ) ).every( ( [ key, expected ] ) =>
					expected === '' ? true : given[ key ] === expected
				)
			);
		if ( ! variation ) {
			throw new StoreApiError(
				'woocommerce_rest_variation_id_from_variation_data',
				400,
				context.t( 'noMatchingVariation' )
			);
		}
	}
	const expected = expectedOf( variation );
	const chosen: Record< string, string > = {};
	const missing: string[] = [];
	for ( const attribute of attributes ) {
		const key = keyOf( attribute );
		const wanted = expected[ key ] ?? '';
		if ( key in given ) {
			if (
				given[ key ] !== wanted &&
				! ( wanted === '' && slugsOf( attribute ).includes( given[ key ] ) )
			) {
				throw new StoreApiError(
					'woocommerce_rest_invalid_variation_data',
					400,
					context.t(
						'invalidVariationData',
						attribute.name,
						slugsOf( attribute ).join( ', ' )
					)
				);
			}
			chosen[ key ] = given[ key ];
		} else if ( wanted !== '' ) {
			chosen[ key ] = wanted;
		} else {
			missing.push( attribute.name );
		}
	}
	if ( missing.length ) {
		throw new StoreApiError(
			'woocommerce_rest_missing_variation_data',
			400,
			context.t(
				missing.length > 1 ? 'missingVariationMany' : 'missingVariationOne',
				listOf( context, missing )
			)
		);
	}
	const sorted = Object.fromEntries(
		Object.entries( chosen ).sort( ( [ a ], [ b ] ) => a.localeCompare( b ) )
	);
	return {
		product: variation,
		productId: variable.id,
		variationId: variation.id,
		variation: sorted,
	};
}
