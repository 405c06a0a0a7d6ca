/** A product's URLs and display prices: image objects, permalinks, term links. */

import type { ImageResponse } from '@cesta/types';

import type { ImageFixture, ProductFixture, TermFixture } from '../../fixtures/types';
import type { EngineContext } from '../core/context';
import { findTaxRates, roundedLineTax, taxMicros } from '../shipping-and-tax/taxes';
import type { StockDeps } from './stock';

const IMAGE_SIZES = [ 300, 150, 768, 600, 100 ];

/**
 * The Store API image object for a fixture image (an SVG placeholder).
 *
 * @example
 * imageResponse( context, fan.image ).src; // 'http://localhost:9090/wp-content/uploads/cesta/ventilador-de-pie.svg'
 */
export function imageResponse( context: EngineContext, image: ImageFixture ): ImageResponse {
	const base = `${ context.siteUrl }/wp-content/uploads/cesta/${ image.file }`;
	const sized = ( size: number ) => `${ base }-${ size }x${ size }.svg`;
	return {
		id: image.id,
		src: `${ base }.svg`,
		thumbnail: sized( 300 ),
		srcset: [
			`${ base }.svg 800w`,
			...IMAGE_SIZES.map( ( size ) => `${ sized( size ) } ${ size }w` ),
		].join( ', ' ),
		sizes: '(max-width: 800px) 100vw, 800px',
		name: image.name,
		alt: image.alt,
	};
}

/**
 * A product's public URL; variations carry their attributes in the query.
 *
 * @example
 * productPermalink( context, catalogue, camisetaRoja ); // '…/producto/camiseta/?attribute_pa_color=rojo'
 */
export function productPermalink(
	deps: StockDeps,
	product: ProductFixture,
	variation?: Record< string, string >
): string {
	const parent = deps.catalogue.parentOf( product );
	const url = `${ deps.context.siteUrl }/${ deps.context.slugs.product }/${ ( parent ?? product ).slug }/`;
	if ( ! parent ) {
		return url;
	}
	const attributes =
		variation ??
		Object.fromEntries(
			Object.entries( product.variationAttributes ?? {} ).map( ( [ key, value ] ) => [
				`attribute_${ key }`,
				value,
			] )
		);
	const query = Object.entries( attributes )
		.filter( ( [ , value ] ) => value !== '' )
		.map( ( [ key, value ] ) => `${ key }=${ encodeURIComponent( value ) }` )
		.join( '&' );
	return query ? `${ url }?${ query }` : url;
}

/**
 * The link of a category, tag or brand archive.
 *
 * @example
 * termLink( context, catalogue, calzado ); // '…/categoria-producto/ropa/calzado/'
 */
export function termLink( deps: StockDeps, term: TermFixture ): string {
	const base =
		{
			product_cat: deps.context.slugs.category,
			product_tag: deps.context.slugs.tag,
			product_brand: deps.context.slugs.brand,
		}[ term.taxonomy ] ?? term.taxonomy;
	const path: string[] = [];
	for (
		let current: TermFixture | undefined = term;
		current;
		current = current.parent ? deps.catalogue.term( current.parent ) : undefined
	) {
		path.unshift( current.slug );
	}
	return `${ deps.context.siteUrl }/${ base }/${ path.join( '/' ) }/`;
}

/**
 * A price as the shop displays it: tax added when the setting says so.
 *
 * @example
 * displayPrice( deps, 3999, 'excl' ); // 3999
 */
export function displayPrice(
	deps: StockDeps,
	amount: number,
	display: 'incl' | 'excl',
	taxable = true
): number {
	if ( display === 'excl' || ! taxable ) {
		return amount;
	}
	const { base } = deps.context.fixtures.store;
	const rates = findTaxRates( deps.context, {
		country: base.country,
		state: base.state,
		postcode: base.postcode,
		city: base.city,
	} );
	return amount + roundedLineTax( taxMicros( amount, rates ) );
}
