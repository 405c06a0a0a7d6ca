/**
 * Serves malformed carts to a block one by one (issue 15 §5): each mutation
 * answers the block's first `GET /cart`, the block renders, and what it
 * shows is classified; uncaught promise rejections are collected.
 */
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { clearCachedCart, fetchCart } from '@cesta/api';
import type { MockServer } from '@cesta/mocks/node';

import { startCartSession } from './cart-session';
import { mutatePayload } from './hostile/malformed-payloads';
import type { PayloadMutation } from './hostile/malformed-payloads';
import { PRODUCTS } from './products';

/** What the suites of each block learn from serving every mutation. */
interface MalformedCartsResult< Outcome extends string > {
	/** The mutations' labels by what the block showed; `other` when nothing recognisable. */
	tally: Map< Outcome | 'other', string[] >;
	/** Promise rejections nobody handled while the mutations were served. */
	unhandled: unknown[];
	/**
	 * The mutations during which text matching `neverShown` was put on the
	 * page, even for a single render (empty when the option is not given).
	 */
	shownMisleading: string[];
	/** The tally as lines for the test's output, e.g. "Malformed cart answers tried on the Cart block: 192". */
	report( blockName: string ): string;
}

/**
 * Serves each mutation as the first `GET /cart` answer of a fresh render of
 * the block (the cached cart cleared first), waits up to 5 s for
 * `outcomeOf` to recognise what the block shows, unmounts it, and tallies.
 * With `neverShown`, every node the block adds is checked against it as it
 * is added, so a state that lasts one render is caught too.
 *
 * @example
 * const { tally, unhandled, report } = await serveMalformedCarts( shop, mutations, { render: renderCart, outcomeOf } );
 */
async function serveMalformedCarts< Outcome extends string >(
	shop: MockServer,
	mutations: readonly PayloadMutation[],
	{
		render,
		outcomeOf,
		neverShown,
	}: {
		render: () => { container: HTMLElement; unmount: () => void };
		outcomeOf: ( container: HTMLElement ) => Outcome | null;
		neverShown?: RegExp;
	}
): Promise< MalformedCartsResult< Outcome > > {
	const unhandled: unknown[] = [];
	const onUnhandled = ( reason: unknown ) => unhandled.push( reason );
	process.on( 'unhandledRejection', onUnhandled );
	const tally = new Map< Outcome | 'other', string[] >();
	const shownMisleading: string[] = [];
	try {
		for ( const mutation of mutations ) {
			let misleading = false;
			const check = ( records: MutationRecord[] ) => {
				misleading ||= records.some( ( record ) =>
					[ ...record.addedNodes ].some(
						( node ) => !! neverShown?.test( node.textContent ?? '' )
					)
				);
			};
			const watch = new MutationObserver( check );
			watch.observe( document.body, { childList: true, subtree: true } );
			clearCachedCart();
			shop.server.use(
				http.get( '*/wc/store/v1/cart', () => HttpResponse.json( mutation.body ), {
					once: true,
				} )
			);
			const { container, unmount } = render();
			let outcome: Outcome | null = null;
			await waitFor(
				() => {
					outcome = outcomeOf( container );
					expect( outcome ).not.toBeNull();
				},
				{ timeout: 5_000 }
			).catch( () => undefined );
			const key = outcome ?? 'other';
			tally.set( key, [ ...( tally.get( key ) ?? [] ), mutation.label ] );
			check( watch.takeRecords() );
			watch.disconnect();
			if ( misleading ) {
				shownMisleading.push( mutation.label );
			}
			act( () => unmount() );
			document.body.innerHTML = '';
		}
	} finally {
		process.off( 'unhandledRejection', onUnhandled );
	}
	const labels = ( key: Outcome | 'other' ) => tally.get( key ) ?? [];
	return {
		tally,
		unhandled,
		shownMisleading,
		report: ( blockName ) =>
			`Malformed cart answers tried on the ${ blockName } block: ${ mutations.length }\n` +
			[ ...tally ]
				.map( ( [ outcome, found ] ) => `  ${ outcome }: ${ found.length }` )
				.join( '\n' ) +
			`\n  error panel for: ${ labels( 'error panel' as Outcome ).join( '; ' ) }` +
			`\n  other: ${ labels( 'other' ).join( '; ' ) }`,
	};
}

/** What a block shows for an answer: its content, its own empty message, a notice, its error panel. */
type BlockOutcome = 'drawn' | 'empty cart' | 'notice' | 'error panel' | 'crashed';

/**
 * Issue 15 §5 for one block whose first `GET /cart` is answered with each
 * mutation of a real two-line cart (`mutatePayload`, depth 2): no crash, no
 * unhandled rejection, no error panel (an answer the block cannot draw is
 * read as no cart: the error notice), never the block's empty message, not
 * even for one render; the shop's cart untouched. Prints the tally. The
 * caller then checks that a good answer renders again.
 *
 * @example
 * await expectMalformedCartsHandled( shop, {
 * 	blockName: 'Cart',
 * 	render: renderCart,
 * 	isDrawn: () => !! screen.queryByRole( 'table', { name: 'Products in cart' } ),
 * 	emptyMessage: /Your cart is currently empty!/,
 * } );
 */
export async function expectMalformedCartsHandled(
	shop: MockServer,
	{
		blockName,
		render,
		isDrawn,
		emptyMessage,
	}: {
		blockName: string;
		render: () => { container: HTMLElement; unmount: () => void };
		isDrawn: ( container: HTMLElement ) => boolean;
		emptyMessage: RegExp;
	}
): Promise< void > {
	const real = await startCartSession( [
		{ id: PRODUCTS.FAN, quantity: 2 },
		{ id: PRODUCTS.KETTLE, quantity: 1 },
	] );
	const { response: good } = await fetchCart();
	const outcomeOf = ( container: HTMLElement ): BlockOutcome | null => {
		if ( ! container.isConnected || container.childElementCount === 0 ) {
			return 'crashed';
		}
		if ( container.querySelector( '.wc-block-error' ) ) {
			return 'error panel';
		}
		if ( isDrawn( container ) ) {
			return 'drawn';
		}
		if ( emptyMessage.test( container.textContent ?? '' ) ) {
			return 'empty cart';
		}
		if ( container.querySelector( '.wc-block-components-notice-banner' ) ) {
			return 'notice';
		}
		return null;
	};
	const { tally, unhandled, shownMisleading, report } = await serveMalformedCarts(
		shop,
		mutatePayload( good, { depth: 2, arrayDepth: 1 } ),
		// The shop's cart has two lines: an unreadable answer must not say it is empty.
		{ render, outcomeOf, neverShown: emptyMessage }
	);

	process.stdout.write( `\n${ report( blockName ) }\n` );
	expect( tally.get( 'crashed' ) ?? [] ).toEqual( [] );
	expect( tally.get( 'other' ) ?? [] ).toEqual( [] );
	expect( unhandled ).toEqual( [] );
	expect( shownMisleading ).toEqual( [] );
	// An answer the block cannot draw is read as no cart (a notice), not a crash.
	expect( tally.get( 'error panel' ) ?? [] ).toEqual( [] );
	expect( ( await fetchCart() ).response.items.map( ( item ) => item.quantity ) ).toEqual(
		real.items.map( ( item ) => item.quantity )
	);
	clearCachedCart();
}
