/**
 * Order attribution on a page (spec 1 §4): tracking allowed fills the
 * classic forms' hidden inputs and the checkout data from jsdom's cookies;
 * turning it off (the setting, or consent withdrawn) clears the cookies.
 */

import {
	initOrderAttribution,
	ORDER_ATTRIBUTION_FIELD_PREFIX,
	orderAttributionExtensionData,
	readOrderAttributionParams,
	resetOrderAttribution,
	setOrderTracking,
	subscribeToOrderAttribution,
	TRACKING_COOKIES,
	writeHiddenInputs,
} from '@cesta/order-attribution';
import type { OrderAttributionData } from '@cesta/order-attribution';

const PAGE = 'https://tienda.example/finalizar-compra/?utm_source=newsletter&utm_medium=email';
const ALLOWED = readOrderAttributionParams( {} );
const trackingCookies = () =>
	Object.values( TRACKING_COOKIES ).filter( ( name ) =>
		document.cookie.split( /;\s*/ ).some( ( cookie ) => cookie.startsWith( `${ name }=` ) )
	);
const inputValue = ( form: HTMLFormElement, field: string ) =>
	(
		form.elements.namedItem(
			`${ ORDER_ATTRIBUTION_FIELD_PREFIX }${ field }`
		) as HTMLInputElement
	 ).value;

// The classic checkout form as WooCommerce prints it: its hidden inputs, empty.
const classicCheckout = () => {
	document.body.innerHTML = `
		<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/finalizar-compra/">
			<input type="text" name="billing_email" value="" />
			<wc-order-attribution-inputs></wc-order-attribution-inputs>
			<input type="hidden" name="wc_order_attribution_source_type" value="" />
		</form>`;
	return document.querySelector< HTMLFormElement >( 'form.checkout' )!;
};

const start = ( allowTracking: boolean, globals: Record< string, unknown > = {} ) =>
	initOrderAttribution(
		{ ...ALLOWED, allowTracking },
		{ url: PAGE, referrer: 'https://mail.google.com/', userAgent: 'Mozilla/5.0 Test', globals }
	);

afterEach( () => {
	Object.values( TRACKING_COOKIES ).forEach( ( name ) => {
		document.cookie = `${ name }=; path=/; max-age=0`;
	} );
	document.body.innerHTML = '';
	resetOrderAttribution();
} );

describe( 'given order tracking allowed', () => {
	it( 'when a page starts › the tracking cookies are written and the data read from them', () => {
		start( true );
		expect( trackingCookies() ).toEqual( [
			'sbjs_migrations',
			'sbjs_current',
			'sbjs_current_add',
			'sbjs_first',
			'sbjs_first_add',
			'sbjs_udata',
			'sbjs_session',
		] );
		expect( document.cookie ).toContain(
			`sbjs_current=${ encodeURIComponent(
				'typ=utm|||src=newsletter|||mdm=email|||cmp=(none)|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)'
			) }`
		);
		expect( orderAttributionExtensionData() ).toEqual( {
			source_type: 'utm',
			referrer: 'https://mail.google.com/',
			utm_campaign: '(none)',
			utm_source: 'newsletter',
			utm_medium: 'email',
			utm_content: '(none)',
			utm_id: '(none)',
			utm_term: '(none)',
			utm_source_platform: '(none)',
			utm_creative_format: '(none)',
			utm_marketing_tactic: '(none)',
			session_entry: PAGE,
			session_start_time: expect.stringMatching( /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/ ),
			session_pages: '1',
			session_count: '1',
			user_agent: 'Mozilla/5.0 Test',
		} );
	} );

	it( 'when the page is a classic checkout › every field is written as a hidden input with the prefix', () => {
		const form = classicCheckout();
		start( true );
		expect( inputValue( form, 'source_type' ) ).toBe( 'utm' );
		expect( inputValue( form, 'utm_source' ) ).toBe( 'newsletter' );
		expect( inputValue( form, 'session_entry' ) ).toBe( PAGE );
		expect( inputValue( form, 'user_agent' ) ).toBe( 'Mozilla/5.0 Test' );
		const hidden = form.querySelectorAll( 'input[type="hidden"]' );
		expect( hidden ).toHaveLength( 16 );
		// The printed input is reused, the missing ones go inside WooCommerce's element.
		expect( form.querySelectorAll( 'wc-order-attribution-inputs input' ) ).toHaveLength( 15 );
		expect( inputValue( form, 'utm_medium' ) ).toBe( 'email' );
	} );

	it( 'when a form arrives later › writeHiddenInputs fills it', () => {
		start( true );
		document.body.innerHTML = '<form class="woocommerce-form-login"></form>';
		const form = document.querySelector( 'form' )!;
		writeHiddenInputs( form );
		expect( inputValue( form, 'session_pages' ) ).toBe( '1' );
		expect( inputValue( form, 'referrer' ) ).toBe( 'https://mail.google.com/' );
	} );

	it( 'when the next page of the session starts › the page count goes on from the cookies', () => {
		start( true );
		resetOrderAttribution();
		initOrderAttribution( ALLOWED, {
			url: 'https://tienda.example/carrito/',
			referrer: PAGE,
			userAgent: 'Mozilla/5.0 Test',
		} );
		expect( orderAttributionExtensionData() ).toMatchObject( {
			source_type: 'utm',
			utm_source: 'newsletter',
			session_pages: '2',
			session_count: '1',
		} );
	} );
} );

