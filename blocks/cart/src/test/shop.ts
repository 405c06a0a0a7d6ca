/**
 * The mock shop for the cart block's test files, the settings a Spanish host
 * prints for the cart page, and a shopper filling the cart before the block
 * loads.
 */
import { addCartItem, updateCustomer } from '@cesta/api';
import type { MockServer } from '@cesta/mocks/node';
import { MADRID_SHIPPING, setupMockShop } from '@cesta/test-utils';

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
	const shop = setupMockShop();
	beforeEach( () => {
		window.wcSettings = { ...CART_PAGE_SETTINGS };
	} );
	afterEach( () => {
		document.body.innerHTML = '';
		delete window.wcSettings;
	} );
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
		await updateCustomer( { shipping_address: MADRID_SHIPPING } );
	}
}
