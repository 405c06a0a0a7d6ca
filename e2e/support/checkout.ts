/** The demo shop's checkout as a shopper uses it: fields, choices and buttons by role and Spanish name, and the orders it makes. */

import type { Locator, Page } from 'playwright-core';

import { sampleShop } from '@cesta/mocks';
import type { Engine } from '@cesta/mocks';

import type { PageWatch, RecordedRequest } from './page-watch';
import { es } from './spanish';

/**
 * What a guest types into the checkout: contact and one address.
 *
 * @example
 * const guest: GuestDetails = { ...MADRID_GUEST, postcode: '2800' };
 */
export interface GuestDetails {
	email: string;
	firstName: string;
	lastName: string;
	address: string;
	city: string;
	/** A province's name as the province list shows it. */
	province: string;
	postcode: string;
	phone: string;
}

/**
 * A guest shopping from Madrid (28001), as the acceptance buys.
 *
 * @example
 * await fillGuestCheckout( page, MADRID_GUEST );
 */
export const MADRID_GUEST: GuestDetails = {
	email: 'lucia.moreno@example.com',
	firstName: 'Lucía',
	lastName: 'Moreno Vidal',
	address: 'Calle de Alcalá 21',
	city: 'Madrid',
	province: 'Madrid',
	postcode: '28001',
	phone: '+34 600 123 456',
};

const gateway = ( id: string ) => {
	const found = sampleShop.paymentGateways.find( ( candidate ) => candidate.id === id );
	if ( ! found ) {
		throw new Error( `The sample shop has no payment gateway ${ id }.` );
	}
	return found;
};

/**
 * What the sample shop's fixtures name, as the shopper reads it: the bank
 * transfer gateway (title, account), the flat rate and the pickup places.
 *
 * @example
 * page.getByRole( 'radio', { name: SHOP.bacs.title } );
 */
export const SHOP = {
	bacs: gateway( 'bacs' ),
	cheque: gateway( 'cheque' ),
	testCard: gateway( 'cesta_test_card' ),
	/** The flat rate of peninsular Spain. */
	flatRate: 'Tarifa plana',
	madridPickup: sampleShop.pickupLocations[ 0 ]!,
} as const;

/** The path of the Store API's checkout route, with or without a query. */
const CHECKOUT_ROUTE = /^\/wp-json\/wc\/store\/v1\/checkout(\?|$)/;

/**
 * Whether a request places the order: `POST /checkout`, not a draft-order
 * update (`intendedMethod` is what `X-HTTP-Method-Override` names, if any).
 */
const placesOrder = ( method: string, intendedMethod: string, path: string ) =>
	method === 'POST' && intendedMethod === 'POST' && CHECKOUT_ROUTE.test( path );

/**
 * The `POST /checkout` requests (placing the order) a page sent: not the
 * draft-order updates, which api-fetch sends as POST with
 * `X-HTTP-Method-Override: PUT`.
 *
 * @example
 * expect( placeOrderRequests( shopper.watch ) ).toHaveLength( 1 );
 */
export function placeOrderRequests( watch: PageWatch ): RecordedRequest[] {
	return watch.requests.filter( ( request ) =>
		placesOrder( request.method, request.intendedMethod, request.path )
	);
}

/** How long a test waits for the page to send the order it holds. */
const PLACE_ORDER_SENT_TIMEOUT_MS = 10_000;

/**
 * The shop's answer to placing the order, held back by the test: see
 * {@link holdPlaceOrderAnswer}.
 *
 * @example
 * const order = await holdPlaceOrderAnswer( page );
 * await order.sent();
 * order.release();
 */
export interface HeldPlaceOrderAnswer {
	/** Resolves once the page has sent `POST /checkout`; fails when it has not within 10 s. */
	sent(): Promise< void >;
	/** Lets the held request (and any later one) through to the shop. */
	release(): void;
}

/**
 * Holds every `POST /checkout` (placing the order) the page sends from now
 * until `release` is called, so a test can look at the checkout while the
 * order is being processed, for as long as it needs on any machine: the page
 * cannot receive the answer and leave for the order-received page meanwhile.
 * Draft-order updates go through.
 *
 * @example
 * const order = await holdPlaceOrderAnswer( page );
 * await placeOrderButton( page ).click();
 * await order.sent();
 * order.release();
 * await waitForOrderReceived( page );
 */
