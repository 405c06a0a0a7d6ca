/**
 * The shipping options step against the mock shop: mainland Spain (flat
 * rate 4.95 €, free shipping over 50 €, two pickup shops offered in their
 * own step), bulky goods travelling as a second package, the rest of the
 * world without delivery, and server refusals.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { http, HttpResponse } from 'msw';

import { clearCachedCart, fetchCart } from '@cesta/api';
import { ExperimentalOrderShippingPackages } from '@cesta/blocks-checkout';
import {
	cartStore,
	checkoutStore,
	SHIPPING_RATES_ERROR_ID,
	startCheckoutProcessor,
	submitCheckout,
	validationStore,
} from '@cesta/data';
import {
	createTestRegistry,
	fillCart,
	MADRID_SHIPPING,
	noticesIn,
	recordRequests,
} from '@cesta/test-utils';
import { axe } from '@cesta/test-utils/dom';
import { loadAddressLocales } from '@cesta/validation';

import {
	eventually,
	renderShippingSteps,
	setupShippingShop,
	summaryShippingRow,
	totalShown,
} from '../../shipping-method/test/render-shipping-steps';

const shop = setupShippingShop();

const WASHING_MACHINE = 68;

const optionsStep = () => screen.getByRole( 'group', { name: 'Shipping options' } );

async function madridCheckout() {
	const registry = createTestRegistry();
	await fillCart( registry );
	await renderShippingSteps( { registry } );
	return registry;
}

const selectedOnServer = async () =>
	( await fetchCart() ).response.shipping_rates.map(
		( pack ) => pack.shipping_rates.find( ( rate ) => rate.selected )?.rate_id
	);

describe( 'the rates of a package', () => {
	it( 'given a Madrid address › lists the delivery rates with their prices, the selected one checked, the pickups left to their own step', async () => {
		await madridCheckout();
		const step = optionsStep();
		const radios = within( step ).getAllByRole( 'radio' );
		expect( radios.map( ( radio ) => radio.getAttribute( 'value' ) ) ).toEqual( [
			'flat_rate:1',
			'free_shipping:2',
		] );
		expect( within( step ).getByRole( 'radio', { name: /Tarifa plana/ } ) ).toBeChecked();
		expect(
			within( step ).getByRole( 'radio', { name: /Tarifa plana/ } )
		).toHaveAccessibleName( expect.stringContaining( '€4.95' ) );
		expect(
			within( step ).getByRole( 'radio', { name: /Envío gratuito/ } )
		).toHaveAccessibleName( expect.stringContaining( 'Free' ) );
		expect(
			step.querySelector( '.wc-block-checkout__shipping-option--free' )
		).toHaveTextContent( 'Free' );
		expect( step ).not.toHaveTextContent( 'Tienda Madrid Centro' );
		expect( step.closest( '#shipping-option' ) ).toHaveClass(
			'wc-block-checkout__shipping-option'
		);
	} );

	it( 'given prices shown including tax › a rate shows its price with its tax', async () => {
		window.wcSettings = { ...window.wcSettings, displayCartPricesIncludingTax: true };
		await madridCheckout();
		expect(
			within( optionsStep() ).getByRole( 'radio', { name: /Tarifa plana/ } )
		).toHaveAccessibleName( expect.stringContaining( '€5.99' ) );
	} );

	it( 'given a rate with a delivery time and a description › shows both under its name, the description as sanitised HTML', async () => {
		const registry = await madridCheckout();
		const cart = registry.select( cartStore ).getCartData();
		const [ pack ] = cart.shippingRates;
		registry.dispatch( cartStore ).setCartData( {
			shippingRates: [
				{
					...pack!,
					shipping_rates: pack!.shipping_rates.map( ( rate ) =>
						rate.rate_id === 'flat_rate:1'
							? {
									...rate,
									delivery_time: '24&ndash;48 h',
									description:
										'Entrega en <strong>días laborables</strong><img src="x" onerror="alert(1)">',
								}
							: rate
					),
				},
			],
		} );
		const flatRate = await within( optionsStep() ).findByRole( 'radio', {
			name: /Tarifa plana/,
		} );
		const option = flatRate.closest( '.wc-block-components-radio-control__option' )!;
		expect( option ).toHaveTextContent( '24–48 h' );
		expect( option ).toHaveTextContent( 'Entrega en días laborables' );
		await eventually( () =>
			expect( option.querySelector( 'strong' ) ).toHaveTextContent( 'días laborables' )
		);
		expect( option.querySelector( 'img[onerror]' ) ).toBeNull();
		expect( flatRate ).toHaveAccessibleDescription( expect.stringContaining( '24–48 h' ) );
	} );
} );

describe( 'choosing a rate', () => {
	it( 'given another rate chosen › the cart selects it for its package, and the summary and total follow', async () => {
		await madridCheckout();
		const before = totalShown();
		const requests = recordRequests( shop );
		await userEvent.click(
			within( optionsStep() ).getByRole( 'radio', { name: /Envío gratuito/ } )
		);
		expect(
			within( optionsStep() ).getByRole( 'radio', { name: /Envío gratuito/ } )
		).toBeChecked();
		await eventually( () => expect( summaryShippingRow() ).toHaveTextContent( 'Free' ) );
		await requests.settled();
		expect( requests.calls() ).toContainEqual( {
			method: 'POST',
			route: '/cart/select-shipping-rate',
			body: { package_id: 0, rate_id: 'free_shipping:2' },
		} );
		expect( requests.httpRequests() ).not.toContain( 'POST /batch' );
		expect( totalShown() ).not.toBe( before );
		expect( await selectedOnServer() ).toEqual( [ 'free_shipping:2' ] );
	} );

	it( 'given a slow answer › the choice is checked at once and the rates are masked until it arrives', async () => {
		await madridCheckout();
		shop.faults( { latencyMs: 600, only: '/cart/select-shipping-rate' } );
		await userEvent.click(
			within( optionsStep() ).getByRole( 'radio', { name: /Envío gratuito/ } )
		);
		expect(
			within( optionsStep() ).getByRole( 'radio', { name: /Envío gratuito/ } )
		).toBeChecked();
		await eventually( () =>
			expect( optionsStep().querySelector( '[aria-busy="true"]' ) ).not.toBeNull()
		);
		expect( screen.getByText( 'Loading shipping rates…' ) ).toBeInTheDocument();
		await eventually( () =>
			expect( optionsStep().querySelector( '[aria-busy="true"]' ) ).toBeNull()
		);
		expect(
			within( optionsStep() ).getByRole( 'radio', { name: /Envío gratuito/ } )
		).toBeChecked();
		expect( summaryShippingRow() ).toHaveTextContent( 'Free' );
	} );

	it( 'given the keyboard › arrow keys move the choice, which the cart selects', async () => {
		await madridCheckout();
		const requests = recordRequests( shop );
		const flatRate = within( optionsStep() ).getByRole( 'radio', { name: /Tarifa plana/ } );
		flatRate.focus();
		await userEvent.keyboard( '{ArrowDown}' );
		const free = within( optionsStep() ).getByRole( 'radio', { name: /Envío gratuito/ } );
		expect( free ).toHaveFocus();
		expect( free ).toBeChecked();
		await eventually( async () =>
			expect( await selectedOnServer() ).toEqual( [ 'free_shipping:2' ] )
		);
		await userEvent.keyboard( '{ArrowUp}' );
		expect(
			within( optionsStep() ).getByRole( 'radio', { name: /Tarifa plana/ } )
		).toBeChecked();
		await eventually( () => expect( summaryShippingRow() ).toHaveTextContent( '€4.95' ) );
		await requests.settled();
		expect(
			requests.calls().filter( ( call ) => call.route === '/cart/select-shipping-rate' )
		).toHaveLength( 2 );
	} );
} );

describe( 'several packages', () => {
	it( 'given bulky goods in the cart › each package is titled, lists what it holds and has its own choice', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		await registry.dispatch( cartStore ).addItemToCart( WASHING_MACHINE, 1 );
		await renderShippingSteps( { registry } );
		// The shop names its packages (in Spanish); 'Shipment %d' is for unnamed ones.
		const first = await screen.findByRole( 'group', { name: 'Envío 1' } );
		const second = screen.getByRole( 'group', { name: 'Envío 2' } );
		const titles = [
			...document.querySelectorAll(
				'.wc-block-components-shipping-rates-control__package-title'
			),
		].map( ( title ) => title.textContent );
		expect( titles ).toEqual( [ 'Envío 1', 'Envío 2' ] );
		expect(
			first.closest( '.wc-block-components-shipping-rates-control__package' )
		).toHaveTextContent( 'Ventilador de pie × 2' );
		expect(
			second.closest( '.wc-block-components-shipping-rates-control__package' )
		).toHaveTextContent( 'Lavadora de carga frontal × 1' );
		expect( within( second ).getByRole( 'radio', { name: /Tarifa plana/ } ) ).toBeChecked();

		const requests = recordRequests( shop );
		await userEvent.click( within( second ).getByRole( 'radio', { name: /Envío gratuito/ } ) );
		await eventually( async () =>
			expect( await selectedOnServer() ).toEqual( [ 'flat_rate:1', 'free_shipping:2' ] )
		);
		await requests.settled();
		expect( requests.calls() ).toContainEqual(
			expect.objectContaining( { body: { package_id: 1, rate_id: 'free_shipping:2' } } )
		);
	} );

	it( 'given packages the server did not name › they are called Shipment 1, Shipment 2', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		await registry.dispatch( cartStore ).addItemToCart( WASHING_MACHINE, 1 );
		await renderShippingSteps( { registry } );
		registry.dispatch( cartStore ).setCartData( {
			shippingRates: registry
				.select( cartStore )
				.getShippingRates()
				.map( ( pack ) => ( { ...pack, name: '' } ) ),
		} );
		expect( await screen.findByRole( 'group', { name: 'Shipment 1' } ) ).toBeInTheDocument();
		expect( screen.getByRole( 'group', { name: 'Shipment 2' } ) ).toBeInTheDocument();
	} );
} );

describe( 'announcements', () => {
	it( 'given new rates after an address change › tells screen-reader users how many options there are', async () => {
		const registry = await madridCheckout();
		const status = () =>
			[ ...optionsStep().querySelectorAll( '[role="status"]' ) ].map(
				( region ) => region.textContent
			);
		expect( status() ).not.toContain( '1 shipping option was found.' );
		await registry.dispatch( cartStore ).updateCustomerData(
			{
				shipping_address: {
					...MADRID_SHIPPING,
					state: 'TF',
					postcode: '38001',
					city: 'Santa Cruz de Tenerife',
				},
			},
			false
		);
		await eventually( () => expect( status() ).toContain( '1 shipping option was found.' ) );
		expect(
			within( optionsStep() ).getByRole( 'radio', { name: /Tarifa plana Canarias/ } )
		).toBeChecked();
	} );
} );

describe( 'extensions', () => {
	it( 'given a fill of ExperimentalOrderShippingPackages › it renders beside the packages with the checkout context and the cart', async () => {
		const received: Array< Record< string, unknown > > = [];
		function DeliveryNote( props: Record< string, unknown > ) {
			received.push( props );
			return <p>Entregamos de lunes a viernes.</p>;
		}
		const registry = createTestRegistry();
		await fillCart( registry );
		await renderShippingSteps( {
			registry,
			optionsProps: {
				children: (
					<ExperimentalOrderShippingPackages>
						<DeliveryNote />
					</ExperimentalOrderShippingPackages>
				),
			},
		} );
		expect(
			await within( optionsStep() ).findByText( 'Entregamos de lunes a viernes.' )
		).toBeInTheDocument();
		expect(
			within( optionsStep() ).getByRole( 'radio', { name: /Tarifa plana/ } )
		).toBeChecked();
		const props = received.at( -1 )!;
		expect( props ).toEqual(
			expect.objectContaining( {
				context: 'woocommerce/checkout',
				collapsible: false,
				showItems: false,
				renderOption: expect.any( Function ),
				cart: expect.objectContaining( { cartNeedsShipping: true } ),
			} )
		);
	} );
} );

describe( 'without rates', () => {
	it( 'given a cart whose shipping is not calculated yet › asks for an address', async () => {
		await fillCart( createTestRegistry() );
		const { response } = await fetchCart();
		shop.server.use(
			http.get( '*/wc/store/v1/cart', () =>
				HttpResponse.json( {
					...response,
					shipping_rates: [],
					has_calculated_shipping: false,
				} )
			)
		);
		// A new page without the local cart cache: the block's store loads the cart with GET /cart.
		clearCachedCart();
		await renderShippingSteps();
		expect(
			within( optionsStep() ).getByText(
				'Enter a shipping address to view shipping options.'
			)
		).toHaveAttribute( 'role', 'status' );
		expect( within( optionsStep() ).queryByRole( 'radio' ) ).toBeNull();
	} );

	it( 'given an incomplete address and only pickups › asks for the address in the package', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		await renderShippingSteps( { registry } );
		const [ pack ] = registry.select( cartStore ).getShippingRates();
		registry.dispatch( cartStore ).setShippingAddress( { postcode: '' } );
		registry.dispatch( cartStore ).setCartData( {
			shippingRates: [
				{
					...pack!,
					shipping_rates: pack!.shipping_rates.filter( ( rate ) =>
						rate.rate_id.startsWith( 'pickup_location:' )
					),
				},
			],
		} );
		await userEvent.click( screen.getByRole( 'radio', { name: /Ship/ } ) );
		expect(
			await within( optionsStep() ).findByText(
				'Enter a shipping address to view shipping options.'
			)
		).toBeInTheDocument();
		expect( within( optionsStep() ).queryByRole( 'radio' ) ).toBeNull();
	} );

	it( 'given an address no zone delivers to › says no option serves it, and the order cannot be placed', async () => {
		// The host prints no countryData here: the built-in locales say GB has no state.
		await loadAddressLocales();
		const registry = createTestRegistry();
		await fillCart( registry );
		await registry.dispatch( cartStore ).updateCustomerData(
			{
				shipping_address: {
					...MADRID_SHIPPING,
					address_1: '10 Downing Street',
					city: 'London',
					state: '',
					postcode: 'SW1A 2AA',
					country: 'GB',
				},
			},
			false
		);
		await renderShippingSteps( { registry } );
		// Only the shops serve it, so pickup is the cart's choice; the shopper wants delivery.
		await userEvent.click( screen.getByRole( 'radio', { name: /Ship/ } ) );
		expect( optionsStep() ).toHaveTextContent(
			'No shipping options are available for this address. Please verify the address is correct or try a different address.'
		);
		expect( within( optionsStep() ).getByRole( 'alert' ) ).toHaveClass(
			'wc-block-components-shipping-rates-control__no-results-notice'
		);
		expect( optionsStep() ).toHaveTextContent(
			'Totals will be recalculated when a valid shipping method is selected.'
		);
		await eventually( () =>
			expect(
				registry.select( validationStore ).getValidationError( SHIPPING_RATES_ERROR_ID )
			).toMatchObject( { hidden: true } )
		);
		const requests = recordRequests( shop );
		const stop = startCheckoutProcessor( registry );
		try {
			expect( submitCheckout( registry ) ).toBe( true );
			await eventually( () =>
				expect(
					noticesIn( registry, 'wc/checkout' ).map( ( notice ) => notice.content )
				).toContain( 'Sorry, this order requires a shipping option.' )
			);
			expect( registry.select( checkoutStore ).isIdle() ).toBe( true );
			expect( requests.routes() ).not.toContain( 'POST /checkout' );
		} finally {
			stop();
		}
	} );

	it( 'given a rate again › the error that blocks the order goes', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		await renderShippingSteps( { registry } );
		expect(
			registry.select( validationStore ).getValidationError( SHIPPING_RATES_ERROR_ID )
		).toBeUndefined();
	} );

	it( 'given the server refusing the address for rates › warns that there is a problem with the shipping option, with its reason', async () => {
		const registry = await madridCheckout();
		// What older servers answered for a bad shipping country (the batch carries the status).
		shop.faults( {
			status: 400,
			errorCode: 'woocommerce_rest_cart_shipping_rates_invalid_country',
			only: '/cart/update-customer',
		} );
		await registry
			.dispatch( cartStore )
			.updateCustomerData(
				{ shipping_address: { ...MADRID_SHIPPING, city: 'Getafe' } },
				false
			)
			.catch( () => undefined );
		const warning = await within( optionsStep() ).findByRole( 'alert' );
		expect( warning ).toHaveTextContent( 'There was a problem with your shipping option.' );
		expect( warning ).toHaveTextContent( 'Se ha proporcionado un código de país no válido.' );
	} );
} );

describe( 'when the step shows', () => {
	it( 'given a cart that needs no shipping › there is no shipping options step', async () => {
		const registry = createTestRegistry();
		await registry.resolveSelect( cartStore ).getCartData();
		await registry.dispatch( cartStore ).addItemToCart( 72, 1 );
		await renderShippingSteps( { registry } );
		expect( screen.queryByRole( 'group', { name: 'Shipping options' } ) ).toBeNull();
		expect( screen.queryByRole( 'radio' ) ).toBeNull();
	} );

	it( "given the merchant's title and description › shows them", async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		await renderShippingSteps( {
			registry,
			optionsProps: { title: 'Elige el envío', description: 'Enviamos desde Madrid.' },
		} );
		const step = screen.getByRole( 'group', { name: 'Elige el envío' } );
		expect( step ).toHaveAccessibleDescription( 'Enviamos desde Madrid.' );
	} );
} );

describe( 'accessibility', () => {
	it( 'given the delivery state › axe finds no violation', async () => {
		const { container } = await ( async () => {
			const registry = createTestRegistry();
			await fillCart( registry );
			return renderShippingSteps( { registry } );
		} )();
		expect( await axe( container ) ).toHaveNoViolations();
	} );
} );
