/**
 * Serves malformed carts to a block one by one (issue 15 §5): each mutation
 * answers the block's first `GET /cart`, the block renders, and what it
 * shows is classified; uncaught promise rejections are collected.
 */
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { clearCachedCart } from '@cesta/api';
import type { MockServer } from '@cesta/mocks/node';

import type { PayloadMutation } from './hostile/malformed-payloads';

/** What the suites of each block learn from serving every mutation. */
export interface MalformedCartsResult< Outcome extends string > {
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
export async function serveMalformedCarts< Outcome extends string >(
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
