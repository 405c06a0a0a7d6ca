/**
 * Issue 15 (races), property 2: coupons applied and removed while line
 * quantities change, with every request reaching the shop and every answer
 * reaching the page in an order fast-check picks. Once everything has
 * settled the store's coupons, lines and totals are the server's, each line
 * has the quantity the shopper last asked for and the server holds exactly
 * the coupons the shopper last chose (actions on one code are sent one at a
 * time: coupon-serialised.test.ts).
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
] as const;
/** Coupons of the sample shop that any cart takes (no minimum, no product rule). */
const COUPONS = [ 'DESCUENTO10', '5EUROS', 'AHORRA3' ] as const;
const MAX_TYPED_QUANTITY = 6;
/** Long enough to cover the 400 ms quantity pause and the 300 ms batch delay, or to fall inside them. */
const MAX_PAUSE_MS = 900;

type Step =
	| { kind: 'plus' | 'minus'; line: number }
	| { kind: 'type'; line: number; quantity: number }
	| { kind: 'apply' | 'unapply'; coupon: number }
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
		arbitrary: fc.record( {
			kind: fc.constantFrom( 'apply' as const, 'unapply' as const ),
			coupon: fc.nat( { max: COUPONS.length - 1 } ),
		} ),
		weight: 5,
	},
	...timingStepArbitraries( MAX_PAUSE_MS )
);

const linesOf = ( cart: Pick< CartResponse, 'items' > ) =>
	Object.fromEntries( cart.items.map( ( item ) => [ item.key, item.quantity ] ) );

const couponsOf = ( cart: { coupons: Array< { code: string } > } ) =>
	cart.coupons.map( ( coupon ) => coupon.code.toUpperCase() ).sort();

/** The property: the shopper's steps, with the network in the order fast-check picks. */
const couponRaceProperty = () =>
	fc.asyncProperty(
		fc.scheduler(),
		fc.array( stepArb, { minLength: 1, maxLength: 14 } ),
		async ( scheduler, steps ) => {
			useRaceTimers();
			const { registry, keys } = await startRaceCart( shop, LINES );
			const network = holdStoreApi( shop, scheduler );
			const cart = registry.dispatch( cartStore );
			// What the shopper last asked for, per line (undefined once removed).
			const intent: Array< number | undefined > = LINES.map( ( line ) => line.quantity );
			// The coupons the shopper last chose to have applied.
			const chosenCoupons = new Set< string >();
			const outcomes: Array< Promise< unknown > > = [];
			const change = ( line: number, quantity: number ) => {
				intent[ line ] = quantity;
				outcomes.push(
					cart.changeCartItemQuantity( keys[ line ]!, quantity ).catch( () => undefined )
				);
			};
			for ( const step of steps ) {
				if ( isTimingStep( step ) ) {
					await runTimingStep( step, scheduler );
					continue;
				}
				if ( 'coupon' in step ) {
					const code = COUPONS[ step.coupon ]!;
					if ( step.kind === 'apply' ) {
						chosenCoupons.add( code );
					} else {
						chosenCoupons.delete( code );
					}
					outcomes.push(
						step.kind === 'apply' ? cart.applyCoupon( code ) : cart.removeCoupon( code )
					);
					continue;
				}
				const current = intent[ step.line ]!;
				if ( step.kind === 'plus' ) {
					change( step.line, current + 1 );
				} else if ( step.kind === 'minus' ) {
					// The minus button is disabled at 1.
					if ( current > 1 ) {
						change( step.line, current - 1 );
					}
				} else if ( 'quantity' in step ) {
					change( step.line, step.quantity );
				}
			}
			const select = registry.select( cartStore );
			await settleNetwork(
				scheduler,
				network,
				() =>
					keys.some( ( key ) => select.isItemPendingQuantity( key ) ) ||
					select.isApplyingCoupon() ||
					select.isRemovingCoupon() ||
					registry.select( checkoutStore ).isCalculating()
			);
			await Promise.all( outcomes );
			network.stopHolding();
			const server = ( await withFakeTime( fetchCart() ) ).response;
			const store = select.getCartData();
			expect( linesOf( store ) ).toEqual( linesOf( server ) );
			expect( couponsOf( store ) ).toEqual( couponsOf( server ) );
			expect( store.totals ).toEqual( server.totals );
			const wanted = Object.fromEntries(
				keys.map( ( key, line ) => [ key, intent[ line ] ] )
			);
			expect( linesOf( store ) ).toEqual( wanted );
			expect( couponsOf( server ) ).toEqual( [ ...chosenCoupons ].sort() );
			jest.useRealTimers();
		}
	);

describe( 'cart coupons and quantities › under random request and answer order (property, issue 15)', () => {
	afterEach( () => jest.useRealTimers() );

	it( 'given coupons applied and removed between quantity changes › the store ends at the server’s coupons and totals, the shopper’s last quantities and last coupon choices', async () => {
		await fc.assert( couponRaceProperty(), raceRunOptions() );
	}, 300000 );

	// A counterexample the property found, replayed: a coupon's answer, older
	// than the quantity's answer already shown, showed the line at its old
	// quantity until the reload; the shopper's − back to that quantity was
	// taken as already done and never sent, and the reload brought back the +.
	it( 'given a quantity shown from an older answer while a reload is on its way › editing the line back to it is still sent', async () => {
		await fc.assert( couponRaceProperty(), {
			seed: 76931803,
			path: '437:4:7:10:13:10:11:13:15:14:16:17:17:17',
			endOnFailure: true,
		} );
	}, 60000 );
} );
