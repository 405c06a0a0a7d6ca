/** Tests of elementProps: React prop names, htmlFor, booleans, uncontrolled form controls, SVG, custom tags. */

import { elementProps } from '../element-props';

describe( 'elementProps', () => {
	it( 'given HTML attributes › gives the React prop names', () => {
		expect(
			elementProps( 'td', false, {
				class: 'price',
				colspan: '2',
				tabindex: '-1',
				'data-title': 'Precio',
				'aria-hidden': 'true',
				style: 'text-align: right',
			} )
		).toEqual( {
			className: 'price',
			colSpan: '2',
			tabIndex: '-1',
			'data-title': 'Precio',
			'aria-hidden': 'true',
			style: { textAlign: 'right' },
		} );
	} );

	it( 'given a label › maps for to htmlFor', () => {
		expect( elementProps( 'label', false, { for: 'email' } ) ).toEqual( { htmlFor: 'email' } );
	} );

	it( 'given boolean attributes › passes true whatever the value', () => {
		expect( elementProps( 'details', false, { open: '', hidden: 'hidden' } ) ).toEqual( {
			open: true,
			hidden: true,
		} );
	} );

	it( 'given form controls › leaves them uncontrolled', () => {
		expect(
			elementProps( 'input', false, {
				type: 'checkbox',
				value: 'si',
				checked: '',
				readonly: '',
			} )
		).toEqual( { type: 'checkbox', defaultValue: 'si', defaultChecked: true, readOnly: true } );
		expect( elementProps( 'option', false, { value: 'ES', selected: '' } ) ).toEqual( {
			value: 'ES',
		} );
	} );

	it( 'given SVG attributes › camelCases them', () => {
		expect(
			elementProps( 'path', true, {
				'stroke-width': '2',
				'fill-rule': 'evenodd',
				'xlink:href': '#icon',
				class: 'icon',
				'data-x': '1',
			} )
		).toEqual( {
			strokeWidth: '2',
			fillRule: 'evenodd',
			xlinkHref: '#icon',
			className: 'icon',
			'data-x': '1',
		} );
	} );

	it( 'given a custom element › keeps the attributes as they are', () => {
		expect(
			elementProps( 'wc-order-attribution-inputs', false, { class: 'x', id: 'y' } )
		).toEqual( {
			class: 'x',
			id: 'y',
		} );
	} );
} );
