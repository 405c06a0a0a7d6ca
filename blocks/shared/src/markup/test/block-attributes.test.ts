/** Tests of reading block attributes from markup: types, defaults, enums, datasets and kebab-case names. */

import { parseBlockAttributes } from '../..';
import { datasetOf, toKebabCase } from '../block-attributes';

const CART_ATTRIBUTES = {
	hasDarkControls: { type: 'boolean' as const, default: false },
	isShippingCalculatorEnabled: { type: 'boolean' as const, default: true },
	columns: { type: 'integer' as const, default: 3 },
	ratio: { type: 'number' as const },
	alignButtons: { type: 'string' as const, default: 'left' },
	contentVisibility: { type: 'object' as const, default: { price: true } },
	productIds: { type: 'array' as const, default: [] },
};

describe( 'parseBlockAttributes', () => {
	it( 'given the dataset the server printed › parses each attribute by its type', () => {
		expect(
			parseBlockAttributes( 'woocommerce/cart', CART_ATTRIBUTES, {
				hasDarkControls: 'true',
				isShippingCalculatorEnabled: 'false',
				columns: '4',
				ratio: '1.5',
				alignButtons: 'right',
				contentVisibility: '{"price":false,"title":true}',
				productIds: '[12,34]',
			} )
		).toEqual( {
			hasDarkControls: true,
			isShippingCalculatorEnabled: false,
			columns: 4,
			ratio: 1.5,
			alignButtons: 'right',
			contentVisibility: { price: false, title: true },
			productIds: [ 12, 34 ],
		} );
	} );

	it( 'given attributes missing from the markup › uses the defaults and leaves out those without', () => {
		expect( parseBlockAttributes( 'woocommerce/cart', CART_ATTRIBUTES, {} ) ).toEqual( {
			hasDarkControls: false,
			isShippingCalculatorEnabled: true,
			columns: 3,
			alignButtons: 'left',
			contentVisibility: { price: true },
			productIds: [],
		} );
	} );

	it.each( [
		[ 'hasDarkControls', 'yes', 'a valid boolean' ],
		[ 'columns', '2.5', 'a valid integer' ],
		[ 'ratio', 'wide', 'a valid number' ],
		[ 'contentVisibility', '{broken', 'a valid object' ],
		[ 'productIds', '{"a":1}', 'a valid array' ],
	] )(
		'given %s="%s" › warns, uses the default and keeps the other attributes',
		( attribute, raw, expected ) => {
			const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
			const parsed = parseBlockAttributes( 'woocommerce/cart', CART_ATTRIBUTES, {
				[ attribute ]: raw,
				alignButtons: 'center',
			} );
			expect( parsed.alignButtons ).toBe( 'center' );
			expect( parsed[ attribute ] ).toEqual(
				( CART_ATTRIBUTES as Record< string, { default?: unknown } > )[ attribute ]!.default
			);
			expect( warn ).toHaveBeenCalledWith(
				`Block "woocommerce/cart": the markup gives attribute "${ attribute }" the value ${ JSON.stringify(
					raw
				) }, which is not ${ expected }; its default is used instead.`
			);
		}
	);

	it( 'given an enum › accepts listed values and replaces others with the default', () => {
		const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
		const definitions = {
			layout: { type: 'string' as const, enum: [ 'grid', 'list' ], default: 'grid' },
		};
		expect( parseBlockAttributes( 'acme/list', definitions, { layout: 'list' } ) ).toEqual( {
			layout: 'list',
		} );
		expect( parseBlockAttributes( 'acme/list', definitions, { layout: 'table' } ) ).toEqual( {
			layout: 'grid',
		} );
		expect( warn ).toHaveBeenCalledWith(
			expect.stringContaining( 'string among ["grid","list"]' )
		);
	} );

	it( 'given a list of types › takes the first that fits', () => {
		const definitions = { limit: { type: [ 'integer' as const, 'string' as const ] } };
		expect( parseBlockAttributes( 'acme/list', definitions, { limit: '5' } ) ).toEqual( {
			limit: 5,
		} );
		expect( parseBlockAttributes( 'acme/list', definitions, { limit: 'all' } ) ).toEqual( {
			limit: 'all',
		} );
	} );

	it( 'given an attribute without a type › keeps the raw string', () => {
		expect(
			parseBlockAttributes( 'acme/list', { label: { default: 'x' } }, { label: 'true' } )
		).toEqual( { label: 'true' } );
	} );

	it( 'given a name with digits › finds the data attribute WordPress printed for it', () => {
		const dataset = datasetOf( { 'data-columns-2': '6' } );
		expect( dataset ).toEqual( { 'columns-2': '6' } );
		expect(
			parseBlockAttributes( 'acme/grid', { columns2: { type: 'integer' } }, dataset )
		).toEqual( { columns2: 6 } );
	} );
} );

describe( 'datasetOf', () => {
	it( 'given element attributes › gives the camelCased data attributes without the block name', () => {
		expect(
			datasetOf( {
				class: 'wp-block-acme-note',
				'data-block-name': 'acme/note',
				'data-show-rate-after-tax-name': 'true',
				'aria-hidden': 'true',
			} )
		).toEqual( { showRateAfterTaxName: 'true' } );
	} );
} );

describe( 'toKebabCase', () => {
	it.each( [
		[ 'hasDarkControls', 'has-dark-controls' ],
		[ 'showRateAfterTaxName', 'show-rate-after-tax-name' ],
		[ 'columns2', 'columns-2' ],
		[ 'URLPath', 'url-path' ],
	] )( 'given %s › gives %s as WordPress does', ( name, kebab ) => {
		expect( toKebabCase( name ) ).toBe( kebab );
	} );
} );
