/**
 * `npm run bench -w mocks`: 1,000 concurrent carts of 50 lines each, in
 * process. Prints the median and 95th percentile of answering GET /cart:
 * from the engine's cache, through the whole route (session, nonce headers,
 * JSON), and cold (the cart recomputed after a write).
 */
import { performance } from 'node:perf_hooks';

import { cartItemKey } from '../src/engine/cart/cart-items';
import { createEngine } from '../src/engine/engine';
import { image, sampleShop } from '../src/fixtures';
import type { ProductFixture } from '../src/fixtures/types';
import { createStoreApiRouter } from '../src/handlers/routes';

const CARTS = 1_000;
const LINES_PER_CART = 50;
const SAMPLES = 2_000;

/** The sample shop holds ~35 buyable lines; 60 more plain products make 50 distinct lines possible. */
const extraProducts: ProductFixture[] = Array.from( { length: 60 }, ( _, index ) => ( {
	id: 2000 + index * 2,
	type: 'simple',
	name: `Producto de prueba ${ index + 1 }`,
	slug: `producto-de-prueba-${ index + 1 }`,
	sku: `BENCH-${ index + 1 }`,
	regularPrice: 1999 + index * 137,
	dateCreated: '2026-09-01T10:00:00',
	categoryIds: [ 17 ],
	image: image(
		2001 + index * 2,
		`producto-de-prueba-${ index + 1 }`,
		`Producto ${ index + 1 }`,
		'#888888'
	),
	stock: { manage: false, status: 'instock' },
	weightGrams: 500,
} ) );

const engine = createEngine( {
	fixtures: { ...sampleShop, products: [ ...sampleShop.products, ...extraProducts ] },
} );
const { sessions } = engine.deps;
const started = performance.now();
const ids: string[] = [];
for ( let cart = 0; cart < CARTS; cart++ ) {
	const session = sessions.open( sessions.newGuestId() );
	for ( let line = 0; line < LINES_PER_CART; line++ ) {
		const product = extraProducts[ ( cart + line ) % extraProducts.length ];
		session.lines.push( {
			key: cartItemKey( product.id, 0, {} ),
			productId: product.id,
			variationId: 0,
			variation: {},
			quantity: 1 + ( line % 3 ),
			itemData: {},
		} );
	}
	session.coupons = cart % 4 === 0 ? [ 'DESCUENTO10' ] : [];
	sessions.save( session );
	ids.push( session.id );
}
const filled = performance.now() - started;

/** Bench results are the program's output, so they go to stdout. */
const print = ( line: string ) => process.stdout.write( `${ line }\n` );

const stats = ( label: string, times: number[] ) => {
	const sorted = [ ...times ].sort( ( a, b ) => a - b );
	const at = ( fraction: number ) =>
		sorted[ Math.min( sorted.length - 1, Math.floor( sorted.length * fraction ) ) ];
	print(
		`${ label.padEnd( 44 ) } median ${ at( 0.5 ).toFixed( 3 ) } ms   p95 ${ at( 0.95 ).toFixed( 3 ) } ms   (n=${ sorted.length })`
	);
};

const pick = ( index: number ) => ids[ ( index * 7919 ) % ids.length ];
const measure = ( run: ( index: number ) => void ) =>
	Array.from( { length: SAMPLES }, ( _, index ) => {
		const before = performance.now();
		run( index );
		return performance.now() - before;
	} );

// Warm every cart once so the cache holds them all, as a live server would.
for ( const id of ids ) {
	engine.getCart( id );
}

const router = createStoreApiRouter( engine );
const cookieName = sessions.cookieName;
const requestFor = ( id: string ) => ( {
	method: 'GET',
	path: '/cart',
	query: new URLSearchParams(),
	headers: new Headers(),
	cookies: { [ cookieName ]: sessions.cookieValue( sessions.open( id ) ) },
	body: undefined,
	restBase: 'http://localhost:9090/wp-json/wc/store/v1',
} );

print(
	`Cesta mock engine: ${ CARTS } carts × ${ LINES_PER_CART } lines filled in ${ filled.toFixed( 0 ) } ms`
);
stats(
	'GET /cart, engine (cached cart)',
	measure( ( index ) => engine.getCart( pick( index ) ) )
);
stats(
	'GET /cart, full route + headers + JSON',
	measure( ( index ) => JSON.stringify( router.dispatch( requestFor( pick( index ) ) ).body ) )
);
stats(
	'GET /cart after a write (recomputed)',
	measure( ( index ) => {
		const session = sessions.open( pick( index ) );
		session.version++;
		engine.getCart( session.id );
	} )
);
