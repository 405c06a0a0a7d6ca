/**
 * The last units of a product under concurrent checkouts (`mock-load.mjs`):
 * `buyers` visitors, each with its own Cart-Token and one kettle in the cart,
 * all place their orders at once while `units` kettles are left. Exactly
 * `units` orders may go through; the others must get the Store API's
 * out-of-stock error; stock must end at 0 and never go below it.
 */
import { STORE_API_ROOT } from './mock-load-visitor.mjs';

/** Hervidor de agua: stock managed, no backorders. */
const KETTLE_ID = 44;
/** What WooCommerce answers a checkout whose product sold out meanwhile. */
const OUT_OF_STOCK_CODES = [
	'woocommerce_rest_product_out_of_stock',
	'woocommerce_product_out_of_stock',
	'woocommerce_product_not_enough_stock',
];

const ADDRESS = {
	first_name: 'Última',
	last_name: 'Unidad',
	company: '',
	address_1: 'Calle de Alcalá 1',
	address_2: '',
	city: 'Madrid',
	state: 'M',
	postcode: '28014',
	country: 'ES',
	phone: '600000000',
};

/**
 * Runs the scenario against the demo shop.
 *
 * @example
 * const outcome = await lastUnitsScenario( demo, { buyers: 50, units: 5 } );
 * outcome.passed; // true
 * @param {import('../demo/src/server/demo-server').DemoServer} demo    The running demo shop.
 * @param {{ buyers: number, units: number }}                  options How many buyers for how many units.
 */
export async function lastUnitsScenario( demo, { buyers, units } ) {
	const api = `${ demo.url }${ STORE_API_ROOT }`;
	const { engine, server } = demo;
	const stock = () => engine.deps.catalogue.get( KETTLE_ID ).stock.quantity;
	engine.updateProduct( KETTLE_ID, {
		stock: { manage: true, quantity: units, backorders: 'no' },
	} );

	const tokens = await Promise.all(
		Array.from( { length: buyers }, async () => {
			const first = await fetch( `${ api }/cart` );
			const token = first.headers.get( 'Cart-Token' );
			const added = await fetch( `${ api }/cart/add-item`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', 'Cart-Token': token },
				body: JSON.stringify( { id: KETTLE_ID, quantity: 1 } ),
			} );
			if ( added.status !== 201 ) {
				throw new Error(
					`adding the kettle answered ${ added.status }: ${ await added.text() }`
				);
			}
			return token;
		} )
	);

	let lowest = stock();
	const watch = ( _request, response ) =>
		response.on( 'finish', () => {
			lowest = Math.min( lowest, stock() );
		} );
	server.on( 'request', watch );
	const answers = await Promise.all(
		tokens.map( async ( token, index ) => {
			const response = await fetch( `${ api }/checkout`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', 'Cart-Token': token },
				body: JSON.stringify( {
					billing_address: { ...ADDRESS, email: `ultima-${ index }@example.com` },
					payment_method: 'bacs',
				} ),
			} );
			return { status: response.status, body: await response.json() };
		} )
	);
	server.off( 'request', watch );

	const placed = answers.filter( ( answer ) => answer.status === 200 ).length;
	const outOfStock = answers.filter(
		( answer ) => answer.status >= 400 && OUT_OF_STOCK_CODES.includes( answer.body.code )
	);
	const other = answers.length - placed - outOfStock.length;
	const finalStock = stock();
	return {
		buyers,
		units,
		placed,
		outOfStock: outOfStock.length,
		outOfStockAnswer: outOfStock[ 0 ]
			? `${ outOfStock[ 0 ].status } ${ outOfStock[ 0 ].body.code }`
			: '—',
		other,
		finalStock,
		lowestStock: lowest,
		passed:
			placed === units &&
			outOfStock.length === buyers - units &&
			other === 0 &&
			finalStock === 0 &&
			lowest >= 0,
	};
}