export async function holdPlaceOrderAnswer( page: Page ): Promise< HeldPlaceOrderAnswer > {
	let release: () => void = () => undefined;
	let noteSent: () => void = () => undefined;
	const released = new Promise< void >( ( resolve ) => ( release = resolve ) );
	const sentOnce = new Promise< void >( ( resolve ) => ( noteSent = resolve ) );
	await page.route( '**/wp-json/wc/store/v1/checkout?*', async ( route ) => {
		const request = route.request();
		const method = request.method();
		const intended = request.headers()[ 'x-http-method-override' ]?.toUpperCase() ?? method;
		if ( placesOrder( method, intended, new URL( request.url() ).pathname ) ) {
			noteSent();
			await released;
		}
		await route.fallback();
	} );
	return {
		async sent() {
			let timer: ReturnType< typeof setTimeout > | undefined;
			const timeout = new Promise< never >( ( _resolve, reject ) => {
				timer = setTimeout(
					() =>
						reject(
							new Error(
								`The page sent no POST /checkout within ${ PLACE_ORDER_SENT_TIMEOUT_MS } ms.`
							)
						),
					PLACE_ORDER_SENT_TIMEOUT_MS
				);
			} );
			try {
				await Promise.race( [ sentOnce, timeout ] );
			} finally {
				clearTimeout( timer );
			}
		},
		release,
	};
}

/**
 * The orders the shop holds for a billing email, placed or not, except
 * draft orders (`checkout-draft`, which every checkout visit keeps).
 *
 * @example
 * expect( placedOrders( demo.engine, MADRID_GUEST.email ) ).toHaveLength( 1 );
 */
export function placedOrders( engine: Engine, email: string ) {
	return engine.deps.orders
		.all()
		.filter( ( order ) => order.status !== 'checkout-draft' && order.billing.email === email );
}

/**
 * Opens the cart page and follows its «Finalizar compra» link to the
 * checkout, as a shopper does.
 *
 * @example
 * await goToCheckoutFromCart( shopper.page );
 */
export async function goToCheckoutFromCart( page: Page ): Promise< void > {
	await page.goto( '/carrito/' );
	await page.getByRole( 'link', { name: es( 'Proceed to Checkout' ) } ).click();
	await page.waitForURL( '**/checkout/' );
}

/**
 * The «Realizar el pedido» button.
 *
 * @example
 * await placeOrderButton( page ).click();
 */
export const placeOrderButton = ( page: Page ): Locator =>
	page.getByRole( 'button', { name: es( 'Place Order' ) } );

/**
 * The checkout's email field.
 *
 * @example
 * await emailField( page ).fill( MADRID_GUEST.email );
 */
export const emailField = ( page: Page ): Locator =>
	page.getByRole( 'textbox', { name: es( 'Email address' ) } );

/**
 * The fields of an address form (the group titled «Dirección de envío» or
 * «Dirección de facturación»), by their visible labels for Spain.
 *
 * @example
 * await addressFields( page, 'shipping' ).postcode.fill( '28001' );
 */
export function addressFields( page: Page, type: 'shipping' | 'billing' ) {
	const group = page.getByRole( 'group', {
		name: es( type === 'shipping' ? 'Shipping address' : 'Billing address' ),
	} );
	const textbox = ( label: string ) =>
		group.getByRole( 'textbox', { name: es( label ), exact: true } );
	return {
		group,
		country: group.getByRole( 'combobox', { name: es( 'Country/Region' ) } ),
		firstName: textbox( 'First name' ),
		lastName: textbox( 'Last name' ),
		address: group
			.getByRole( 'combobox', { name: es( 'Address' ), exact: true } )
			.or( textbox( 'Address' ) ),
		city: textbox( 'City' ),
		province: group.getByRole( 'combobox', { name: es( 'Province' ) } ),
		postcode: textbox( 'Postcode' ),
		phone: textbox( 'Phone' ),
	};
}

