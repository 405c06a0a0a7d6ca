/**
 * The sample shop with a hostile payload in every field a server gives the
 * blocks to render: product names, short and full descriptions and image
 * alts, category, tag and attribute-term names (the variation values a line
 * shows), local attribute names and options, shipping method titles, pickup
 * locations (name, details, address) and the pickup method's title, payment
 * gateway titles, descriptions and instructions, tax rate names, the store's
 * name. Descriptions also carry legitimate markup of the allow-lists, which
 * must still render. Slugs, ids, prices and codes stay as they are, so the
 * shop works: products can be bought with their usual ids.
 */
import { sampleShop } from '@cesta/mocks';
import type { ProductFixture, ShopFixtures } from '@cesta/mocks';

import { XSS_PAYLOADS } from './xss-payloads';
import type { HostilePayload } from './xss-payloads';

/**
 * Markup a description may legitimately hold (the product description
 * allow-list): it must reach the page as elements, not text.
 */
export const LEGITIMATE_MARKUP = '<p><strong class="cesta-legit">Algodón orgánico</strong></p>';

/** Where one payload was put. */
export interface PayloadPlacement {
	/** The field, e.g. `products[3].name` or `pickupLocations[0].details`. */
	field: string;
	payloadId: number;
}

/** A hostile shop and where each payload went. */
export interface HostileShop {
	fixtures: ShopFixtures;
	placements: PayloadPlacement[];
}

/**
 * Hands out payloads in turn, wrapping around, and records where each went.
 */
function payloadDealer( payloads: readonly HostilePayload[] ) {
	const placements: PayloadPlacement[] = [];
	let next = 0;
	return {
		placements,
		deal( field: string ): string {
			const payload = payloads[ next % payloads.length ];
			next += 1;
			placements.push( { field, payloadId: payload.id } );
			return payload.text;
		},
	};
}

/**
 * Deals one field of every product before the next field, names first: the
 * products' names alone take as many consecutive payloads as there are
 * products, then their short descriptions, image alts and descriptions.
 */
function poisonProducts(
	products: readonly ProductFixture[],
	deal: ( field: string ) => string
): ProductFixture[] {
	const poisoned = products.map( ( product ) => ( { ...product } ) );
	poisoned.forEach( ( product, index ) => {
		product.name = deal( `products[${ index }].name` );
	} );
	poisoned.forEach( ( product, index ) => {
		product.shortDescription = `${ LEGITIMATE_MARKUP }${ deal(
			`products[${ index }].shortDescription`
		) }`;
	} );
	poisoned.forEach( ( product, index ) => {
		product.image = { ...product.image, alt: deal( `products[${ index }].image.alt` ) };
	} );
	poisoned.forEach( ( product, index ) => {
		product.description = `${ LEGITIMATE_MARKUP }${ deal( `products[${ index }].description` ) }`;
		product.attributes = product.attributes?.map( ( attribute, position ) =>
			attribute.taxonomy
				? attribute
				: {
						...attribute,
						name: deal( `products[${ index }].attributes[${ position }].name` ),
					}
		);
	} );
	return poisoned;
}

/**
 * The ids of the products a shopper can put in the cart by id alone:
 * published simple products and variations with a price, not out of stock,
 * and no attribute left to choose.
 *
 * @example
 * for ( const id of purchasableProductIds( fixtures ) ) await addCartItem( { id, quantity: 1 } );
 */
export function purchasableProductIds( fixtures: ShopFixtures ): number[] {
	return fixtures.products
		.filter(
			( product ) =>
				( product.type === 'simple' || product.type === 'variation' ) &&
				product.regularPrice !== null &&
				( product.status ?? 'publish' ) === 'publish' &&
				product.stock?.status !== 'outofstock' &&
				! ( product.stock?.manage && ( product.stock.quantity ?? 0 ) <= 0 ) &&
				// A variation with an "any" attribute needs the shopper's choice.
				! Object.values( product.variationAttributes ?? {} ).includes( '' )
		)
		.map( ( product ) => product.id );
}

/**
 * `payloads` starting at `offset` and wrapping around: a suite that renders
 * only some fields runs once per offset so every payload reaches them.
 *
 * @example
 * hostileShop( rotatePayloads( XSS_PAYLOADS, 31 ) ); // the 32nd payload in the first product's name
 */
export function rotatePayloads(
	payloads: readonly HostilePayload[],
	offset: number
): HostilePayload[] {
	const start = offset % payloads.length;
	return [ ...payloads.slice( start ), ...payloads.slice( 0, start ) ];
}

/**
 * The sample shop with `payloads` (by default all of `XSS_PAYLOADS`) dealt in
 * turn over its server-provided fields: the store's name, then the
 * products field by field (names first), then the terms, shipping, pickup,
 * gateways and taxes, wrapping around.
 *
 * @example
 * const { fixtures } = hostileShop();
 * const engine = createEngine( { fixtures } );
 */
export function hostileShop( payloads: readonly HostilePayload[] = XSS_PAYLOADS ): HostileShop {
	const { deal, placements } = payloadDealer( payloads );
	const shop = sampleShop;
	const fixtures: ShopFixtures = {
		...shop,
		store: { ...shop.store, name: deal( 'store.name' ) },
		products: poisonProducts( shop.products, deal ),
		terms: shop.terms.map( ( term, index ) => ( {
			...term,
			name: deal( `terms[${ index }].name` ),
		} ) ),
		zones: shop.zones.map( ( zone, zoneIndex ) => ( {
			...zone,
			methods: zone.methods.map( ( method, index ) => ( {
				...method,
				title: deal( `zones[${ zoneIndex }].methods[${ index }].title` ),
			} ) ),
		} ) ),
		pickupLocations: shop.pickupLocations.map( ( location, index ) => ( {
			...location,
			name: deal( `pickupLocations[${ index }].name` ),
			details: deal( `pickupLocations[${ index }].details` ),
			address: {
				...location.address,
				address_1: deal( `pickupLocations[${ index }].address.address_1` ),
			},
		} ) ),
		pickupMethodTitle: deal( 'pickupMethodTitle' ),
		paymentGateways: shop.paymentGateways.map( ( gateway, index ) => ( {
			...gateway,
			title: deal( `paymentGateways[${ index }].title` ),
			description: deal( `paymentGateways[${ index }].description` ),
			...( gateway.instructions === undefined
				? {}
				: { instructions: deal( `paymentGateways[${ index }].instructions` ) } ),
		} ) ),
		taxRates: shop.taxRates.map( ( rate, index ) => ( {
			...rate,
			name: deal( `taxRates[${ index }].name` ),
		} ) ),
	};
	return { fixtures, placements };
}
