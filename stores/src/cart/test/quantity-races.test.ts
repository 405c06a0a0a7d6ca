/**
 * Issue 15 (races), property 1: quantity clicks, typed quantities and
 * removals on several lines, with every request reaching the shop and every
 * answer reaching the page in an order fast-check picks. Once everything has
 * settled the store's cart is the server's, each line has the quantity the
 * shopper last asked for, removed lines are gone and nothing is pending.
 * On failure fast-check prints the seed, the path and the counterexample
 * (the steps and the order the scheduler let requests and answers through).
 */
import fc from 'fast-check';

import { fetchCart } from '@cesta/api';
import type { CartResponse } from '@cesta/types';
import { PRODUCTS, setupMockShop } from '@cesta/test-utils';

import { checkoutStore } from '../../checkout';
import { holdStoreApi, settleNetwork } from '../../test/held-network';
import {
	isTimingStep,
	raceRunOptions,
	runTimingStep,
	timingStepArbitraries,
	startRaceCart,
	useRaceTimers,
	withFakeTime,
} from '../../test/race-run';
import { cartStore } from '../index';

const shop = setupMockShop();

const LINES = [
	{ id: PRODUCTS.FAN, quantity: 2 },
	{ id: PRODUCTS.RICE_COOKER, quantity: 1 },
	{ id: PRODUCTS.COFFEE_MACHINE, quantity: 1 },
] as const;
const MAX_TYPED_QUANTITY = 6;
/** Long enough to cover the 400 ms quantity pause and the 300 ms batch delay, or to fall inside them. */
const MAX_PAUSE_MS = 900;

type Step =
	| { kind: 'plus' | 'minus' | 'remove'; line: number }
	| { kind: 'type'; line: number; quantity: number }
	| { kind: 'pause'; ms: number }
	| { kind: 'release'; count: number };

const lineArb = fc.nat( { max: LINES.length - 1 } );
const stepArb: fc.Arbitrary< Step > = fc.oneof(
	{ arbitrary: fc.record( { kind: fc.constant( 'plus' as const ), line: lineArb } ), weight: 4 },
	{ arbitrary: fc.record( { kind: fc.constant( 'minus' as const ), line: lineArb } ), weight: 3 },
	{
		arbitrary: fc.record( {
			kind: fc.constant( 'type' as const ),
			line: lineArb,
			quantity: fc.integer( { min: 1, max: MAX_TYPED_QUANTITY } ),
		} ),
		weight: 2,
	},
	{
		arbitrary: fc.record( { kind: fc.constant( 'remove' as const ), line: lineArb } ),
		weight: 1,
	},
	...timingStepArbitraries( MAX_PAUSE_MS )
);

const linesOf = ( cart: Pick< CartResponse, 'items' > ) =>
	Object.fromEntries( cart.items.map( ( item ) => [ item.key, item.quantity ] ) );

describe( 'cart line quantities › under random request and answer order (property, issue 15)', () => {
	afterEach( () => jest.useRealTimers() );

	it( 'given clicks, typed quantities and removals on several lines › the store ends at the server’s cart and the shopper’s last quantities', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.scheduler(),
				fc.array( stepArb, { minLength: 1, maxLength: 14 } ),
				async ( scheduler, steps ) => {
					useRaceTimers();
					const { registry, keys } = await startRaceCart( shop, LINES );
					const network = holdStoreApi( shop, scheduler );
					const cart = registry.dispatch( cartStore );
					// What the shopper last asked for, per line (undefined once removed).
					const intent: Array< number | undefined > = LINES.map(
						( line ) => line.quantity
					);
					const outcomes: Array< Promise< unknown > > = [];
					const change = ( line: number, quantity: number ) => {
						intent[ line ] = quantity;
						outcomes.push(
							cart
								.changeCartItemQuantity( keys[ line ]!, quantity )
								.catch( () => undefined )
						);
					};
					for ( const step of steps ) {
						if ( isTimingStep( step ) ) {
							await runTimingStep( step, scheduler );
							continue;
						}
						const current = intent[ step.line ];
						// A removed line's row is gone: nothing left to click.
						if ( current === undefined ) {
							continue;
						}
						if ( step.kind === 'plus' ) {
							change( step.line, current + 1 );
						} else if ( step.kind === 'minus' ) {
							// The minus button is disabled at 1.
							if ( current > 1 ) {
								change( step.line, current - 1 );
							}
						} else if ( step.kind === 'type' ) {
							change( step.line, step.quantity );
						} else {
							intent[ step.line ] = undefined;
							outcomes.push(
								cart
									.removeItemFromCart( keys[ step.line ]! )
									.catch( () => undefined )
							);
						}
					}
					const select = registry.select( cartStore );
					await settleNetwork(
						scheduler,
						network,
						() =>
							keys.some( ( key ) => select.isItemPendingQuantity( key ) ) ||
							select.getItemsPendingDelete().length > 0 ||
							registry.select( checkoutStore ).isCalculating()
					);
					await Promise.all( outcomes );
					network.stopHolding();
					const server = ( await withFakeTime( fetchCart() ) ).response;
					const store = select.getCartData();
					expect( linesOf( store ) ).toEqual( linesOf( server ) );
					expect( store.totals.total_price ).toBe( server.totals.total_price );
					const wanted = Object.fromEntries(
						keys.flatMap( ( key, line ) =>
							intent[ line ] === undefined ? [] : [ [ key, intent[ line ] ] ]
						)
					);
					expect( linesOf( store ) ).toEqual( wanted );
					jest.useRealTimers();
				}
			),
			raceRunOptions()
		);
	}, 300000 );
} );
