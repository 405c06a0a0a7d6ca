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
	it( 'given the sample shop in English › prints exactly the captured defaultFields, key and property order included', () => {
		const { defaultFields } = checkoutFieldsSetting( createContext( { siteLocale: 'en_US' } ) );

		expect( JSON.stringify( defaultFields ) ).toBe(
			JSON.stringify( capturedPage.wcSettings.defaultFields )
		);
	} );

	it( 'given the sample shop › prints the captured addressFieldsLocations', () => {
		const { addressFieldsLocations } = checkoutFieldsSetting(
			createContext( { siteLocale: 'en_US' } )
		);

		expect( addressFieldsLocations ).toEqual( capturedPage.wcSettings.addressFieldsLocations );
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
