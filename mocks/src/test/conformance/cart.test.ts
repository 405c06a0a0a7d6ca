/**
 * @jest-environment node
 *
 * Conformance tests of the cart routes against the captures: items,
 * variations, sessions, customer, rates.
 */
import { CURRENCY_KEYS, MADRID_BILLING, MADRID_SHIPPING } from './shopper';
import { keysOf, loadSample } from './samples';
import { serveShopForThisFile } from './server';

const shop = serveShopForThisFile();

describe( 'GET /cart', () => {
	it( 'given a new guest › when the cart is read › answers the empty cart with the captured shape', async () => {
		const shopper = shop.shopper();
		const reply = await shopper.get( '/cart' );
		const sample = loadSample( 'cart-empty' );
		expect( reply.status ).toBe( 200 );
		expect( keysOf( reply.body ) ).toEqual( keysOf( sample.body ) );
		expect( keysOf( reply.body.totals ) ).toEqual( keysOf( sample.body.totals ) );
		expect( reply.body.totals.total_shipping ).toBeNull();
		expect( reply.body.shipping_address ).toEqual( sample.body.shipping_address );
		expect( reply.body.billing_address ).toEqual( sample.body.billing_address );
	} );

	it( 'given any request › when answered › carries Nonce, Nonce-Timestamp, User-ID, Cart-Token and Cart-Hash', async () => {
		const reply = await shop.shopper().get( '/cart' );
		expect( reply.headers.get( 'nonce' ) ).toMatch( /^[0-9a-f]{10}$/ );
		expect( Number( reply.headers.get( 'nonce-timestamp' ) ) ).toBeGreaterThan( 1_600_000_000 );
		expect( reply.headers.get( 'user-id' ) ).toBe( '0' );
		expect( reply.headers.get( 'cart-token' )?.split( '.' ) ).toHaveLength( 3 );
		expect( reply.headers.get( 'cart-hash' ) ).toBe( '' );
		expect( reply.headers.get( 'allow' ) ).toBe( 'GET' );
	} );

	it( 'given a Cart-Token › when it is decoded › holds user_id, exp two days ahead and iss store-api', async () => {
		const reply = await shop.shopper().get( '/cart' );
		const payload = JSON.parse(
			Buffer.from(
				reply.headers.get( 'cart-token' )!.split( '.' )[ 1 ],
				'base64url'
			).toString()
		);
		expect( payload.iss ).toBe( 'store-api' );
		expect( payload.user_id ).toMatch( /^t_[A-Za-z0-9]{30}$/ );
		expect( payload.exp - Math.floor( Date.now() / 1000 ) ).toBeGreaterThan( 172_700 );
	} );

	it( 'given POST /cart › when sent › answers 404 rest_no_route as WordPress does', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/cart', {} );
		expect( reply.status ).toBe( 404 );
		expect( reply.body.code ).toBe( 'rest_no_route' );
	} );
} );

