/** Tests of createSlotFill, useSlot and WooCommerce's experimental slot fills: order, crashes, providers. */

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, useState } from '@wordpress/element';
import type { ReactNode } from 'react';

import { axe } from '@cesta/test-utils/dom';

import {
	createSlotFill,
	DISCOUNTS_META_SLOT_NAME,
	ExperimentalDiscountsMeta,
	ExperimentalOrderLocalPickupPackages,
	ExperimentalOrderMeta,
	ExperimentalOrderShippingPackages,
	hasValidFills,
	ORDER_LOCAL_PICKUP_PACKAGES_SLOT_NAME,
	ORDER_META_SLOT_NAME,
	ORDER_SHIPPING_PACKAGES_SLOT_NAME,
	SlotFillProvider,
	useSlot,
} from '..';
import { resetSettings } from './helpers';

afterEach( resetSettings );

const Greeting = ( props: { cart?: { itemsCount: number }; context?: string } ) =>
	createElement( 'p', null, `${ props.context }: ${ props.cart?.itemsCount } artículos` );

describe( 'createSlotFill', () => {
	it( 'given fills › renders each child cloned with the slot’s fill props, in registration order', () => {
		const { Fill, Slot } = createSlotFill( 'testSlotOrder' );
		render(
			<SlotFillProvider>
				<Slot fillProps={ { cart: { itemsCount: 2 }, context: 'woocommerce/cart' } } />
				<Fill>
					<Greeting />
				</Fill>
				<Fill>
					<p>Segundo relleno</p>
				</Fill>
			</SlotFillProvider>
		);
		const texts = screen.getAllByText( /./ ).map( ( element ) => element.textContent );
		expect( texts ).toEqual( [ 'woocommerce/cart: 2 artículos', 'Segundo relleno' ] );
	} );

	it( 'given a fill that unmounts › removes it from the slot', () => {
		const { Fill, Slot } = createSlotFill( 'testSlotUnmount' );
		const { rerender } = render(
			<SlotFillProvider>
				<Slot />
				<Fill>
					<p>Nota de regalo</p>
				</Fill>
			</SlotFillProvider>
		);
		expect( screen.getByText( 'Nota de regalo' ) ).toBeInTheDocument();
		rerender(
			<SlotFillProvider>
				<Slot />
			</SlotFillProvider>
		);
		expect( screen.queryByText( 'Nota de regalo' ) ).not.toBeInTheDocument();
	} );

	it( 'given a fill whose children change › the slot shows the new children', async () => {
		const { Fill, Slot } = createSlotFill( 'testSlotUpdate' );
		const Counter = () => {
			const [ count, setCount ] = useState( 0 );
			return (
				<Fill>
					<button type="button" onClick={ () => setCount( count + 1 ) }>
						{ `Pulsado ${ count } veces` }
					</button>
				</Fill>
			);
		};
		render(
			<SlotFillProvider>
				<Slot />
				<Counter />
			</SlotFillProvider>
		);
		await userEvent.click( screen.getByRole( 'button' ) );
		expect( screen.getByRole( 'button' ) ).toHaveTextContent( 'Pulsado 1 veces' );
	} );

	it( 'given a fill that crashes › shoppers see nothing of it and the other fills still render', () => {
		jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		const Broken = (): ReactNode => {
			throw new Error( 'Plugin roto' );
		};
		const { Fill, Slot } = createSlotFill( 'testSlotCrash' );
		const { container } = render(
			<SlotFillProvider>
				<div data-testid="slot">
					<Slot />
				</div>
				<Fill>
					<Broken />
					<p>Relleno sano</p>
				</Fill>
			</SlotFillProvider>
		);
		expect( screen.getByTestId( 'slot' ) ).toHaveTextContent( /^Relleno sano$/ );
		expect( container.querySelector( '[role="alert"]' ) ).toBeNull();
	} );

	it( 'given a fill that crashes › administrators see the error', async () => {
		jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		window.wcSettings = { currentUserIsAdmin: true };
		const Broken = (): ReactNode => {
			throw new Error( 'Plugin roto' );
		};
		const { Fill, Slot } = createSlotFill( 'testSlotAdmin' );
		const { container } = render(
			<SlotFillProvider>
				<Slot />
				<Fill>
					<Broken />
				</Fill>
			</SlotFillProvider>
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'An extension could not be displayed here. Error: Plugin roto'
		);
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given its own onError › administrators see what it renders', () => {
		jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		window.wcSettings = { currentUserIsAdmin: true };
		const Broken = (): ReactNode => {
			throw new Error( 'Plugin roto' );
		};
		const { Fill, Slot } = createSlotFill( 'testSlotOnError', ( error ) => (
			<p>{ `Fallo: ${ ( error as Error ).message }` }</p>
		) );
		render(
			<SlotFillProvider>
				<Slot />
				<Fill>
					<Broken />
				</Fill>
			</SlotFillProvider>
		);
		expect( screen.getByText( 'Fallo: Plugin roto' ) ).toBeInTheDocument();
	} );

	it( 'given two providers › each keeps its own fills', () => {
		const { Fill, Slot } = createSlotFill( 'testSlotProviders' );
		render(
			<>
				<SlotFillProvider>
					<div data-testid="first">
						<Slot />
					</div>
					<Fill>
						<p>Del primero</p>
					</Fill>
				</SlotFillProvider>
				<SlotFillProvider>
					<div data-testid="second">
						<Slot />
					</div>
				</SlotFillProvider>
			</>
		);
		expect( screen.getByTestId( 'first' ) ).toHaveTextContent( 'Del primero' );
		expect( screen.getByTestId( 'second' ) ).toBeEmptyDOMElement();
	} );

	it.each( [ '', 42, null ] )( 'given the slot name %p › throws a TypeError', ( name ) => {
		expect( () => createSlotFill( name as string ) ).toThrow(
			new TypeError(
				`A slot name must be a non-empty string, received ${
					name === '' ? 'a string ("")' : name === 42 ? 'a number (42)' : 'null'
				}.`
			)
		);
	} );
} );

