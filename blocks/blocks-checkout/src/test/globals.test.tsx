/** Tests of the globals entry: every window.wc API at WooCommerce's names, hosts' globals kept, dummy gateway. */

import { screen } from '@testing-library/react';
import * as element from '@wordpress/element';
import * as data from '@cesta/data';
import * as registry from '@cesta/registry';
import * as settings from '@cesta/settings';
import {
	axe,
	cartWithGateways,
	createTestRegistry,
	renderInStores,
	setupMockShop,
} from '@cesta/test-utils';

import { installGlobals, WC_GLOBALS } from '../globals';
import { cestaPluginsApi, extensionCartUpdate, PaymentMethods } from '..';
import { deregisterAllMethods, receiveCart, resetSettings } from './helpers';

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

	it( 'given blocksCheckout › exposes exactly WooCommerce’s blocks-checkout members (wc-blocks-api §5)', () => {
		const api = window.wc!.blocksCheckout!;
		expect( Object.keys( api ).sort() ).toEqual(
			[
				// Block registry and filters.
				'registerCheckoutBlock',
				'getRegisteredBlocks',
				'hasInnerBlocks',
				'innerBlockAreas',
				'registerCheckoutFilters',
				'applyCheckoutFilter',
				'__experimentalRegisterCheckoutFilters',
				'__experimentalApplyCheckoutFilter',
				// Utilities.
				'mustContain',
				'productPriceValidation',
				'isPostcode',
				'getValidityMessageForInput',
				'extensionCartUpdate',
				'useValidateCheckout',
				// Components.
				'TotalsWrapper',
				'TotalsCoupon',
				'TotalsDiscount',
				'TotalsFees',
				'TotalsFooterItem',
				'TotalsItem',
				'TotalsShipping',
				'TotalsSubtotal',
				'TotalsTaxes',
				'Panel',
				'Button',
				'Label',
				'CheckboxControl',
				'TextInput',
				'ValidationInputError',
				'StoreNoticesContainer',
				'StoreNotice',
				'SlotFillProvider',
				// Slot fills and their helpers.
				'ExperimentalOrderMeta',
				'ExperimentalDiscountsMeta',
				'ExperimentalOrderShippingPackages',
				'ExperimentalOrderLocalPickupPackages',
				'createSlotFill',
				'useSlot',
				'hasValidFills',
			].sort()
		);
		expect( api.extensionCartUpdate ).toBe( extensionCartUpdate );
		expect( api.innerBlockAreas.PAYMENT_METHODS ).toBe(
			'woocommerce/checkout-payment-methods-block'
		);
		expect( api.isPostcode( { postcode: '28014', country: 'ES' } ) ).toBe( true );
	} );

	it( 'given blocksCheckout › carries none of Cesta’s own payment areas, which WooCommerce does not expose', () => {
		const api = window.wc!.blocksCheckout! as unknown as Record< string, unknown >;
		[
			'PaymentMethods',
			'ExpressPaymentMethods',
			'usePaymentMethodInterface',
			'buildPaymentMethodInterface',
			'PluginArea',
			'CHECKOUT_PLUGIN_SCOPE',
		].forEach( ( name ) => expect( api ).not.toHaveProperty( name ) );
	} );

	it( 'given blocksComponents › exposes WooCommerce’s blocks-components members that Cesta has (wc-blocks-api §10)', () => {
		expect( Object.keys( window.wc!.blocksComponents! ).sort() ).toEqual(
			[
				'Button',
				'CheckboxControl',
				'Chip',
				'RemovableChip',
				'FormattedMonetaryAmount',
				'Label',
				'Panel',
				'RadioControl',
				'RadioControlAccordion',
				'Spinner',
				'StoreNotice',
				'StoreNoticesContainer',
				'TextInput',
				'Title',
				'TotalsCoupon',
				'TotalsDiscount',
				'TotalsFees',
				'TotalsFooterItem',
				'TotalsItem',
				'TotalsShipping',
				'TotalsSubtotal',
				'TotalsTaxes',
				'TotalsWrapper',
				'ValidationInputError',
			].sort()
		);
	} );

	it( 'given wcBlocksData › exposes every store, key and shared empty value', () => {
		const api = window.wc!.wcBlocksData!;
		expect( Object.keys( api ).sort() ).toEqual(
			[
				'cartStore',
				'checkoutStore',
				'paymentStore',
				'validationStore',
				'storeNoticesStore',
				'collectionsStore',
				'schemaStore',
				'queryStateStore',
				'CART_STORE_KEY',
				'CHECKOUT_STORE_KEY',
				'PAYMENT_STORE_KEY',
				'VALIDATION_STORE_KEY',
				'STORE_NOTICES_STORE_KEY',
				'COLLECTIONS_STORE_KEY',
				'SCHEMA_STORE_KEY',
				'QUERY_STATE_STORE_KEY',
				'API_BLOCK_NAMESPACE',
				'EMPTY_CART_COUPONS',
				'EMPTY_CART_CROSS_SELLS',
				'EMPTY_CART_ERRORS',
				'EMPTY_CART_FEES',
				'EMPTY_CART_ITEM_ERRORS',
				'EMPTY_CART_ITEMS',
				'EMPTY_EXTENSIONS',
				'EMPTY_PAYMENT_METHODS',
				'EMPTY_PAYMENT_REQUIREMENTS',
				'EMPTY_SHIPPING_RATES',
				'EMPTY_TAX_LINES',
				'processErrorResponse',
			].sort()
		);
		expect( api.checkoutStore ).toBe( data.checkoutStore );
		expect( api.CHECKOUT_STORE_KEY ).toBe( 'wc/store/checkout' );
		expect( api.STORE_NOTICES_STORE_KEY ).toBe( 'wc/store/store-notices' );
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
				await import( '../globals' );
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