describe( 'POST /cart/add-item', () => {
	it( 'given the fan › when added with the nonce › answers 201 with the whole cart and its sample key', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/cart/add-item', { id: 17, quantity: 1 } );
		const sample = loadSample( 'add-item-201' );
		expect( reply.status ).toBe( 201 );
		expect( reply.body.items[ 0 ].key ).toBe( sample.body.items[ 0 ].key );
		expect( reply.body.totals.total_price ).toBe( sample.body.totals.total_price );
		expect( keysOf( reply.body.items[ 0 ] ) ).toEqual( keysOf( sample.body.items[ 0 ] ) );
		expect( keysOf( reply.body.items[ 0 ].prices ) ).toEqual(
			keysOf( sample.body.items[ 0 ].prices )
		);
	} );

	it( 'given no Nonce header › when adding › answers 401 woocommerce_rest_missing_nonce with the captured message', async () => {
		const reply = await shop
			.shopper()
			.post( '/cart/add-item', { id: 17, quantity: 1 }, { nonce: false } );
		const sample = loadSample( 'missing-nonce-401' );
		expect( reply.status ).toBe( 401 );
		expect( reply.body ).toEqual( sample.body );
		expect( reply.headers.get( 'nonce' ) ).toBeTruthy();
	} );

	it( 'given a wrong Nonce › when adding › answers 403 woocommerce_rest_invalid_nonce with a fresh nonce', async () => {
		const reply = await shop
			.shopper()
			.post( '/cart/add-item', { id: 17, quantity: 1 }, { nonce: 'abcdef0123' } );
		expect( reply.status ).toBe( 403 );
		expect( reply.body ).toEqual( loadSample( 'invalid-nonce-403' ).body );
		expect( reply.headers.get( 'nonce' ) ).toMatch( /^[0-9a-f]{10}$/ );
	} );

	it( 'given only a Cart-Token › when adding without a nonce › is accepted and the token keeps the cart', async () => {
		const shopper = await shop.shopper( 'token' ).start();
		const reply = await shopper.post(
			'/cart/add-item',
			{ id: 19, quantity: 1 },
			{ nonce: false }
		);
		expect( reply.status ).toBe( 201 );
		expect( reply.body.totals ).toEqual( loadSample( 'add-item-cart-token-201' ).body.totals );
		expect( ( await shopper.get( '/cart' ) ).body.items_count ).toBe( 1 );
	} );

	it( 'given the fan and the red Camiseta › when both are added › reproduces the captured totals, keys and tax line', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/add-item', { id: 17, quantity: 1 } );
		const added = await shopper.post( '/cart/add-item', {
			id: 29,
			quantity: 1,
			variation: [ { attribute: 'pa_color', value: 'rojo' } ],
		} );
		const sample = loadSample( 'cart-with-items' ).body;
		expect( added.status ).toBe( 201 );
		// 39.99 + 19.99 = 59.98; IVA per line 8.3979→8.40 and 4.1979→4.20; shipping 4.95 + 1.0395→1.04: 78.57.
		expect( added.body.totals ).toEqual( sample.totals );
		expect( added.body.items.map( ( item: { key: string } ) => item.key ) ).toEqual(
			sample.items.map( ( item: { key: string } ) => item.key )
		);
		expect( added.body.items.map( ( item: { totals: unknown } ) => item.totals ) ).toEqual(
			sample.items.map( ( item: { totals: unknown } ) => item.totals )
		);
		expect( added.body.items[ 1 ].variation ).toEqual( sample.items[ 1 ].variation );
		expect( added.body.items_weight ).toBe( sample.items_weight );
	} );

	it( 'given the captured cart › when read › offers the captured rates with flat rate preselected', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/add-item', { id: 17, quantity: 1 } );
		await shopper.post( '/cart/add-item', { id: 29, quantity: 1 } );
		const cart = ( await shopper.get( '/cart' ) ).body;
		const sampleRates = loadSample( 'cart-with-items' ).body.shipping_rates[ 0 ];
		const rates = cart.shipping_rates[ 0 ];
		expect( rates.name ).toBe( sampleRates.name );
		expect( rates.items ).toEqual( sampleRates.items );
		for ( const expected of sampleRates.shipping_rates ) {
			const rate = rates.shipping_rates.find(
				( candidate: { rate_id: string } ) => candidate.rate_id === expected.rate_id
			);
			expect( {
				...rate,
				meta_data: rate.meta_data.filter(
					( meta: { key: string } ) => meta.key !== 'pickup_address'
				),
			} ).toEqual( {
				...expected,
				meta_data: expected.meta_data.filter(
					( meta: { key: string } ) => meta.key !== 'pickup_address'
				),
			} );
		}
	} );

	it( 'given the same product twice › when added › increases the line instead of adding one', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/add-item', { id: 21, quantity: 1 } );
		const reply = await shopper.post( '/cart/add-item', { id: 21, quantity: 2 } );
		expect( reply.body.items ).toHaveLength( 1 );
		expect( reply.body.items[ 0 ].quantity ).toBe( 3 );
	} );

	it( 'given an unknown product id › when added › answers 400 woocommerce_rest_cart_invalid_product with the captured message', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/cart/add-item', { id: 999999, quantity: 1 } );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_cart_invalid_product' );
		expect( reply.body.message ).toBe( 'This product cannot be added to the cart.' );
	} );

	it( 'given an out-of-stock product › when added › answers 400 woocommerce_rest_product_out_of_stock', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/cart/add-item', { id: 46, quantity: 1 } );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_product_out_of_stock' );
	} );

	it( 'given a product with 2 left › when 3 are added › answers 400 woocommerce_rest_product_partially_out_of_stock', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/cart/add-item', { id: 44, quantity: 3 } );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_product_partially_out_of_stock' );
		expect( reply.body.message ).toContain( '(2 remaining)' );
	} );

	it( 'given a low-stock product › when added › reports low_stock_remaining and a maximum of the stock left', async () => {
		const shopper = await shop.shopper().start();
		const item = ( await shopper.post( '/cart/add-item', { id: 44, quantity: 1 } ) ).body
			.items[ 0 ];
		expect( item.low_stock_remaining ).toBe( 2 );
		expect( item.quantity_limits ).toEqual( {
			minimum: 1,
			maximum: 2,
			multiple_of: 1,
			editable: true,
		} );
		expect( item.backorders_allowed ).toBe( false );
	} );

	it( 'given a sold-individually product › when 3 are asked for › adds 1, not editable', async () => {
		const shopper = await shop.shopper().start();
		const item = ( await shopper.post( '/cart/add-item', { id: 64, quantity: 3 } ) ).body
			.items[ 0 ];
		expect( item.quantity ).toBe( 1 );
		expect( item.sold_individually ).toBe( true );
		expect( item.quantity_limits.editable ).toBe( false );
	} );

	it( 'given a sold-individually product in the cart › when added again › answers 400 readonly_quantity', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/add-item', { id: 64, quantity: 1 } );
		const reply = await shopper.post( '/cart/add-item', { id: 64, quantity: 1 } );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'readonly_quantity' );
	} );

	it( 'given a product sold in pairs › when 3 are added › snaps to a multiple of 2 within 2–12', async () => {
		const shopper = await shop.shopper().start();
		const item = ( await shopper.post( '/cart/add-item', { id: 76, quantity: 3 } ) ).body
			.items[ 0 ];
		expect( item.quantity_limits ).toEqual( {
			minimum: 2,
			maximum: 12,
			multiple_of: 2,
			editable: true,
		} );
		expect( item.quantity % 2 ).toBe( 0 );
	} );

	it( 'given no quantity › when a product with a minimum of 2 is added › uses the minimum', async () => {
		const shopper = await shop.shopper().start();
		const item = ( await shopper.post( '/cart/add-item', { id: 76 } ) ).body.items[ 0 ];
		expect( item.quantity ).toBe( 2 );
	} );

	it( 'given a virtual product only › when added › the cart needs no shipping and offers no rates', async () => {
		const shopper = await shop.shopper().start();
		const cart = ( await shopper.post( '/cart/add-item', { id: 72, quantity: 1 } ) ).body;
		expect( cart.needs_shipping ).toBe( false );
		expect( cart.shipping_rates ).toEqual( [] );
		expect( cart.totals.total_tax ).toBe( '0' );
	} );
} );

