/** The whole checkout form of the demo shop as a shopper types and reads it: both addresses with the apartment line, the billing toggle, the demo's additional fields and the order note. */

import type { Locator, Page } from 'playwright-core';

import { GIFT_NOTE_FIELD, NEWSLETTER_FIELD } from '@cesta/mocks';

import { MADRID_GUEST, addressFields, emailField, placeOrderButton } from './checkout';
import type { GuestDetails } from './checkout';
import { es } from './spanish';

/**
 * One address as the shopper types it: the guest's fields without the email,
 * plus the apartment line (behind its «+ Añadir apartamento…» button).
 *
 * @example
 * const home: AddressDetails = { ...MADRID_ADDRESS, apartment: '1º B' };
 */
export type AddressDetails = Omit< GuestDetails, 'email' > & { apartment: string };

/**
 * Where the Madrid guest wants the parcel: their address with a flat.
 *
 * @example
 * await typeAddress( page, 'shipping', MADRID_ADDRESS );
 */
export const MADRID_ADDRESS: AddressDetails = {
	firstName: MADRID_GUEST.firstName,
	lastName: MADRID_GUEST.lastName,
	address: MADRID_GUEST.address,
	apartment: '3º izquierda',
	city: MADRID_GUEST.city,
	province: MADRID_GUEST.province,
	postcode: MADRID_GUEST.postcode,
	phone: MADRID_GUEST.phone,
};

/**
 * A billing address unlike the shipping one in every field: the guest's
 * company in Barcelona pays.
 *
 * @example
 * await typeAddress( page, 'billing', BARCELONA_BILLING );
 */
export const BARCELONA_BILLING: AddressDetails = {
	firstName: 'Jordi',
	lastName: 'Puig Serra',
	address: 'Carrer de Mallorca 401',
	apartment: 'Oficina 12',
	city: 'Barcelona',
	province: 'Barcelona',
	postcode: '08013',
	phone: '+34 930 000 111',
};

/** The Spanish label of an additional field the demo registers. */
const fieldLabel = ( field: typeof GIFT_NOTE_FIELD ) => field.label.es_ES;

/**
 * The checkout's controls beyond the two address forms, by role and Spanish
 * name: the newsletter checkbox and gift note the demo registers (both
 * optional), «Usar la misma dirección para la facturación», «Añadir una nota
 * a tu pedido» and the note's textarea.
 *
 * @example
 * await checkoutExtras( page ).newsletter.check();
 */
export function checkoutExtras( page: Page ) {
	const optional = ( label: string ) => es( '%s (optional)', label );
	return {
		newsletter: page.getByRole( 'checkbox', {
			name: optional( fieldLabel( NEWSLETTER_FIELD ) ),
		} ),
		giftNote: page.getByRole( 'textbox', { name: optional( fieldLabel( GIFT_NOTE_FIELD ) ) } ),
		sameAddress: page.getByRole( 'checkbox', { name: es( 'Use same address for billing' ) } ),
		addNote: page.getByRole( 'checkbox', { name: es( 'Add a note to your order' ) } ),
		orderNote: page.getByRole( 'textbox', {
			name: es( 'Notes about your order, e.g. special notes for delivery.' ),
		} ),
	};
}

/**
 * The apartment line of an address form, and the button that shows it while
 * it is empty.
 *
 * @example
 * await apartmentField( page, 'shipping' ).input.fill( '2º' );
 */
export function apartmentField( page: Page, type: 'shipping' | 'billing' ) {
	const { group } = addressFields( page, type );
	const label = es( 'Apartment, suite, etc.' );
	return {
		toggle: group.getByRole( 'button', {
			name: es( '+ Add %s', label.toLowerCase() ),
		} ),
		input: group.getByRole( 'textbox', { name: es( '%s (optional)', label ) } ),
	};
}

/**
 * Types one address into its form, field after field as a shopper does
 * (the apartment line opened with its button if it is still closed, the
 * province picked from its list), replacing what the fields held.
 *
 * @example
 * await typeAddress( page, 'billing', BARCELONA_BILLING );
 */
