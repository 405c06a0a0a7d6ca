/**
 * The `@cesta/mocks` shop for a test file, and the settings a Spanish host
 * prints for the cart page.
 */
import { addCartItem, resetStoreApiClient, updateCustomer } from '@cesta/api';
import { setupMockServer } from '@cesta/mocks/node';
import type { MockServer } from '@cesta/mocks/node';
import type { ShippingAddress } from '@cesta/types';

/** Products of the sample shop the tests use. */
export const PRODUCTS = Object.freeze( {
	/** "Ventilador de pie": 49.99 €, on sale at 39.99 €, quantity limits 1–99. */
	FAN: 17,
	/** "Arrocera": on sale. */
	RICE_COOKER: 21,
	/** "Cafetera espresso", whose cross-sells are the kettle (44) and the water filters (76). */
	COFFEE_MACHINE: 42,
	/** "Hervidor de agua", a cross-sell of the coffee machine. */
	KETTLE: 44,
} );

/** A shipping address in Madrid: flat rate, free shipping over 50 € and two pickup shops. */
export const MADRID: ShippingAddress = {
	first_name: 'Lucía',
	last_name: 'García',
	company: '',
	address_1: 'Calle de Alcalá 50',
	address_2: '',
	city: 'Madrid',
	state: 'M',
	postcode: '28014',
	country: 'ES',
	phone: '',
};

/** The settings of the cart page of the sample shop (countries for the shipping calculator). */
export const CART_PAGE_SETTINGS = Object.freeze( {
	countries: { ES: 'España', PT: 'Portugal', FR: 'Francia' },
	shippingCountries: { ES: 'España', PT: 'Portugal', FR: 'Francia' },
	shippingStates: {
		ES: { M: 'Madrid', B: 'Barcelona', GC: 'Las Palmas', TF: 'Santa Cruz de Tenerife' },
		PT: {},
		FR: {},
	},
} );

/**
 * Starts the mock shop for the file: unhandled requests fail the test; after
 * each test the shop, its faults, the API client's memory, the page and the
 * settings global are reset.
 *
 * @example
 * const shop = setupCartShop();
 */
export function setupCartShop(): MockServer {
	// A cart change takes the 400 ms pause, the 300 ms batch and the answer.
	jest.setTimeout( 15000 );
	const shop = setupMockServer();
	beforeAll( () => shop.listen( { onUnhandledRequest: 'error' } ) );
	beforeEach( () => {
		window.wcSettings = { ...CART_PAGE_SETTINGS };
	} );
	afterEach( () => {
		shop.reset();
		resetStoreApiClient();
		document.body.innerHTML = '';
		delete window.wcSettings;
	} );
	afterAll( () => shop.close() );
	return shop;
}

/**
 * Puts products in the shopper's cart through the Store API (before the
 * block loads it), optionally with the Madrid address.
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
		await updateCustomer( { shipping_address: MADRID } );
	}
}