describe( 'variations', () => {
	it( 'given the variable Camiseta and a colour › when added › resolves the matching variation', async () => {
		const shopper = await shop.shopper().start();
		const item = (
			await shopper.post( '/cart/add-item', {
				id: 27,
				quantity: 1,
				variation: [ { attribute: 'Color', value: 'Azul' } ],
			} )
		).body.items[ 0 ];
		expect( item.id ).toBe( 31 );
		expect( item.variation ).toEqual( [ { attribute: 'Color', value: 'Azul' } ] );
		expect( item.prices.price ).toBe( '2199' );
	} );

	it( 'given a variable product without attributes › when added › answers 400 woocommerce_rest_variation_id_from_variation_data', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/cart/add-item', { id: 27, quantity: 1 } );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_variation_id_from_variation_data' );
	} );

	it( 'given an "any size" variation › when added without a size › answers 400 woocommerce_rest_missing_variation_data', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/cart/add-item', {
			id: 100,
			quantity: 1,
			variation: [ { attribute: 'pa_color', value: 'blanco' } ],
		} );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_missing_variation_data' );
		expect( reply.body.message ).toBe(
			'Missing variation data for variable product. Número is a required field'
		);
	} );

	it( 'given an "any size" variation › when added with a size › keeps the chosen size on the line', async () => {
		const shopper = await shop.shopper().start();
		const item = (
			await shopper.post( '/cart/add-item', {
				id: 100,
				variation: [
					{ attribute: 'pa_color', value: 'blanco' },
					{ attribute: 'pa_numero', value: '42' },
				],
			} )
		).body.items[ 0 ];
		expect( item.id ).toBe( 102 );
		expect( item.variation ).toEqual( [
			{ attribute: 'Color', value: 'Blanco' },
			{ attribute: 'Número', value: '42' },
		] );
	} );

	it( 'given a value the attribute does not have › when added › answers 400 woocommerce_rest_invalid_variation_data', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/cart/add-item', {
			id: 100,
			variation: [
				{ attribute: 'pa_color', value: 'blanco' },
				{ attribute: 'pa_numero', value: '50' },
			],
		} );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_invalid_variation_data' );
	} );

	it( 'given a variation without a price › when added › answers 400 woocommerce_rest_product_not_purchasable', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/cart/add-item', { id: 87, quantity: 1 } );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_product_not_purchasable' );
	} );

	it( 'given a variation limited to 2–4 › when 1 is added › is raised to the minimum of 2', async () => {
		const shopper = await shop.shopper().start();
		const item = ( await shopper.post( '/cart/add-item', { id: 86, quantity: 1 } ) ).body
			.items[ 0 ];
		expect( item.quantity ).toBe( 2 );
		expect( item.quantity_limits.maximum ).toBe( 4 );
	} );
} );

