/** Tests of the inner block areas and checkout block registration: areas, parents, forcing, invalid blocks. */

import { lazy, memo } from 'react';

import type * as Registry from '@cesta/registry';
import type { CheckoutBlockOptions } from '@cesta/registry';
import { expectTypeError, loadFreshRegistry } from './helpers';

let registry: typeof Registry;
beforeEach( () => {
	registry = loadFreshRegistry();
} );

const GiftNote = () => null;
const giftNote = ( overrides: Partial< CheckoutBlockOptions > = {} ): CheckoutBlockOptions => ( {
	metadata: { name: 'my-plugin/gift-note', parent: [ 'woocommerce/checkout-fields-block' ] },
	component: GiftNote,
	...overrides,
} );
const invalid = ( options: unknown ) => options as CheckoutBlockOptions;

describe( 'given the inner block areas', () => {
	it( 'lists exactly WooCommerce’s 24 areas with their values', () => {
		expect( registry.innerBlockAreas ).toEqual( {
			CHECKOUT: 'woocommerce/checkout',
			CHECKOUT_FIELDS: 'woocommerce/checkout-fields-block',
			CHECKOUT_TOTALS: 'woocommerce/checkout-totals-block',
			CONTACT_INFORMATION: 'woocommerce/checkout-contact-information-block',
			SHIPPING_ADDRESS: 'woocommerce/checkout-shipping-address-block',
			BILLING_ADDRESS: 'woocommerce/checkout-billing-address-block',
			SHIPPING_METHOD: 'woocommerce/checkout-shipping-method-block',
			SHIPPING_METHODS: 'woocommerce/checkout-shipping-methods-block',
			PICKUP_LOCATION: 'woocommerce/checkout-pickup-options-block',
			PAYMENT_METHODS: 'woocommerce/checkout-payment-methods-block',
			CART: 'woocommerce/cart',
			EMPTY_CART: 'woocommerce/empty-cart-block',
			FILLED_CART: 'woocommerce/filled-cart-block',
			CART_ITEMS: 'woocommerce/cart-items-block',
			CART_CROSS_SELLS: 'woocommerce/cart-cross-sells-block',
			CART_TOTALS: 'woocommerce/cart-totals-block',
			MINI_CART: 'woocommerce/mini-cart-contents',
			EMPTY_MINI_CART: 'woocommerce/empty-mini-cart-contents-block',
			FILLED_MINI_CART: 'woocommerce/filled-mini-cart-contents-block',
			MINI_CART_TITLE: 'woocommerce/mini-cart-title-block',
			MINI_CART_ITEMS: 'woocommerce/mini-cart-items-block',
			MINI_CART_FOOTER: 'woocommerce/mini-cart-footer-block',
			CART_ORDER_SUMMARY: 'woocommerce/cart-order-summary-block',
			CHECKOUT_ORDER_SUMMARY: 'woocommerce/checkout-order-summary-block',
		} );
		expect( Object.isFrozen( registry.innerBlockAreas ) ).toBe( true );
	} );

	it( 'when asked about an area › hasInnerBlocks says yes; about another block › no', () => {
		expect( registry.hasInnerBlocks( 'woocommerce/checkout-payment-methods-block' ) ).toBe(
			true
		);
		// The payment step block is not itself an area (gotcha 7 of the reference).
		expect( registry.hasInnerBlocks( 'woocommerce/checkout-payment-block' ) ).toBe( false );
	} );
} );

