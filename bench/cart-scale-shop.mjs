/**
 * The shop the cart scale benchmark runs against: the demo shop with a
 * bench-only catalogue of plain products added to the sample shop (whose
 * ~35 buyable lines cannot fill a 500-line cart), and a way to hand a browser
 * a cart of any size without 500 add-to-cart requests: the lines are written
 * straight into a new session of the demo's engine, and its session cookie
 * is given to the browser context, as the shop would after the adds. The
 * demo's own catalogue is left as it is.
 */
import { loadTs } from '../demo/scripts/load-ts.mjs';

/** Enough plain products for the largest cart measured. */
export const BENCH_PRODUCT_COUNT = 500;
/** Far above the sample shop's ids, so the bench's products never collide with them. */
const FIRST_BENCH_PRODUCT_ID = 50_000;
const COLOURS = [ '#4f8fc0', '#c05f4f', '#5fa05f', '#b08a3c', '#7a5fa8' ];

const [ { sampleShop, image }, { cartItemKey } ] = await Promise.all( [
	loadTs( '../mocks/src/fixtures/index.ts' ),
	loadTs( '../mocks/src/engine/cart/cart-items.ts' ),
] );

/**
 * The bench's products: simple, in stock, taxed, priced apart (one in five on
 * sale, so lines show sale badges as a real cart's do).
 *
 * @type {import('../mocks/src/fixtures/types').ProductFixture[]}
 */
export const benchProducts = Array.from( { length: BENCH_PRODUCT_COUNT }, ( _, index ) => {
	const id = FIRST_BENCH_PRODUCT_ID + index * 2;
	const number = index + 1;
	const regularPrice = 1_000 + ( ( index * 137 ) % 9_000 );
	return {
		id,
		type: 'simple',
		name: `Artículo de prueba ${ number }`,
		slug: `articulo-de-prueba-${ number }`,
		sku: `ESCALA-${ number }`,
		shortDescription: `<p>Artículo ${ number } del catálogo de la prueba de escala.</p>`,
		regularPrice,
		salePrice: index % 5 === 0 ? Math.round( regularPrice * 0.8 ) : null,
		dateCreated: '2026-09-01T10:00:00',
		categoryIds: [ 17 ],
		image: image(
			id + 1,
			`articulo-de-prueba-${ number }`,
			`Artículo ${ number }`,
			COLOURS[ index % COLOURS.length ]
		),
		stock: { manage: false, status: 'instock' },
		weightGrams: 500,
	};
} );

/**
 * Options for `startDemoServer`: the sample shop plus the bench's products.
 *
 * @example
 * const demo = await startDemoServer( { port: 0, engineOptions: benchEngineOptions } );
 */
export const benchEngineOptions = {
	fixtures: { ...sampleShop, products: [ ...sampleShop.products, ...benchProducts ] },
};

/**
 * Gives `context` a cart of `lines` distinct lines (quantities 1–3): a new
 * session of the demo's engine holds them, and the context gets its cookie.
 *
 * @example
 * await seedCart( demo, context, 100 );
 * @param {import('../demo/src/server/demo-server').DemoServer} demo    The running demo shop.
 * @param {import('playwright-core').BrowserContext}              context A fresh browser context.
 * @param {number}                                                lines   How many lines, ≤ BENCH_PRODUCT_COUNT.
 */
export async function seedCart( demo, context, lines ) {
	const { sessions } = demo.engine.deps;
	const session = sessions.open( sessions.newGuestId() );
	session.lines = benchProducts.slice( 0, lines ).map( ( product, index ) => ( {
		key: cartItemKey( product.id, 0, {} ),
		productId: product.id,
		variationId: 0,
		variation: {},
		quantity: 1 + ( index % 3 ),
		itemData: {},
	} ) );
	sessions.save( session );
	await context.addCookies( [
		{
			name: sessions.cookieName,
			value: encodeURIComponent( sessions.cookieValue( session ) ),
			url: demo.url,
		},
	] );
}
