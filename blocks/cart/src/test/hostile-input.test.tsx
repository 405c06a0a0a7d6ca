/**
 * Hostile server data on the Cart (issue 15): a shop with an XSS payload in
 * every field the server gives (names, short descriptions, image alts,
 * variation values, shipping method titles, tax names…), every purchasable
 * product in the cart, rendered from the default template inside the real
 * stores against the mock: no payload runs, nothing active reaches the page,
 * and the legitimate markup of the allow-lists still renders. The suite runs
 * once per offset so every payload passes through the lines' names.
 */
import { waitFor } from '@testing-library/react';

import { addCartItem, updateCustomer } from '@cesta/api';
import { MADRID_SHIPPING, setupMockShop } from '@cesta/test-utils';
import {
	XSS_PAYLOADS,
	XSS_SENTINEL,
	findDomDangers,
	fireInlineHandlerEvents,
	hostileShop,
	markersIn,
	purchasableProductIds,
	rotatePayloads,
} from '@cesta/test-utils/hostile';

import { findCartTable, renderCart } from './render-cart';
import { CART_PAGE_SETTINGS } from './shop';

type SentinelWindow = Window & { [ XSS_SENTINEL ]?: jest.Mock };

const rendered = new Set< string >();
const sentinel = jest.fn();

beforeEach( () => {
	( window as SentinelWindow )[ XSS_SENTINEL ] = sentinel;
	window.wcSettings = { ...CART_PAGE_SETTINGS };
} );

afterEach( () => {
	delete ( window as SentinelWindow )[ XSS_SENTINEL ];
	document.body.innerHTML = '';
	delete window.wcSettings;
} );

const ROUNDS = Math.ceil(
	XSS_PAYLOADS.length / purchasableProductIds( hostileShop().fixtures ).length
);

describe.each( Array.from( { length: ROUNDS }, ( _, round ) => round ) )(
	'the cart of a shop whose data is hostile (round %i)',
	( round ) => {
		const buyable = purchasableProductIds( hostileShop().fixtures );
		const { fixtures } = hostileShop( rotatePayloads( XSS_PAYLOADS, round * buyable.length ) );
		setupMockShop( { engineOptions: { fixtures } } );
		jest.setTimeout( 30000 );

		it( 'given every purchasable product in the cart with an address › renders every line, runs no payload and shows nothing active, with the legitimate markup as elements', async () => {
			// The first alone (it opens the session and brings the nonce), the
			// rest together, so they travel in a few batches.
			const [ first, ...rest ] = buyable;
			await addCartItem( { id: first, quantity: 1 } );
			await Promise.all( rest.map( ( id ) => addCartItem( { id, quantity: 1 } ) ) );
			await updateCustomer( { shipping_address: MADRID_SHIPPING } );
			const { container } = renderCart();
			await findCartTable();
			// Descriptions are sanitised once DOMPurify has loaded on demand.
			await waitFor(
				() =>
					expect(
						[ ...container.querySelectorAll( 'strong' ) ].some(
							( strong ) => strong.textContent === 'Algodón orgánico'
						)
					).toBe( true ),
				{ timeout: 5000 }
			);

			fireInlineHandlerEvents( container );
			expect( sentinel ).not.toHaveBeenCalled();
			expect( findDomDangers( container ) ).toEqual( [] );
			const markers = markersIn( container.innerHTML );
			markers.forEach( ( marker ) => rendered.add( marker ) );
			// Every line's name is on the page, as text.
			const names = fixtures.products
				.filter( ( product ) => buyable.includes( product.id ) )
				.filter( ( product ) => product.type === 'simple' )
				.map( ( product ) => product.name.slice( 0, 7 ) );
			expect( names.filter( ( marker ) => ! markers.includes( marker ) ) ).toEqual( [] );
		} );
	}
);

describe( 'over every round', () => {
	it( 'rendered at least 100 payloads, none of which ran', () => {
		console.info(
			`Hostile input on the Cart: ${ rendered.size } of ${ XSS_PAYLOADS.length } payloads rendered, ${ sentinel.mock.calls.length } ran.`
		);
		expect( rendered.size ).toBeGreaterThanOrEqual( 100 );
		expect( sentinel ).not.toHaveBeenCalled();
	} );
} );