/**
 * Types a guest's email and address into the checkout (the shipping
 * address, or the billing one when the shopper collects the order), picking
 * the province from its list.
 *
 * @example
 * await fillGuestCheckout( page, MADRID_GUEST );
 */
export async function fillGuestCheckout(
	page: Page,
	guest: GuestDetails,
	type: 'shipping' | 'billing' = 'shipping'
): Promise< void > {
	await emailField( page ).fill( guest.email );
	const fields = addressFields( page, type );
	await fields.firstName.fill( guest.firstName );
	await fields.lastName.fill( guest.lastName );
	await fields.address.fill( guest.address );
	await fields.city.fill( guest.city );
	await fields.province.selectOption( { label: guest.province } );
	await fields.postcode.fill( guest.postcode );
	await fields.phone.fill( guest.phone );
}

/**
 * Waits for the order-received page the checkout redirects to and returns
 * the order id of its address (`/checkout/order-received/{id}/?key=…`).
 *
 * @example
 * const orderId = await waitForOrderReceived( page );
 */
export async function waitForOrderReceived( page: Page ): Promise< number > {
	await page.waitForURL( /\/checkout\/order-received\/\d+\/\?key=wc_order_/ );
	await page.getByRole( 'heading', { name: es( 'Order received' ), level: 1 } ).waitFor();
	return Number( /order-received\/(\d+)\//.exec( page.url() )![ 1 ] );
}

/**
 * The value the order-received page shows beside a label of its overview
 * («Número del pedido:», «Método de pago:», …).
 *
 * @example
 * await expect( overviewValue( page, 'Order number:' ) ).resolves.toBe( '100' );
 */
export async function overviewValue( page: Page, msgid: string ): Promise< string > {
	const term = page.getByRole( 'term' ).filter( { hasText: es( msgid ) } );
	const value = await term.locator( 'xpath=following-sibling::*[1]' ).textContent();
	return ( value ?? '' ).trim();
}

/** How long the page must stay settled to count as settled. */
const SETTLED_FOR_MS = 300;
/** How long a checkout may take to settle. */
const SETTLE_TIMEOUT_MS = 10_000;

/**
 * Waits until the checkout has settled: no Store API request in flight
 * (except those `except` names, e.g. a POST /checkout the test holds), no
 * part of the page busy (`aria-busy`, as the loading masks and the
 * place-order button mark themselves) but the place-order button, and that
 * button not disabled by a calculation (`aria-disabled` without being busy
 * processing the order), for a moment in a row. For checks of a steady state
 * — axe on a page whose totals are being recalculated measures the loading
 * mask's dimming instead — and before clicking «Realizar el pedido»: leaving
 * an address field pushes the address, and while the shipping rates are
 * recalculated the button is disabled (spec 2 §4), so a click Playwright aims
 * at the still usable button can land once it is disabled and do nothing.
 *
 * @example
 * await waitForCheckoutToSettle( page, shopper.watch );
 */
export async function waitForCheckoutToSettle(
	page: Page,
	watch: PageWatch,
	{ except = () => false }: { except?: ( request: RecordedRequest ) => boolean } = {}
): Promise< void > {
	const busy = page.locator(
		[
			'[aria-busy="true"]:not(.wc-block-components-checkout-place-order-button)',
			'.wc-block-components-checkout-place-order-button[aria-disabled="true"]:not([aria-busy="true"])',
		].join( ', ' )
	);
	const isSettled = async () =>
		! watch
			.inFlight()
			.some(
				( request ) =>
					request.path.startsWith( '/wp-json/wc/store/v1' ) && ! except( request )
			) && ( await busy.count() ) === 0;
	const deadline = Date.now() + SETTLE_TIMEOUT_MS;
	let settledSince: number | null = null;
	while ( Date.now() < deadline ) {
		if ( await isSettled() ) {
			settledSince ??= Date.now();
			if ( Date.now() - settledSince >= SETTLED_FOR_MS ) {
				return;
			}
		} else {
			settledSince = null;
		}
		await page.waitForTimeout( 50 );
	}
	throw new Error( `The checkout did not settle within ${ SETTLE_TIMEOUT_MS } ms.` );
}