export async function typeAddress(
	page: Page,
	type: 'shipping' | 'billing',
	details: AddressDetails
): Promise< void > {
	const fields = addressFields( page, type );
	const apartment = apartmentField( page, type );
	await fields.firstName.fill( details.firstName );
	await fields.lastName.fill( details.lastName );
	await fields.address.fill( details.address );
	// Behind its button while empty; a billing form filled from the shipping address shows it already.
	if ( await apartment.toggle.isVisible() ) {
		await apartment.toggle.click();
	}
	await apartment.input.fill( details.apartment );
	await fields.city.fill( details.city );
	await fields.province.selectOption( { label: details.province } );
	await fields.postcode.fill( details.postcode );
	await fields.phone.fill( details.phone );
}

/** The label of the option a select shows as chosen. */
const chosenOption = ( select: Locator ) =>
	select.evaluate( ( element ) => {
		const list = element as HTMLSelectElement;
		return list.options[ list.selectedIndex ]?.label ?? '';
	} );

/**
 * What an address form shows now, field by field (the apartment line empty
 * when it is still behind its button).
 *
 * @example
 * await expect( readAddress( page, 'shipping' ) ).resolves.toEqual( MADRID_ADDRESS );
 */
export async function readAddress(
	page: Page,
	type: 'shipping' | 'billing'
): Promise< AddressDetails > {
	const fields = addressFields( page, type );
	const apartment = apartmentField( page, type ).input;
	return {
		firstName: await fields.firstName.inputValue(),
		lastName: await fields.lastName.inputValue(),
		address: await fields.address.inputValue(),
		apartment: ( await apartment.count() ) ? await apartment.inputValue() : '',
		city: await fields.city.inputValue(),
		province: await chosenOption( fields.province ),
		postcode: await fields.postcode.inputValue(),
		phone: await fields.phone.inputValue(),
	};
}

/**
 * The notes a shopper writes when they fill in every field of the checkout
 * (`fillEveryCheckoutField`).
 *
 * @example
 * const notes: CheckoutNotes = { giftNote: 'Para Lucía', orderNote: 'Dejadlo en conserjería.' };
 */
export interface CheckoutNotes {
	giftNote: string;
	orderNote: string;
}

/**
 * Fills in every field of the checkout as a shopper does: the Madrid
 * guest's email, the newsletter ticked, the Madrid address with its flat,
 * «use the same address» unticked and the Barcelona billing address, the
 * gift note, «add a note» ticked and the order note.
 *
 * @example
 * await fillEveryCheckoutField( page, { giftNote, orderNote } );
 */
export async function fillEveryCheckoutField(
	page: Page,
	{ giftNote, orderNote }: CheckoutNotes
): Promise< void > {
	const extras = checkoutExtras( page );
	await emailField( page ).fill( MADRID_GUEST.email );
	await extras.newsletter.check();
	await typeAddress( page, 'shipping', MADRID_ADDRESS );
	await extras.sameAddress.uncheck();
	await typeAddress( page, 'billing', BARCELONA_BILLING );
	await extras.giftNote.fill( giftNote );
	await extras.addNote.check();
	await extras.orderNote.fill( orderNote );
}

/**
 * Waits for the checkout and expects every field as `fillEveryCheckoutField`
 * filled it in.
 *
 * @example
 * await page.reload();
 * await expectEveryCheckoutField( page, { giftNote, orderNote } );
 */
export async function expectEveryCheckoutField(
	page: Page,
	{ giftNote, orderNote }: CheckoutNotes
): Promise< void > {
	const extras = checkoutExtras( page );
	await placeOrderButton( page ).waitFor();
	await extras.orderNote.waitFor();
	await expect( emailField( page ).inputValue() ).resolves.toBe( MADRID_GUEST.email );
	await expect( extras.newsletter.isChecked() ).resolves.toBe( true );
	await expect( readAddress( page, 'shipping' ) ).resolves.toEqual( MADRID_ADDRESS );
	await expect( extras.sameAddress.isChecked() ).resolves.toBe( false );
	await expect( readAddress( page, 'billing' ) ).resolves.toEqual( BARCELONA_BILLING );
	await expect( extras.giftNote.inputValue() ).resolves.toBe( giftNote );
	await expect( extras.addNote.isChecked() ).resolves.toBe( true );
	await expect( extras.orderNote.inputValue() ).resolves.toBe( orderNote );
}
