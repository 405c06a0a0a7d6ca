/** Order attribution on a page: tracks the page view when allowed, clears the cookies when not, and shares the data with forms and the block checkout. */

import { ORDER_ATTRIBUTION_FIELD_PREFIX, ORDER_ATTRIBUTION_PARAMS_GLOBAL } from './constants';
import { orderAttributionData } from './attribution-data';
import { documentCookieJar } from './cookie-jar';
import { writeFormInputs } from './hidden-inputs';
import { readOrderAttributionParams } from './params';
import { clearTrackingCookies, trackPageView } from './tracking-state';
import type { CookieJar, OrderAttributionData, OrderAttributionParams } from './types';

/** The classic forms that carry the attribution: the checkout and the account registration. */
const CLASSIC_FORMS = 'form.checkout, form.register';

/**
 * What order attribution reads from the page; tests replace any part
 * (a jar over jsdom's cookies, a fake clock, a URL and referrer).
 *
 * @example
 * initOrderAttribution( params, { url: 'https://tienda.example/?utm_source=x', referrer: '', now: () => new Date() } );
 */
export interface OrderAttributionEnvironment {
	document?: Document;
	jar?: CookieJar;
	now?: () => Date;
	url?: string;
	referrer?: string;
	userAgent?: string;
	/** Where `wc_order_attribution` lives, to give it WooCommerce's `setOrderTracking`. */
	globals?: Record< string, unknown >;
}

/**
 * Called with the order's attribution whenever it changes on this page.
 *
 * @example
 * const listener: OrderAttributionListener = ( data ) => console.log( data.source_type );
 */
export type OrderAttributionListener = ( data: OrderAttributionData ) => void;

interface PageTracking {
	params: OrderAttributionParams;
	environment: Required< Omit< OrderAttributionEnvironment, 'globals' > >;
	tracked: boolean;
	data: OrderAttributionData;
}

let page: PageTracking | null = null;
const listeners = new Set< OrderAttributionListener >();

const environmentOf = ( environment: OrderAttributionEnvironment ) => {
	const doc = environment.document ?? document;
	return {
		document: doc,
		jar: environment.jar ?? documentCookieJar( doc ),
		now: environment.now ?? ( () => new Date() ),
		url: environment.url ?? doc.location.href,
		referrer: environment.referrer ?? doc.referrer,
		userAgent: environment.userAgent ?? doc.defaultView?.navigator.userAgent ?? '',
	};
};

/**
 * The order's attribution on this page, as the block checkout sends it in
 * `extensions['woocommerce/order-attribution']`: every field `null` before
 * `initOrderAttribution` or while tracking is off.
 *
 * @example
 * orderAttributionExtensionData().source_type; // 'organic'
 */
export function orderAttributionExtensionData(): OrderAttributionData {
	return page?.data ?? orderAttributionData( null );
}

/**
 * Writes the order's attribution into a classic form as hidden inputs
 * (`wc_order_attribution_source_type`, …, with the page's prefix).
 *
 * @example
 * writeHiddenInputs( document.querySelector< HTMLFormElement >( 'form.checkout' )! );
 */
export function writeHiddenInputs( form: HTMLFormElement ): void {
	writeFormInputs(
		form,
		orderAttributionExtensionData(),
		page?.params.prefix ?? ORDER_ATTRIBUTION_FIELD_PREFIX
	);
}

/**
 * Calls `listener` each time the attribution changes (tracking turned on or
 * off) until the returned function is called.
 *
 * @example
 * const stop = subscribeToOrderAttribution( ( data ) => send( data ) );
 */
export function subscribeToOrderAttribution( listener: OrderAttributionListener ): () => void {
	listeners.add( listener );
	return () => listeners.delete( listener );
}

/**
 * Turns order tracking on or off on this page (the store's setting, or the
 * visitor's consent given or withdrawn). On: the page view is tracked (once
 * per page). Off: every tracking cookie is cleared and the data is empty.
 * Either way the classic forms and listeners get the new data.
 *
 * @example
 * document.addEventListener( 'wp_listen_for_consent_change', ( event ) => setOrderTracking( event.detail.marketing === 'allow' ) );
 */
export function setOrderTracking( allow: boolean ): void {
	if ( ! page ) {
		return;
	}
	const { environment, params } = page;
	page.params = { ...params, allowTracking: allow };
	if ( ! allow ) {
		clearTrackingCookies( environment.jar );
		page.data = orderAttributionData( null );
		page.tracked = false;
	} else if ( ! page.tracked ) {
		const view = {
			url: environment.url,
			referrer: environment.referrer,
			userAgent: environment.userAgent,
			now: environment.now(),
		};
		page.data = orderAttributionData( trackPageView( environment.jar, view, params ) );
		page.tracked = true;
	}
	environment.document
		.querySelectorAll< HTMLFormElement >( CLASSIC_FORMS )
		.forEach( ( form ) => writeHiddenInputs( form ) );
	const data = page.data;
	listeners.forEach( ( listener ) => listener( data ) );
}

/**
 * Starts order attribution on a page: tracks the page view when tracking is
 * allowed (or clears the cookies when not), writes the classic checkout and
 * registration forms' hidden inputs, and gives WooCommerce's global
 * `wc_order_attribution` its `setOrderTracking` and `getAttributionData`
 * (what consent plugins call). Call it once per page, on every page of the
 * shop, so visits and pages are counted.
 *
 * @example
 * initOrderAttribution( readOrderAttributionParams() );
 */
export function initOrderAttribution(
	params: OrderAttributionParams = readOrderAttributionParams(),
	environment: OrderAttributionEnvironment = {}
): void {
	page = {
		params,
		environment: environmentOf( environment ),
		tracked: false,
		data: orderAttributionData( null ),
	};
	const globals = environment.globals ?? ( globalThis as unknown as Record< string, unknown > );
	const namespace = globals[ ORDER_ATTRIBUTION_PARAMS_GLOBAL ];
	if ( namespace && typeof namespace === 'object' ) {
		Object.assign( namespace, {
			setOrderTracking,
			getAttributionData: orderAttributionExtensionData,
		} );
	}
	setOrderTracking( params.allowTracking );
}

/**
 * Forgets the page's tracking and listeners (tests; the cookies stay).
 *
 * @example
 * afterEach( resetOrderAttribution );
 */
export function resetOrderAttribution(): void {
	page = null;
	listeners.clear();
}
