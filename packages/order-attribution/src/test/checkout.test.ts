/**
 * The block checkout sends the order's attribution: registered with the
 * checkout store, the data reaches `POST /checkout` of the mock shop in
 * `extensions['woocommerce/order-attribution']` (spec 1 §3), and nulls
 * once tracking is turned off.
 */

import { createRegistry } from '@wordpress/data';
import type { DataRegistry } from '@wordpress/data';
import { createElement } from '@wordpress/element';
import {
	checkoutStore,
	createEventEmitter,
	paymentStore,
	startCheckoutProcessor,
	submitCheckout,
} from '@cesta/data';
import {
	initOrderAttribution,
	ORDER_ATTRIBUTION_EXTENSION_NAMESPACE,
	readOrderAttributionParams,
	resetOrderAttribution,
	setOrderTracking,
	TRACKING_COOKIES,
} from '@cesta/order-attribution';
import { registerOrderAttributionWithCheckout } from '@cesta/order-attribution/checkout';
import { __experimentalDeRegisterPaymentMethod, registerPaymentMethod } from '@cesta/registry';
import {
	createTestRegistry,
	fillCart,
	recordRequests,
	setupMockShop,
	waitUntil,
} from '@cesta/test-utils';

const shop = setupMockShop();
const LANDING =
	'https://tienda.example/?utm_source=newsletter&utm_medium=email&utm_campaign=black-friday';

beforeAll( () =>
	registerPaymentMethod( {
		name: 'bacs',
		label: 'bacs',
		ariaLabel: 'bacs',
		content: createElement( 'div' ),
		edit: createElement( 'div' ),
		canMakePayment: () => true,
	} )
);
afterAll( () => __experimentalDeRegisterPaymentMethod( 'bacs' ) );

let stops: Array< () => void > = [];
afterEach( () => {
	stops.forEach( ( stop ) => stop() );
	stops = [];
	resetOrderAttribution();
	Object.values( TRACKING_COOKIES ).forEach( ( name ) => {
		document.cookie = `${ name }=; path=/; max-age=0`;
	} );
} );

// A checkout ready to place a bank-transfer order for the fan, delivered to Madrid.
const readyCheckout = async (): Promise< DataRegistry > => {
	const registry = createTestRegistry();
	await fillCart( registry );
	registry.dispatch( paymentStore ).__internalSetActivePaymentMethod( 'bacs' );
	stops.push(
		startCheckoutProcessor( registry, { emitter: createEventEmitter(), redirect: jest.fn() } )
	);
	await waitUntil( () => registry.select( paymentStore ).paymentMethodsInitialized() );
	return registry;
};

const placeOrder = async ( registry: DataRegistry ) => {
	const calls = recordRequests( shop );
	expect( submitCheckout( registry ) ).toBe( true );
	await waitUntil( () => registry.select( checkoutStore ).isComplete() );
	await calls.settled();
	const [ order ] = calls.calls().filter( ( call ) => call.route === '/checkout' );
	expect( order!.method ).toBe( 'POST' );
	return order!.body as { extensions: Record< string, Record< string, unknown > > };
};

describe( 'given the block checkout with order attribution registered', () => {
	it( 'when tracking is allowed and the order is placed › POST /checkout carries the data in its extensions', async () => {
		initOrderAttribution( readOrderAttributionParams( {} ), {
			url: LANDING,
			referrer: 'https://l.facebook.com/',
			userAgent: 'Mozilla/5.0 Test',
		} );
		const registry = await readyCheckout();
		stops.push( registerOrderAttributionWithCheckout( registry ) );

		const body = await placeOrder( registry );

		expect( body.extensions[ ORDER_ATTRIBUTION_EXTENSION_NAMESPACE ] ).toEqual( {
			source_type: 'utm',
			referrer: 'https://l.facebook.com/',
			utm_campaign: 'black-friday',
			utm_source: 'newsletter',
			utm_medium: 'email',
			utm_content: '(none)',
			utm_id: '(none)',
			utm_term: '(none)',
			utm_source_platform: '(none)',
			utm_creative_format: '(none)',
			utm_marketing_tactic: '(none)',
			session_entry: LANDING,
			session_start_time: expect.stringMatching( /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/ ),
			session_pages: '1',
			session_count: '1',
			user_agent: 'Mozilla/5.0 Test',
		} );
	} );

	it( 'when the visitor withdraws consent before paying › the order carries every field as null', async () => {
		initOrderAttribution( readOrderAttributionParams( {} ), {
			url: LANDING,
			referrer: '',
			userAgent: 'Mozilla/5.0 Test',
		} );
		const registry = await readyCheckout();
		stops.push( registerOrderAttributionWithCheckout( registry ) );
		setOrderTracking( false );

		const body = await placeOrder( registry );

		const sent = body.extensions[ ORDER_ATTRIBUTION_EXTENSION_NAMESPACE ]!;
		expect( Object.keys( sent ) ).toHaveLength( 16 );
		expect( Object.values( sent ).every( ( value ) => value === null ) ).toBe( true );
		expect( document.cookie ).not.toContain( 'sbjs_' );
	} );

	it( "when the checkout store is registered after it › the data is set with the store's first change, before the order is sent", () => {
		initOrderAttribution( readOrderAttributionParams( {} ), {
			url: 'https://tienda.example/finalizar-compra/',
			referrer: 'https://duckduckgo.com/',
			userAgent: 'Mozilla/5.0 Test',
		} );
		const registry = createRegistry();
		stops.push( registerOrderAttributionWithCheckout( registry ) );

		registry.register( checkoutStore );
		// Placing an order first moves the checkout to before-processing.
		registry.dispatch( checkoutStore ).__internalSetBeforeProcessing();

		const sent = registry.select( checkoutStore ).getExtensionData()[
			ORDER_ATTRIBUTION_EXTENSION_NAMESPACE
		];
		expect( sent ).toMatchObject( {
			source_type: 'organic',
			utm_source: 'duckduckgo',
			referrer: 'https://duckduckgo.com/',
		} );
	} );
} );
