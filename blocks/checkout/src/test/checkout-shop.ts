/**
 * The mock shop for the checkout block's test files: the settings a Spanish
 * host prints on its checkout page, the sample shop's offline payment
 * methods registered as a plugin would, and a shopper's cart filled (and
 * addressed) before the block loads.
 */
import { createElement } from '@wordpress/element';

import { addCartItem, updateCustomer } from '@cesta/api';
import type { MockServer } from '@cesta/mocks/node';
import { __experimentalDeRegisterPaymentMethod, registerPaymentMethod } from '@cesta/registry';
import { MADRID_BILLING, MADRID_SHIPPING, setupMockShop } from '@cesta/test-utils';

/** The store pages of the sample shop (spec §2 slugs). */
export const STORE_PAGES = Object.freeze( {
	shop: { id: 5, title: 'Tienda', permalink: '/tienda/' },
	cart: { id: 6, title: 'Carrito', permalink: '/carrito/' },
	checkout: { id: 7, title: 'Finalizar compra', permalink: '/checkout/' },
	myaccount: { id: 8, title: 'Mi cuenta', permalink: '/mi-cuenta/' },
	privacy: { id: 3, title: 'Política de privacidad', permalink: '/politica-de-privacidad/' },
	terms: { id: 9, title: 'Términos y condiciones', permalink: '/terminos-y-condiciones/' },
} );

/** The settings of the checkout page of the sample shop, as far as these tests read them. */
export const CHECKOUT_PAGE_SETTINGS = Object.freeze( {
	storePages: STORE_PAGES,
	countries: { ES: 'España', PT: 'Portugal', FR: 'Francia' },
	checkoutAllowsGuest: true,
	checkoutAllowsSignup: true,
	couponsEnabled: true,
	paymentMethodSortOrder: [ 'bacs', 'cheque', 'cod' ],
} );

/** What a test payment method shows when chosen: its instructions, as an offline gateway's. */
const Instructions = ( { text }: { text: string } ) =>
	createElement( 'p', { className: 'wc-block-components-payment-method-description' }, text );

/** The sample shop's offline gateways, with their Spanish titles. */
export const OFFLINE_METHODS = Object.freeze( {
	bacs: 'Transferencia bancaria directa',
	cheque: 'Pagos por cheque',
	cod: 'Contra reembolso',
} );

/**
 * Starts the mock shop for the file and registers the offline payment
 * methods (through `@cesta/registry`, as a plugin would): unhandled
 * requests fail the test; after each test the shop, the API client's
 * memory, the page and the settings global are reset.
 *
 * @example
 * const shop = setupCheckoutShop();
 */
export function setupCheckoutShop(): MockServer {
	// A checkout takes the cart load, the batches and the order's answer.
	jest.setTimeout( 20000 );
	const shop = setupMockShop();
	beforeAll( () =>
		Object.entries( OFFLINE_METHODS ).forEach( ( [ name, title ] ) =>
			registerPaymentMethod( {
				name,
				label: title,
				ariaLabel: title,
				content: createElement( Instructions, { text: `${ title }: instrucciones` } ),
				edit: createElement( Instructions, { text: title } ),
				canMakePayment: () => true,
			} )
		)
	);
	afterAll( () =>
		Object.keys( OFFLINE_METHODS ).forEach( ( name ) =>
			__experimentalDeRegisterPaymentMethod( name )
		)
	);
	beforeEach( () => {
		window.wcSettings = { ...CHECKOUT_PAGE_SETTINGS };
	} );
	afterEach( () => {
		document.body.innerHTML = '';
		delete window.wcSettings;
	} );
	return shop;
}

/**
 * Puts products in the shopper's cart through the Store API (before the
 * block loads it), optionally with the Madrid shipping and billing
 * addresses (a complete guest order until the address blocks are used).
 *
 * @example
 * await fillCart( [ [ PRODUCTS.FAN, 2 ] ], { address: true } );
 */
export async function fillCart(
	lines: Array< [ number, number ] >,
	{ address = false }: { address?: boolean } = {}
): Promise< void > {
	for ( const [ id, quantity ] of lines ) {
		await addCartItem( { id, quantity } );
	}
	if ( address ) {
		await updateCustomer( {
			shipping_address: MADRID_SHIPPING,
			billing_address: MADRID_BILLING,
		} );
	}
}