describe( 'given a valid checkout block', () => {
	it( 'when registered › is listed under each of its areas and nowhere else', () => {
		registry.registerCheckoutBlock(
			giftNote( {
				metadata: {
					name: 'my-plugin/gift-note',
					parent: [ 'woocommerce/checkout-fields-block', 'woocommerce/cart-items-block' ],
				},
			} )
		);
		const blockNames = ( area: string ) =>
			registry.getRegisteredBlocks( area ).map( ( block ) => block.blockName );

		expect( blockNames( 'woocommerce/checkout-fields-block' ) ).toEqual( [
			'my-plugin/gift-note',
		] );
		expect( blockNames( 'woocommerce/cart-items-block' ) ).toEqual( [ 'my-plugin/gift-note' ] );
		expect( blockNames( 'woocommerce/checkout-totals-block' ) ).toEqual( [] );
	} );

	it( 'when its parent is a single string › is accepted', () => {
		registry.registerCheckoutBlock(
			giftNote( {
				metadata: { name: 'my-plugin/banner', parent: 'woocommerce/cart-totals-block' },
			} )
		);
		expect(
			registry.getRegisteredBlocks( 'woocommerce/cart-totals-block' )[ 0 ]
		).toMatchObject( {
			blockName: 'my-plugin/banner',
			force: false,
		} );
	} );

	it( 'when only one of several parents is an area › is accepted', () => {
		registry.registerCheckoutBlock(
			giftNote( {
				metadata: {
					name: 'my-plugin/gift-note',
					parent: [ 'core/group', 'woocommerce/checkout' ],
				},
			} )
		);
		expect( registry.getRegisteredBlocks( 'woocommerce/checkout' ) ).toHaveLength( 1 );
	} );

	it( 'when registered › its component is also a block component for every context', () => {
		registry.registerCheckoutBlock( giftNote() );
		expect( registry.getRegisteredBlockComponents( 'woocommerce/checkout' ) ).toEqual( {
			'my-plugin/gift-note': GiftNote,
		} );
	} );

	it( 'when the component is lazy › is accepted', () => {
		const LazyNote = lazy( () => Promise.resolve( { default: GiftNote } ) );
		registry.registerCheckoutBlock( giftNote( { component: LazyNote } ) );
		expect(
			registry.getRegisteredBlocks( 'woocommerce/checkout-fields-block' )[ 0 ]!.component
		).toBe( LazyNote );
	} );

	it( 'when its block.json locks removal › it is forced', () => {
		registry.registerCheckoutBlock(
			giftNote( {
				metadata: {
					name: 'my-plugin/terms',
					parent: [ 'woocommerce/checkout-fields-block' ],
					attributes: { lock: { default: { remove: true, move: false } } },
				},
			} )
		);
		expect(
			registry.getRegisteredBlocks( 'woocommerce/checkout-fields-block' )[ 0 ]!.force
		).toBe( true );
	} );

	it( 'when force is given › it overrides the lock', () => {
		registry.registerCheckoutBlock(
			giftNote( {
				force: false,
				metadata: {
					name: 'my-plugin/terms',
					parent: 'woocommerce/checkout-fields-block',
					attributes: { lock: { default: { remove: true } } },
				},
			} )
		);
		expect(
			registry.getRegisteredBlocks( 'woocommerce/checkout-fields-block' )[ 0 ]!.force
		).toBe( false );
	} );
} );

describe( 'given an invalid checkout block (spec 2 §2)', () => {
	it.each( [
		[
			'options',
			undefined,
			'registerCheckoutBlock expects an object with metadata and component, received undefined.',
		],
		[
			'metadata',
			{ metadata: 'block.json', component: GiftNote },
			'Cannot register the checkout block: the metadata must be an object (usually block.json), received a string ("block.json").',
		],
		[
			'name (missing)',
			{ metadata: { parent: 'woocommerce/checkout' }, component: GiftNote },
			'Cannot register the checkout block: metadata.name must be a non-empty string, received undefined.',
		],
		[
			'name (empty)',
			{ metadata: { name: '', parent: 'woocommerce/checkout' }, component: GiftNote },
			'Cannot register the checkout block: metadata.name must be a non-empty string, received a string ("").',
		],
		[
			'parent (type)',
			{ metadata: { name: 'my/block', parent: 3 }, component: GiftNote },
			'Cannot register the checkout block "my/block": metadata.parent must be a string or an array of strings, received a number (3).',
		],
		[
			'parent (not an area)',
			{ metadata: { name: 'my/block', parent: 'core/group' }, component: GiftNote },
			'Cannot register the checkout block "my/block": the parent must be a valid inner block area (a value of innerBlockAreas), received "core/group".',
		],
		[
			'parent (empty list)',
			{ metadata: { name: 'my/block', parent: [] }, component: GiftNote },
			'Cannot register the checkout block "my/block": the parent must be a valid inner block area (a value of innerBlockAreas), received an empty list.',
		],
		[
			'component',
			{ metadata: { name: 'my/block', parent: 'woocommerce/checkout' }, component: {} },
			'Cannot register the block component for "my/block": the component must be a function component or a lazy component (React.lazy), received an object.',
		],
		[
			'component (memo)',
			{
				metadata: { name: 'my/block', parent: 'woocommerce/checkout' },
				component: memo( GiftNote ),
			},
			'Cannot register the block component for "my/block": the component must be a function component or a lazy component (React.lazy), received an object.',
		],
		[
			'force',
			{
				metadata: { name: 'my/block', parent: 'woocommerce/checkout' },
				component: GiftNote,
				force: 'yes',
			},
			'Cannot register the checkout block "my/block": force must be a boolean or undefined, received a string ("yes").',
		],
	] )(
		'when %s is wrong › throws a TypeError and registers nothing',
		( _label, options, message ) => {
			expectTypeError( () => registry.registerCheckoutBlock( invalid( options ) ), message );
			expect( registry.getRegisteredBlocks( 'woocommerce/checkout' ) ).toEqual( [] );
			expect( registry.getRegisteredBlockComponents() ).toEqual( {} );
		}
	);
} );
