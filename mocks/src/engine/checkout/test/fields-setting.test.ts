/**
 * @jest-environment node
 *
 * Tests of the checkout form's field settings the shop prints, against what
 * WooCommerce 9.9.5 printed on the captured checkout page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { createContext } from '../../core/context';
import { checkoutFieldsSetting } from '../fields-setting';

const capturedPage = JSON.parse(
	readFileSync(
		join( __dirname, '../../../../../reference/wc-page-data/checkout-page.json' ),
		'utf8'
	)
) as { wcSettings: { defaultFields: object; addressFieldsLocations: object } };

describe( 'checkoutFieldsSetting', () => {
	it( 'given the sample shop’s field options in English, no extension fields › prints exactly the captured defaultFields, key and property order included', () => {
		const { defaultFields } = checkoutFieldsSetting(
			createContext( { siteLocale: 'en_US', settings: { additionalFields: [] } } )
		);

		expect( JSON.stringify( defaultFields ) ).toBe(
			JSON.stringify( capturedPage.wcSettings.defaultFields )
		);
	} );

	it( 'given no extension fields › prints the captured addressFieldsLocations', () => {
		const { addressFieldsLocations } = checkoutFieldsSetting(
			createContext( { siteLocale: 'en_US', settings: { additionalFields: [] } } )
		);

		expect( addressFieldsLocations ).toEqual( capturedPage.wcSettings.addressFieldsLocations );
	} );

	it( 'given the sample shop’s extension fields › prints each as registered and lists it in its area', () => {
		const { defaultFields, addressFieldsLocations } = checkoutFieldsSetting(
			createContext( { siteLocale: 'es_ES' } )
		);

		expect( defaultFields[ 'cesta-demo/gift-note' ] ).toEqual( {
			id: 'cesta-demo/gift-note',
			label: 'Nota para el regalo',
			optionalLabel: 'Nota para el regalo (opcional)',
			location: 'order',
			type: 'text',
			hidden: false,
			required: false,
			attributes: [],
			show_in_order_confirmation: true,
			validation: [],
		} );
		expect( defaultFields[ 'cesta-demo/newsletter' ] ).toMatchObject( {
			location: 'contact',
			type: 'checkbox',
		} );
		expect( addressFieldsLocations ).toMatchObject( {
			contact: [ 'email', 'cesta-demo/newsletter' ],
			order: [ 'cesta-demo/gift-note' ],
		} );
	} );

	it( 'given a select field › prints its options in the shop’s language', () => {
		const { defaultFields } = checkoutFieldsSetting(
			createContext( {
				settings: {
					additionalFields: [
						{
							id: 'cesta-demo/horario',
							location: 'order',
							type: 'select',
							required: true,
							label: { en_US: 'Delivery time', es_ES: 'Horario de entrega' },
							options: [
								{ value: 'manana', label: { en_US: 'Morning', es_ES: 'Mañana' } },
								{ value: 'tarde', label: { en_US: 'Afternoon', es_ES: 'Tarde' } },
							],
						},
					],
				},
			} )
		);

		expect( defaultFields[ 'cesta-demo/horario' ] ).toMatchObject( {
			required: true,
			options: [
				{ value: 'manana', label: 'Mañana' },
				{ value: 'tarde', label: 'Tarde' },
			],
		} );
	} );

	it( 'given other field options › company, apartment and phone follow them', () => {
		const { defaultFields } = checkoutFieldsSetting(
			createContext( {
				settings: {
					coreFields: { company: 'required', address_2: 'hidden', phone: 'optional' },
				},
			} )
		);

		expect( [ defaultFields.company, defaultFields.address_2, defaultFields.phone ] ).toEqual( [
			expect.objectContaining( { required: true, hidden: false } ),
			expect.objectContaining( { required: false, hidden: true } ),
			expect.objectContaining( { required: false, hidden: false } ),
		] );
	} );

	it( 'given a Spanish shop › labels are in Spanish', () => {
		const { defaultFields } = checkoutFieldsSetting( createContext( { siteLocale: 'es_ES' } ) );

		expect( defaultFields.phone ).toMatchObject( {
			label: 'Teléfono',
			optionalLabel: 'Teléfono (opcional)',
		} );
	} );
} );
