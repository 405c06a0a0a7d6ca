/**
 * Type tests, checked by `tsc -p tsconfig.json` (never run): a configuration
 * missing a required property, or with a wrong type, must not compile, and
 * what WooCommerce plugins write must.
 */
import type { ReactElement } from 'react';

import {
	applyCheckoutFilter,
	registerCheckoutBlock,
	registerCheckoutFilters,
	registerExpressPaymentMethod,
	registerPaymentMethod,
	registerPaymentMethodExtensionCallbacks,
} from '@cesta/registry';
import type {
	CanMakePaymentArgument,
	CheckoutFilterName,
	ExpressPaymentMethodConfiguration,
	InnerBlockArea,
	PaymentMethodConfiguration,
} from '@cesta/registry';

declare const element: ReactElement;
declare function Component( props: { text: string } ): ReactElement | null;

export function paymentMethodConfigurations(): void {
	const valid: PaymentMethodConfiguration = {
		name: 'cod',
		label: element,
		ariaLabel: 'Contra reembolso',
		content: element,
		edit: element,
		canMakePayment: () => true,
	};
	registerPaymentMethod( valid );
	registerPaymentMethod( { ...valid, label: 'Contra reembolso', content: null, edit: null } );
	registerPaymentMethod( {
		...valid,
		canMakePayment: async ( arg ) => arg.billingData.country === 'ES',
		icons: [ 'visa', { id: 'bizum', src: '/bizum.svg', alt: 'Bizum' } ],
		placeOrderButton: Component,
		supports: { features: [ 'products' ], showSavedCards: true, showSaveOption: false },
	} );
	registerPaymentMethod( { ...valid, canMakePayment: () => ( { error: { message: 'x' } } ) } );
	registerPaymentMethod( ( Config ) => new Config( valid ) );

	// @ts-expect-error ariaLabel is required
	registerPaymentMethod( {
		name: 'cod',
		label: element,
		content: element,
		edit: element,
		canMakePayment: () => true,
	} );
	// @ts-expect-error canMakePayment is required
	const missingCanMakePayment: PaymentMethodConfiguration = {
		name: 'cod',
		label: element,
		ariaLabel: 'Contra reembolso',
		content: element,
		edit: element,
	};
	// @ts-expect-error content must be an element, not a component
	registerPaymentMethod( { ...valid, content: Component } );
	// @ts-expect-error canMakePayment must answer a boolean, an error or a promise of one
	registerPaymentMethod( { ...valid, canMakePayment: () => 'yes' } );
	// @ts-expect-error icons are strings or { id, src, alt }
	registerPaymentMethod( { ...valid, icons: [ { id: 'visa' } ] } );
	void missingCanMakePayment;
}

export function expressPaymentMethodConfigurations(): void {
	const valid: ExpressPaymentMethodConfiguration = {
		name: 'wallet_pay',
		content: element,
		edit: element,
		canMakePayment: () => Promise.resolve( true ),
		supports: { style: [ 'height', 'borderRadius' ] },
	};
	registerExpressPaymentMethod( valid );

	// @ts-expect-error canMakePayment is required
	registerExpressPaymentMethod( { name: 'wallet_pay', content: element, edit: element } );
	// @ts-expect-error edit is required
	registerExpressPaymentMethod( {
		name: 'wallet_pay',
		content: element,
		canMakePayment: () => true,
	} );
	// @ts-expect-error only height and borderRadius are style properties
	registerExpressPaymentMethod( { ...valid, supports: { style: [ 'color' ] } } );
}

export function canMakePaymentArgument( arg: CanMakePaymentArgument ): void {
	const country: string = arg.billingAddress.country;
	const legacy: string = arg.billingData.email;
	const items: number = arg.cart.cartItemsCount;
	const rate: string | undefined = arg.selectedShippingMethods[ '0' ];
	void [ country, legacy, items, rate ];
	registerPaymentMethodExtensionCallbacks( 'my-plugin', {
		cod: ( argument ) => ! argument.cartNeedsShipping,
	} );
	// @ts-expect-error extension callbacks answer a boolean
	registerPaymentMethodExtensionCallbacks( 'my-plugin', { cod: () => 'no' } );
}

export function checkoutBlocks(): void {
	const area: InnerBlockArea = 'woocommerce/checkout-fields-block';
	registerCheckoutBlock( {
		metadata: { name: 'my/block', parent: [ area ] },
		component: Component,
	} );
	// @ts-expect-error component is required
	registerCheckoutBlock( { metadata: { name: 'my/block', parent: area } } );
	// @ts-expect-error not an inner block area
	const notAnArea: InnerBlockArea = 'core/group';
	void notAnArea;
}

export function checkoutFilters(): void {
	registerCheckoutFilters( 'my-plugin', {
		totalLabel: ( label ) => label.toUpperCase(),
		showRemoveItemLink: ( show, _extensions, args ) => show && args?.context !== 'summary',
		myOwnFilter: ( value: number ) => value + 1,
	} );
	// @ts-expect-error totalLabel must return a string
	registerCheckoutFilters( 'my-plugin', { totalLabel: () => 5 } );

	const label: string = applyCheckoutFilter( {
		filterName: 'totalLabel',
		defaultValue: 'Total',
	} );
	const name: CheckoutFilterName = 'proceedToCheckoutButtonLink';
	void [ label, name ];
	// @ts-expect-error the result has the default value's type
	const wrong: number = applyCheckoutFilter( {
		filterName: 'totalLabel',
		defaultValue: 'Total',
	} );
	void wrong;
}
