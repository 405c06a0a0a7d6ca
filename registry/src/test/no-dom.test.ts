/**
 * Tests of the registry without a DOM (server rendering): filters, payment methods and blocks still work.
 *
 * @jest-environment node
 */
import {
	applyCheckoutFilter,
	checkPaymentMethodsAvailability,
	getPaymentMethods,
	getRegisteredBlocks,
	registerCheckoutBlock,
	registerCheckoutFilters,
	registerPaymentMethod,
} from '@cesta/registry';
import type { CanMakePaymentArgument } from '@cesta/registry';

// The workspace's jest setup clears browser storage after every test; give it
// a stand-in between tests only, never while a test runs.
const storageStandIn = { clear: () => undefined };
const globals = globalThis as Record< string, unknown >;
beforeEach( () => {
	delete globals.window;
	delete globals.document;
} );
afterEach( () => {
	globals.window = { localStorage: storageStandIn, sessionStorage: storageStandIn };
	globals.document = { cookie: '' };
} );

const element = { $$typeof: Symbol.for( 'react.element' ), type: 'p', props: {}, key: null };

describe( 'given no DOM (server rendering)', () => {
	it( 'really runs without a window', () => {
		expect( typeof window ).toBe( 'undefined' );
	} );

	it( 'when filters are registered › they are kept in the module and applied', () => {
		registerCheckoutFilters( 'plugin', { totalLabel: () => 'Total a pagar' } );
		expect( applyCheckoutFilter( { filterName: 'totalLabel', defaultValue: 'Total' } ) ).toBe(
			'Total a pagar'
		);
	} );

	it( 'when payment methods and blocks register › they are listed and checked', async () => {
		registerPaymentMethod( {
			name: 'cod',
			label: 'Contra reembolso',
			ariaLabel: 'Contra reembolso',
			content: element,
			edit: element,
			canMakePayment: () => true,
		} );
		registerCheckoutBlock( {
			metadata: { name: 'my-plugin/note', parent: 'woocommerce/checkout-fields-block' },
			component: () => null,
		} );

		const { available } = await checkPaymentMethodsAvailability( {
			paymentMethods: getPaymentMethods(),
			canMakePaymentArgument: {
				paymentMethods: [ 'cod' ],
				paymentRequirements: [ 'products' ],
			} as CanMakePaymentArgument,
		} );
		expect( available.map( ( method ) => method.name ) ).toEqual( [ 'cod' ] );
		expect( getRegisteredBlocks( 'woocommerce/checkout-fields-block' ) ).toHaveLength( 1 );
	} );
} );