describe( 'POST /cart/update-item and /cart/remove-item', () => {
	it( 'given a line › when its quantity is updated › answers 200 with the new quantity', async () => {
		const shopper = await shop.shopper().start();
		const key = ( await shopper.post( '/cart/add-item', { id: 17, quantity: 1 } ) ).body
			.items[ 0 ].key;
		const reply = await shopper.post( '/cart/update-item', { key, quantity: 4 } );
		expect( reply.status ).toBe( 200 );
		expect( reply.body.items[ 0 ].quantity ).toBe( 4 );
	} );

	it( 'given a key not in the cart › when updated › answers 409 woocommerce_rest_cart_invalid_key with data.cart', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/add-item', { id: 17, quantity: 1 } );
		const reply = await shopper.post( '/cart/update-item', {
			key: '0000000000000000000000000000dead',
			quantity: 2,
		} );
		const sample = loadSample( 'invalid-key-409' ).body;
		expect( reply.status ).toBe( 409 );
		expect( reply.body.code ).toBe( sample.code );
		expect( reply.body.message ).toBe( sample.message );
		expect( keysOf( reply.body.data.cart ) ).toEqual( keysOf( sample.data.cart ) );
		expect( reply.body.data.cart.items ).toHaveLength( 1 );
	} );

	it( 'given a quantity below the minimum › when updated › answers 400 invalid_quantity and keeps the line', async () => {
		const shopper = await shop.shopper().start();
		const key = ( await shopper.post( '/cart/add-item', { id: 17, quantity: 2 } ) ).body
			.items[ 0 ].key;
		const reply = await shopper.post( '/cart/update-item', { key, quantity: 0 } );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'invalid_quantity' );
		expect( ( await shopper.get( '/cart' ) ).body.items[ 0 ].quantity ).toBe( 2 );
	} );

	it( 'given an odd quantity for a pairs-only product › when updated › answers 400 invalid_quantity (multiple of 2)', async () => {
		const shopper = await shop.shopper().start();
		const key = ( await shopper.post( '/cart/add-item', { id: 76, quantity: 2 } ) ).body
			.items[ 0 ].key;
		const reply = await shopper.post( '/cart/update-item', { key, quantity: 5 } );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.message ).toContain( 'must be a multiple of 2' );
	} );

	it( 'given a line › when removed › answers 200 with an empty cart and clears the cart cookies', async () => {
		const shopper = await shop.shopper().start();
		const key = ( await shopper.post( '/cart/add-item', { id: 17, quantity: 1 } ) ).body
			.items[ 0 ].key;
		expect( shopper.cookies.get( 'woocommerce_items_in_cart' ) ).toBe( '1' );
		const reply = await shopper.post( '/cart/remove-item', { key } );
		expect( reply.status ).toBe( 200 );
		expect( reply.body.items ).toEqual( [] );
		expect( shopper.cookies.has( 'woocommerce_items_in_cart' ) ).toBe( false );
	} );

	it( 'given a key already removed › when removed again › answers 409 with "Cart item no longer exists or is invalid."', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/cart/remove-item', {
			key: '0000000000000000000000000000dead',
		} );
		expect( reply.status ).toBe( 409 );
		expect( reply.body.message ).toBe( 'Cart item no longer exists or is invalid.' );
	} );
} );

