/**
 * The vendor bundle's `wp.element` and `wp.data` carry every export of their
 * packages but the documented omissions, so an upgrade that adds an export
 * fails here until the lists name it.
 */
import * as data from '@wordpress/data';
import * as element from '@wordpress/element';

import * as vendorData from '../vendor-data';
import * as vendorElement from '../vendor-element';
import { OMITTED_DATA_EXPORTS, OMITTED_ELEMENT_EXPORTS } from '../vendor-omissions';

const exportsOf = ( namespace: object ) =>
	Object.keys( namespace )
		.filter( ( name ) => name !== 'default' && name !== '__esModule' )
		.sort();

describe( 'the vendor bundle’s wp.element', () => {
	it( 'has every export of @wordpress/element, the same functions', () => {
		expect( Object.keys( vendorElement ).sort() ).toEqual( exportsOf( element ) );
		for ( const name of exportsOf( element ) ) {
			if ( ! OMITTED_ELEMENT_EXPORTS.includes( name ) ) {
				expect( vendorElement[ name as keyof typeof vendorElement ] ).toBe(
					element[ name as keyof typeof element ]
				);
			}
		}
	} );

	it( 'when a plugin calls renderToString › throws an error that says what to load instead', () => {
		expect( () => vendorElement.renderToString() ).toThrow(
			"wp.element.renderToString is not part of Cesta's vendor.js (it serves the block editor, not shop pages). Load WordPress's own script for it on this page if a plugin needs it."
		);
	} );
} );

describe( 'the vendor bundle’s wp.data', () => {
	it( 'has every export of @wordpress/data but the persistence plugins, the same functions', () => {
		expect( Object.keys( vendorData ).sort() ).toEqual(
			exportsOf( data ).filter( ( name ) => ! OMITTED_DATA_EXPORTS.includes( name ) )
		);
		for ( const name of Object.keys( vendorData ) ) {
			expect( vendorData[ name as keyof typeof vendorData ] ).toBe(
				data[ name as keyof typeof data ]
			);
		}
	} );
} );