describe( 'given order tracking turned off', () => {
	it( 'when a page starts with tracking not allowed › earlier cookies are cleared and every field is null', () => {
		start( true );
		expect( trackingCookies() ).not.toHaveLength( 0 );
		resetOrderAttribution();
		const form = classicCheckout();
		start( false );
		expect( trackingCookies() ).toEqual( [] );
		expect(
			Object.values( orderAttributionExtensionData() ).every( ( v ) => v === null )
		).toBe( true );
		expect( inputValue( form, 'source_type' ) ).toBe( '' );
	} );

	it( 'when the visitor withdraws consent › the cookies are cleared, the inputs emptied, listeners told', () => {
		const form = classicCheckout();
		start( true );
		const heard: OrderAttributionData[] = [];
		subscribeToOrderAttribution( ( data ) => heard.push( data ) );
		setOrderTracking( false );
		expect( trackingCookies() ).toEqual( [] );
		expect( inputValue( form, 'utm_source' ) ).toBe( '' );
		expect( heard ).toHaveLength( 1 );
		expect( heard[ 0 ]!.source_type ).toBeNull();
	} );

	it( "when a consent plugin calls WooCommerce's wc_order_attribution.setOrderTracking › tracking follows it", () => {
		const wcOrderAttribution: Record< string, unknown > = { params: {} };
		start( false, { wc_order_attribution: wcOrderAttribution } );
		expect( trackingCookies() ).toEqual( [] );
		( wcOrderAttribution.setOrderTracking as ( allow: boolean ) => void )( true );
		expect( trackingCookies() ).toContain( 'sbjs_current' );
		expect(
			( wcOrderAttribution.getAttributionData as () => OrderAttributionData )().utm_source
		).toBe( 'newsletter' );
	} );
} );

describe( 'given the parameters WooCommerce prints', () => {
	it( 'when none are printed › the spec defaults: allowed, 6 months, 30 minutes, wc_order_attribution_', () => {
		expect( readOrderAttributionParams( {} ) ).toEqual( {
			allowTracking: true,
			lifetimeMonths: 6,
			sessionMinutes: 30,
			prefix: 'wc_order_attribution_',
		} );
	} );

	it( 'when wc_order_attribution.params is printed › its values are used, booleans in every printed form', () => {
		const read = ( params: Record< string, unknown > ) =>
			readOrderAttributionParams( { wc_order_attribution: { params } } );
		expect(
			read( { allowTracking: false, lifetime: '0.5', session: 60, prefix: 'oa_' } )
		).toEqual( {
			allowTracking: false,
			lifetimeMonths: 0.5,
			sessionMinutes: 60,
			prefix: 'oa_',
		} );
		expect( read( { allowTracking: '' } ).allowTracking ).toBe( false );
		expect( read( { allowTracking: 'no' } ).allowTracking ).toBe( false );
		expect( read( { allowTracking: '1' } ).allowTracking ).toBe( true );
		expect( read( { lifetime: 'x', session: 0 } ) ).toMatchObject( {
			lifetimeMonths: 6,
			sessionMinutes: 30,
		} );
	} );
} );