describe( 'sessions and cookies', () => {
	it( 'given a cookie session › when the cart changes › the woocommerce_cart_hash cookie equals the Cart-Hash header', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/cart/add-item', { id: 17, quantity: 1 } );
		expect( reply.headers.get( 'cart-hash' ) ).toMatch( /^[0-9a-f]{32}$/ );
		expect( shopper.cookies.get( 'woocommerce_cart_hash' ) ).toBe(
			reply.headers.get( 'cart-hash' )
		);
		expect(
			[ ...shopper.cookies.keys() ].some( ( name ) =>
				name.startsWith( 'wp_woocommerce_session_' )
			)
		).toBe( true );
	} );

	it( 'given two shoppers with their own tokens › when each adds a product › neither sees the other’s items', async () => {
		const ana = await shop.shopper( 'token' ).start();
		const juan = await shop.shopper( 'token' ).start();
		await ana.post( '/cart/add-item', { id: 17, quantity: 1 } );
		await juan.post( '/cart/add-item', { id: 21, quantity: 2 } );
		expect(
			( await ana.get( '/cart' ) ).body.items.map( ( item: { id: number } ) => item.id )
		).toEqual( [ 17 ] );
		expect(
			( await juan.get( '/cart' ) ).body.items.map( ( item: { id: number } ) => item.id )
		).toEqual( [ 21 ] );
	} );

	it( 'given a forged Cart-Token › when used › is ignored and a write needs a nonce again', async () => {
		const shopper = shop.shopper();
		const reply = await shopper.post(
			'/cart/add-item',
			{ id: 17 },
			{
				nonce: false,
				headers: { 'Cart-Token': 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoiMSJ9.forged' },
			}
		);
		expect( reply.status ).toBe( 401 );
	} );

	it( 'given every money object › when read › carries the seven currency fields of the captures', async () => {
		const shopper = await shop.shopper().start();
		const cart = ( await shopper.post( '/cart/add-item', { id: 17 } ) ).body;
		for ( const money of [
			cart.totals,
			cart.items[ 0 ].prices,
			cart.items[ 0 ].totals,
			cart.shipping_rates[ 0 ].shipping_rates[ 0 ],
		] ) {
			expect( Object.keys( money ) ).toEqual( expect.arrayContaining( CURRENCY_KEYS ) );
			expect( money.currency_code ).toBe( 'EUR' );
			expect( money.currency_prefix ).toBe( '€' );
		}
	} );
} );