describe( 'useSlot and hasValidFills', () => {
	it( 'given a slot › useSlot lists its fills as they come and go', () => {
		const { Fill } = createSlotFill( 'testSlotCount' );
		const Count = () => <output>{ useSlot( 'testSlotCount' ).fills.length }</output>;
		const { rerender } = render(
			<SlotFillProvider>
				<Count />
			</SlotFillProvider>
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( '0' );
		rerender(
			<SlotFillProvider>
				<Count />
				<Fill>
					<p>Uno</p>
				</Fill>
			</SlotFillProvider>
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( '1' );
	} );

	it( 'tells whether fills are usable', () => {
		expect( hasValidFills( [ { key: 1 } ] ) ).toBe( true );
		expect( hasValidFills( [] ) ).toBe( false );
		expect( hasValidFills( [ null, undefined ] ) ).toBe( false );
		expect( hasValidFills( undefined ) ).toBe( false );
	} );
} );

describe( 'the experimental slot fills of WooCommerce (wc-blocks-api §5.3)', () => {
	it.each( [
		[
			'ExperimentalOrderMeta',
			'__experimentalOrderMeta',
			ORDER_META_SLOT_NAME,
			ExperimentalOrderMeta,
			'wc-block-components-order-meta',
		],
		[
			'ExperimentalDiscountsMeta',
			'__experimentalDiscountsMeta',
			DISCOUNTS_META_SLOT_NAME,
			ExperimentalDiscountsMeta,
			'wc-block-components-discounts-meta',
		],
		[
			'ExperimentalOrderShippingPackages',
			'__experimentalOrderShippingPackages',
			ORDER_SHIPPING_PACKAGES_SLOT_NAME,
			ExperimentalOrderShippingPackages,
			'wc-block-components-shipping-rates-control',
		],
		[
			'ExperimentalOrderLocalPickupPackages',
			'__experimentalOrderLocalPickupPackages',
			ORDER_LOCAL_PICKUP_PACKAGES_SLOT_NAME,
			ExperimentalOrderLocalPickupPackages,
			'wc-block-components-local-pickup-rates-control',
		],
	] as const )(
		'%s › fills the slot %s inside its wrapper with the slot props',
		( _, expectedName, slotName, Component, wrapperClass ) => {
			expect( slotName ).toBe( expectedName );
			const { container } = render(
				<SlotFillProvider>
					<Component.Slot
						className="extra"
						cart={ { itemsCount: 3 } }
						context="woocommerce/checkout"
					/>
					<Component>
						<Greeting />
					</Component>
				</SlotFillProvider>
			);
			const wrapper = container.querySelector( `.${ wrapperClass }` );
			expect( wrapper ).toHaveClass( 'extra' );
			expect( wrapper ).toHaveTextContent( 'woocommerce/checkout: 3 artículos' );
		}
	);

	it( 'given no fills › the slot renders no wrapper', () => {
		const { container } = render(
			<SlotFillProvider>
				<ExperimentalOrderMeta.Slot cart={ {} } context="woocommerce/cart" />
			</SlotFillProvider>
		);
		expect( container ).toBeEmptyDOMElement();
	} );
} );
