import { screen } from '@testing-library/react';
import * as element from '@wordpress/element';
import * as data from '@cesta/data';
import * as registry from '@cesta/registry';
import * as settings from '@cesta/settings';

import { installGlobals, WC_GLOBALS } from '../src/globals';
import { cestaPluginsApi, extensionCartUpdate, PaymentMethods } from '../src';
import {
	axe,
	cartWithGateways,
	createTestRegistry,
	deregisterAllMethods,
	receiveCart,
	renderInStores,
	resetSettings,
	setupMockShop,
} from './helpers';

setupMockShop();
afterEach( resetSettings );

describe( 'the globals entry (wc-blocks-api §1)', () => {
	it( 'given the entry loaded › window.wc has every API at WooCommerce’s names', () => {
		expect( Object.keys( window.wc! ) ).toEqual(
			expect.arrayContaining( [
				'wcBlocksRegistry',
				'blocksCheckout',
				'wcBlocksData',
				'wcSettings',
				'priceFormat',
				'blocksComponents',
				'blocksCheckoutEvents',
			] )
		);
		expect( window.wc!.wcBlocksRegistry ).toBe( WC_GLOBALS.wcBlocksRegistry );
		expect( window.wp!.plugins ).toBe( cestaPluginsApi );
	} );

	it( 'given wcBlocksRegistry › exposes the registry’s payment and block component API', () => {
		const api = window.wc!.wcBlocksRegistry!;
		expect( Object.keys( api ).sort() ).toEqual(
			[
				'registerPaymentMethod',
				'registerExpressPaymentMethod',
				'registerPaymentMethodExtensionCallbacks',
				'getPaymentMethods',
				'getExpressPaymentMethods',
				'__experimentalDeRegisterPaymentMethod',
				'__experimentalDeRegisterExpressPaymentMethod',
				'registerBlockComponent',
				'getRegisteredBlockComponents',
				'registerInnerBlock',
				'getRegisteredInnerBlocks',
			].sort()
		);
		expect( api.registerPaymentMethod ).toBe( registry.registerPaymentMethod );
	} );

	it( 'given blocksCheckout › exposes WooCommerce’s blocks-checkout API', () => {
		const api = window.wc!.blocksCheckout!;
		[
			'registerCheckoutBlock',
			'getRegisteredBlocks',
			'hasInnerBlocks',
			'innerBlockAreas',
			'registerCheckoutFilters',
			'applyCheckoutFilter',
			'__experimentalRegisterCheckoutFilters',
			'__experimentalApplyCheckoutFilter',
			'mustContain',
			'isPostcode',
			'getValidityMessageForInput',
			'TotalsWrapper',
			'TotalsItem',
			'TotalsFooterItem',
			'Panel',
			'Button',
			'Label',
			'CheckboxControl',
			'TextInput',
			'ValidationInputError',
			'StoreNoticesContainer',
			'StoreNotice',
			'SlotFillProvider',
			'ExperimentalOrderMeta',
			'ExperimentalDiscountsMeta',
			'ExperimentalOrderShippingPackages',
			'ExperimentalOrderLocalPickupPackages',
			'createSlotFill',
			'useSlot',
			'hasValidFills',
			'extensionCartUpdate',
		].forEach( ( name ) => expect( api ).toHaveProperty( name ) );
		expect( api.extensionCartUpdate ).toBe( extensionCartUpdate );
		expect( api.innerBlockAreas.PAYMENT_METHODS ).toBe(
			'woocommerce/checkout-payment-methods-block'
		);
		expect( api.isPostcode( { postcode: '28014', country: 'ES' } ) ).toBe( true );
	} );

	it( 'given wcBlocksData › exposes every store, key and shared empty value', () => {
		const api = window.wc!.wcBlocksData!;
		expect( api.CART_STORE_KEY ).toBe( 'wc/store/cart' );
		expect( api.PAYMENT_STORE_KEY ).toBe( 'wc/store/payment' );
		expect( api.VALIDATION_STORE_KEY ).toBe( 'wc/store/validation' );
		expect( api.QUERY_STATE_STORE_KEY ).toBe( 'wc/store/query-state' );
		expect( api.cartStore ).toBe( data.cartStore );
		expect( api.EMPTY_CART_ITEMS ).toBe( data.EMPTY_CART_ITEMS );
		expect( api.processErrorResponse ).toBe( data.processErrorResponse );
		expect( api.API_BLOCK_NAMESPACE ).toBe( 'wc/blocks' );
	} );

	it( 'given wcSettings and priceFormat › expose WooCommerce’s settings and price functions', () => {
		window.wcSettings = { paymentMethodData: { dummy: { title: 'Dummy' } } };
		expect( window.wc!.wcSettings!.getSetting( 'dummy_data', {} ) ).toEqual( {
			title: 'Dummy',
		} );
		expect( window.wc!.wcSettings!.getPaymentMethodData ).toBe( settings.getPaymentMethodData );
		expect( window.wc!.wcSettings!.CURRENCY.code ).toBe( 'EUR' );
		const { formatPrice, getCurrency } = window.wc!.priceFormat!;
		expect( formatPrice( 4995, getCurrency() ) ).toBe( '€49.95' );
	} );

	it( 'given a host that already defines some globals › leaves them alone and adds the rest', () => {
		const hostSettings = { getSetting: () => 'del anfitrión' };
		const hostPlugins = { ...cestaPluginsApi };
		const host: Parameters< typeof installGlobals >[ 0 ] = {
			wc: { wcSettings: hostSettings as never },
			wp: { plugins: hostPlugins },
		};
		installGlobals( host );
		expect( host.wc!.wcSettings ).toBe( hostSettings );
		expect( host.wp!.plugins ).toBe( hostPlugins );
		expect( host.wc!.wcBlocksRegistry ).toBe( WC_GLOBALS.wcBlocksRegistry );
	} );

	it( 'given it is called again › changes nothing', () => {
		const before = { ...window.wc };
		installGlobals();
		expect( { ...window.wc } ).toEqual( before );
	} );

	it( 'given the entry loaded on a page with WooCommerce’s own globals › does not overwrite them', async () => {
		const ours = window.wc;
		const wooRegistry = { registerPaymentMethod: jest.fn() };
		window.wc = { wcBlocksRegistry: wooRegistry as never };
		try {
			await jest.isolateModulesAsync( async () => {
				await import( '../src/globals' );
			} );
			expect( window.wc.wcBlocksRegistry ).toBe( wooRegistry );
			expect( window.wc.blocksCheckout ).toBeDefined();
		} finally {
			window.wc = ours;
		}
	} );
} );

describe( 'the dummy gateway of wc-blocks-api §9, unchanged', () => {
	afterEach( deregisterAllMethods );

	it( 'given getSetting( "dummy_data" ) and props.components.PaymentMethodLabel › registers and shows in the payment area', async () => {
		window.wcSettings = {
			paymentMethodData: {
				dummy: {
					title: 'Pago de prueba',
					description: 'No se cobra nada: es un pago de demostración.',
					supports: [ 'products' ],
				},
			},
		};
		window.wp!.element = element;
		await import( './fixtures/dummy-gateway.js' );
		expect( Object.keys( registry.getPaymentMethods() ) ).toEqual( [ 'dummy' ] );

		const stores = createTestRegistry();
		receiveCart( stores, cartWithGateways( [ 'bacs', 'dummy' ] ) );
		const { container } = renderInStores( stores, <PaymentMethods /> );
		expect( await screen.findByText( 'Pago de prueba' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'No se cobra nada: es un pago de demostración.' )
		).toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
	} );
} );
