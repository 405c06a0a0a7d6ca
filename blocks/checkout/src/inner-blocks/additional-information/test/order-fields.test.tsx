/**
 * Additional checkout fields (issue 10 item 8, spec 2 §5 "Fields"): the
 * order-level fields extensions register in the additional information step
 * and the contact ones under the email, their values in the checkout store,
 * sent as `additional_fields` (with the draft order and the order), and
 * rule schemas deciding required, hidden and valid.
 */
import { act, screen, within } from '@testing-library/react';

import { checkoutStore, DRAFT_ORDER_SYNC_DEBOUNCE_MS, validationStore } from '@cesta/data';
import { checkoutFieldsSetting } from '@cesta/mocks';
import { axe, MADRID_BILLING, MADRID_SHIPPING, recordRequests } from '@cesta/test-utils';

import {
	advance,
	advanceUntil,
	capturedSettings,
	CheckoutSteps,
	cartWithFan,
	findStep,
	installFakeTimers,
	payWith,
	placedOrderBody,
	placeOrder,
	printCheckoutPage,
	registerBankTransfer,
	renderSteps,
	setupCheckoutShop,
	switchToRealTimers,
} from '../../../address/test/checkout-steps';
import { AdditionalInformationBlock } from '..';

const shop = setupCheckoutShop();
registerBankTransfer();

const GIFT_NOTE = 'cesta-demo/gift-note';
const NEWSLETTER = 'cesta-demo/newsletter';
const NIF = 'mi-tienda/nif';
const NIF_PATTERN = '^[0-9XYZ][0-9]{7}[A-Z]$';

/** The captured page plus the fields the sample shop's demo extension registers (gift note, newsletter). */
const printPageWithShopFields = ( extraOrderFields: Record< string, unknown > = {} ) => {
	const shopFields = checkoutFieldsSetting( shop.engine.context );
	const captured = capturedSettings();
	printCheckoutPage( {
		defaultFields: {
			...( captured.defaultFields as Record< string, unknown > ),
			[ GIFT_NOTE ]: shopFields.defaultFields[ GIFT_NOTE ],
			[ NEWSLETTER ]: shopFields.defaultFields[ NEWSLETTER ],
			...extraOrderFields,
		},
		addressFieldsLocations: {
			...shopFields.addressFieldsLocations,
			order: [
				...shopFields.addressFieldsLocations.order,
				...Object.keys( extraOrderFields ),
			],
		},
	} );
};

const calls = ( requests: ReturnType< typeof recordRequests >, method: string, route: string ) =>
	requests.calls().filter( ( call ) => call.method === method && call.route === route );

describe( 'given the sample shop’s gift note (order) and newsletter (contact) fields', () => {
	beforeEach( () => printPageWithShopFields() );

	it( 'shows the gift note in "Additional order information"; typed, it goes with the draft order and the order as additional_fields', async () => {
		await cartWithFan( { shipping_address: MADRID_SHIPPING, billing_address: MADRID_BILLING } );
		const user = installFakeTimers();
		const { registry } = renderSteps();
		const step = await findStep( registry, 'Additional order information' );
		await payWith( registry, 'bacs' );
		const requests = recordRequests( shop );

		const note = within( step ).getByRole( 'textbox', {
			name: 'Nota para el regalo (opcional)',
		} );
		await user.type( note, '¡Feliz cumpleaños, Ana!' );
		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'Quiero recibir ofertas y novedades por correo electrónico (opcional)',
			} )
		);
		expect( registry.select( checkoutStore ).getAdditionalFields() ).toEqual( {
			[ GIFT_NOTE ]: '¡Feliz cumpleaños, Ana!',
			[ NEWSLETTER ]: true,
		} );
		await advance( DRAFT_ORDER_SYNC_DEBOUNCE_MS );
		await advanceUntil( () => calls( requests, 'PUT', '/checkout' ).length > 0 );
		expect( calls( requests, 'PUT', '/checkout' ).at( -1 )!.body ).toMatchObject( {
			additional_fields: { [ GIFT_NOTE ]: '¡Feliz cumpleaños, Ana!', [ NEWSLETTER ]: true },
		} );

		await placeOrder( registry );
		expect( ( await placedOrderBody( requests ) ).additional_fields ).toEqual( {
			[ GIFT_NOTE ]: '¡Feliz cumpleaños, Ana!',
			[ NEWSLETTER ]: true,
		} );
		await switchToRealTimers();
		expect( await axe( step ) ).toHaveNoViolations();
	} );
} );

describe( 'given WooCommerce’s captured page, which registers no order field', () => {
	it( 'shows no additional information step', async () => {
		await cartWithFan();
		installFakeTimers();
		const { registry } = renderSteps( { ui: <CheckoutSteps /> } );
		await findStep( registry, 'Contact information' );

		expect(
			screen.queryByRole( 'group', { name: 'Additional order information' } )
		).toBeNull();
	} );
} );

describe( 'given an extension’s NIF field, required only for local pickup and checked against a pattern', () => {
	beforeEach( () =>
		printPageWithShopFields( {
			[ NIF ]: {
				label: 'NIF',
				optionalLabel: 'NIF (optional)',
				location: 'order',
				type: 'text',
				hidden: false,
				required: { cart: { properties: { prefers_collection: { const: true } } } },
				validation: { type: 'string', pattern: NIF_PATTERN },
			},
		} )
	);

	const renderOrderFields = async () => {
		await cartWithFan( { shipping_address: MADRID_SHIPPING, billing_address: MADRID_BILLING } );
		const user = installFakeTimers();
		const rendered = renderSteps( { ui: <AdditionalInformationBlock /> } );
		const step = await findStep( rendered.registry, 'Additional order information' );
		return { user, step, ...rendered };
	};

	it( 'for delivery › optional; a value that breaks the pattern says so after leaving the field', async () => {
		const { user, step, registry } = await renderOrderFields();
		const nif = within( step ).getByRole( 'textbox', { name: 'NIF (optional)' } );
		expect(
			registry.select( validationStore ).getValidationError( `order_${ NIF }` )
		).toBeUndefined();

		await user.type( nif, 'X1' );
		await user.tab();
		await advanceUntil( () => nif.getAttribute( 'aria-invalid' ) === 'true' );

		expect( nif ).toHaveAccessibleDescription( `NIF must match the pattern ${ NIF_PATTERN }` );
		await user.clear( nif );
		await user.type( nif, 'X1234567L' );
		expect(
			registry.select( validationStore ).getValidationError( `order_${ NIF }` )
		).toBeUndefined();
	} );

	it( 'when the shopper chooses local pickup › the NIF becomes required and blocks the order while empty', async () => {
		const { registry, step } = await renderOrderFields();
		await advanceUntil(
			() => within( step ).queryByRole( 'textbox', { name: 'NIF (optional)' } ) !== null
		);

		await act( async () => {
			registry.dispatch( checkoutStore ).setPrefersCollection( true );
		} );
		await advanceUntil(
			() => within( step ).queryByRole( 'textbox', { name: 'NIF' } ) !== null
		);

		expect( within( step ).getByRole( 'textbox', { name: 'NIF' } ) ).toBeRequired();
		expect( registry.select( validationStore ).getValidationError( `order_${ NIF }` ) ).toEqual(
			{
				message: 'Please enter a valid nif',
				hidden: true,
			}
		);
		await placeOrder( registry );
		expect( within( step ).getByRole( 'textbox', { name: 'NIF' } ) ).toHaveFocus();
	} );
} );