describe( 'POST /cart/update-customer', () => {
	it( 'given Lucía’s Madrid address › when posted › stores both addresses and keeps the rates', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/add-item', { id: 17 } );
		const reply = await shopper.post( '/cart/update-customer', {
			billing_address: MADRID_BILLING,
			shipping_address: MADRID_SHIPPING,
		} );
		const sample = loadSample( 'update-customer-madrid' ).body;
		expect( reply.status ).toBe( 200 );
		expect( reply.body.billing_address ).toEqual( sample.billing_address );
		expect( reply.body.shipping_address ).toEqual( sample.shipping_address );
		expect( reply.body.shipping_rates[ 0 ].destination ).toEqual(
			sample.shipping_rates[ 0 ].destination
		);
	} );

	it( 'given an invalid postcode in both addresses › when posted › answers 400 rest_invalid_param exactly as captured', async () => {
		const shopper = await shop.shopper().start();
		const sample = loadSample( 'update-customer-invalid-400' );
		const reply = await shopper.post( '/cart/update-customer', sample.request.body );
		expect( reply.status ).toBe( 400 );
		expect( reply.body ).toEqual( sample.body );
	} );

	it( 'given only an invalid billing email › when posted › answers 200 and stores the email as empty', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post(
			'/cart/update-customer',
			loadSample( 'update-customer-bad-email-200' ).request.body
		);
		expect( reply.status ).toBe( 200 );
		expect( reply.body.billing_address.email ).toBe( '' );
		expect( reply.body.billing_address.city ).toBe( 'Madrid' );
	} );

	it( 'given an unknown country code › when posted › answers 400 with detail invalid_country', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/cart/update-customer', {
			shipping_address: { country: 'XX' },
		} );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.data.details.shipping_address.code ).toBe( 'invalid_country' );
		expect( reply.body.data.params.shipping_address ).toMatch(
			/^Invalid country code provided\. Must be one of: AD, AE/
		);
	} );

	it( 'given a state that is not Spanish › when posted › answers 400 with detail invalid_state', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/cart/update-customer', {
			billing_address: { country: 'ES', state: 'ZZ' },
		} );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.data.details.billing_address.code ).toBe( 'invalid_state' );
	} );

	it( 'given a state by name and a lower-case country › when posted › stores the state code and upper-cases the country', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/cart/update-customer', {
			shipping_address: { country: 'es', state: 'Barcelona', postcode: '08007' },
		} );
		expect( reply.status ).toBe( 200 );
		expect( reply.body.shipping_address ).toMatchObject( {
			country: 'ES',
			state: 'B',
			postcode: '08007',
		} );
	} );

	it( 'given a field of the wrong type › when posted › answers 400 with detail invalid_{field}', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/cart/update-customer', {
			billing_address: { postcode: 28014 },
		} );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.data.details.billing_address.code ).toBe( 'invalid_postcode' );
		expect( reply.body.data.details.billing_address.message ).toBe(
			'Invalid postcode provided.'
		);
	} );

	it( 'given a bad phone number › when posted › answers 400 with detail invalid_phone', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/cart/update-customer', {
			billing_address: { phone: 'llámame' },
		} );
		expect( reply.body.data.details.billing_address.code ).toBe( 'invalid_phone' );
	} );
} );

describe( 'POST /cart/select-shipping-rate and /cart/extensions', () => {
	it( 'given a cart over 50 € › when free shipping is chosen › it is selected and shipping costs nothing', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/add-item', { id: 17 } );
		await shopper.post( '/cart/add-item', { id: 29 } );
		const reply = await shopper.post( '/cart/select-shipping-rate', {
			package_id: 0,
			rate_id: 'free_shipping:2',
		} );
		const selected = reply.body.shipping_rates[ 0 ].shipping_rates.find(
			( rate: { selected: boolean } ) => rate.selected
		);
		expect( reply.status ).toBe( 200 );
		expect( selected.rate_id ).toBe( 'free_shipping:2' );
		expect( reply.body.totals.total_shipping ).toBe( '0' );
		// 59.98 + IVA 12.60 = 72.58, no shipping.
		expect( reply.body.totals.total_price ).toBe( '7258' );
	} );

	it( 'given no rate_id › when posted › answers 400 rest_missing_callback_param', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/cart/select-shipping-rate', { package_id: 0 } );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'rest_missing_callback_param' );
		expect( reply.body.data.params ).toEqual( [ 'rate_id' ] );
	} );

	it( 'given gift wrapping › when enabled through /cart/extensions › adds a taxed 2.50 € fee', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/add-item', { id: 17 } );
		const reply = await shopper.post( '/cart/extensions', {
			namespace: 'cesta-gift-wrap',
			data: { enabled: true },
		} );
		expect( reply.status ).toBe( 200 );
		expect( reply.body.fees ).toEqual( [
			expect.objectContaining( {
				key: 'envoltorio-de-regalo',
				name: 'Envoltorio de regalo',
				totals: expect.objectContaining( { total: '250', total_tax: '53' } ),
			} ),
		] );
		// 39.99 + 2.50 + 4.95 + tax (8.40 + 0.525→0.53 + 1.04 = 9.97) = 57.41.
		expect( reply.body.totals.total_price ).toBe( '5741' );
	} );

	it( 'given an unregistered namespace › when posted › answers 400 woocommerce_rest_cart_extensions_error', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/cart/extensions', { namespace: 'nadie', data: {} } );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_cart_extensions_error' );
	} );
} );
