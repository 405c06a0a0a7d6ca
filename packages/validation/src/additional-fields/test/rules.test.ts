/** Tests of additional fields' rule schemas: required and hidden rules, validation schemas, $data, messages. */

import {
	applyFieldRules,
	buildCheckoutDocument,
	getFormErrors,
	loadFieldRuleEvaluator,
} from '@cesta/validation';
import type { AddressFormField, CheckoutDocument, FieldRuleEvaluator } from '@cesta/validation';

import { useEnglish, useSpanish } from '../../test/spanish';

const field = ( overrides: Partial< AddressFormField > & Pick< AddressFormField, 'key' > ) =>
	( {
		label: 'Field',
		optionalLabel: 'Field (optional)',
		required: false,
		hidden: false,
		index: 1000,
		type: 'text',
		location: 'order',
		...overrides,
	} ) as AddressFormField;

const PICKUP_RULE = { cart: { properties: { prefers_collection: { const: true } } } };
const DELIVERY_RULE = { cart: { properties: { prefers_collection: { const: false } } } };

const giftNote = field( {
	key: 'mi-tienda/punto-de-recogida',
	label: 'Pickup contact',
	rules: { required: PICKUP_RULE, hidden: DELIVERY_RULE },
} );

const nif = field( {
	key: 'mi-tienda/nif',
	label: 'NIF',
	location: 'address',
	required: true,
	rules: { validation: { type: 'string', pattern: '^[0-9XYZ][0-9]{7}[A-Z]$' } },
	validation: { type: 'string', pattern: '^[0-9XYZ][0-9]{7}[A-Z]$' },
} );

const documentWith = ( input: Parameters< typeof buildCheckoutDocument >[ 0 ] = {} ) =>
	buildCheckoutDocument( input );

let evaluator: FieldRuleEvaluator;

beforeAll( async () => {
	evaluator = await loadFieldRuleEvaluator();
} );

afterEach( useEnglish );

describe( 'given the evaluator', () => {
	it( 'loads once: later calls share it', async () => {
		await expect( loadFieldRuleEvaluator() ).resolves.toBe( evaluator );
	} );
} );

describe( 'given a field required and shown only for local pickup (WooCommerce’s documented example)', () => {
	it( 'when the shopper prefers delivery › is hidden, so not required', () => {
		const document = documentWith( { prefersCollection: false } );

		expect( evaluator.isHidden( giftNote, document ) ).toBe( true );
		expect( evaluator.isRequired( giftNote, document ) ).toBe( false );
	} );

	it( 'when the shopper prefers pickup › is shown and required', () => {
		const document = documentWith( { prefersCollection: true } );

		expect( evaluator.isHidden( giftNote, document ) ).toBe( false );
		expect( evaluator.isRequired( giftNote, document ) ).toBe( true );
	} );

	it( 'applies the rules to a list of fields, keeping fields without rules as they are', () => {
		const plain = field( { key: 'mi-tienda/otro', required: true } );
		const fields = [ giftNote, plain ];

		const delivery = applyFieldRules(
			fields,
			documentWith( { prefersCollection: false } ),
			evaluator
		);
		const pickup = applyFieldRules(
			fields,
			documentWith( { prefersCollection: true } ),
			evaluator
		);

		expect( delivery[ 0 ] ).toMatchObject( { hidden: true, required: false } );
		expect( pickup[ 0 ] ).toMatchObject( { hidden: false, required: true } );
		expect( delivery[ 1 ] ).toBe( plain );
		expect( pickup[ 1 ] ).toBe( plain );
	} );

	it( 'until the evaluator is loaded › leaves every field as the settings describe it', () => {
		const fields = applyFieldRules( [ giftNote ], documentWith(), null );

		expect( fields ).toEqual( [ giftNote ] );
	} );
} );

describe( 'given rules written in each form WooCommerce accepts', () => {
	const document = documentWith( {
		paymentMethod: 'cod',
		cart: { coupons: [ { code: 'DESCUENTO10' } ], itemsCount: 3 },
	} );

	it.each( [
		[
			'a schema of the whole document',
			{ properties: { checkout: { properties: { payment_method: { const: 'cod' } } } } },
			true,
		],
		[
			'the document’s parts alone',
			{ checkout: { properties: { payment_method: { const: 'bacs' } } } },
			false,
		],
		[
			'a list, any of which may match',
			[
				{ cart: { properties: { items_count: { minimum: 5 } } } },
				{ cart: { properties: { coupons: { contains: { const: 'DESCUENTO10' } } } } },
			],
			true,
		],
		[
			'a list none of which matches',
			[ { cart: { properties: { items_count: { minimum: 5 } } } } ],
			false,
		],
		[ 'a required property', { checkout: { required: [ 'payment_method' ] } }, true ],
	] )( '%s › matches: %s', ( _, rule, expected ) => {
		expect( evaluator.matches( rule, document ) ).toBe( expected );
	} );

	it( 'reads rules kept under `rules` (WooCommerce 9.8) as well', () => {
		const codOnly = field( {
			key: 'mi-tienda/codigo',
			rules: { hidden: { checkout: { properties: { payment_method: { const: 'cod' } } } } },
		} );

		expect( evaluator.isHidden( codOnly, document ) ).toBe( true );
		expect( evaluator.isHidden( codOnly, documentWith( { paymentMethod: 'bacs' } ) ) ).toBe(
			false
		);
	} );
} );

describe( 'given a validation schema', () => {
	const context = { location: 'address' as const, addressType: 'billing' as const };
	const document = documentWith();

	it( 'when the value matches › has no error', () => {
		expect( evaluator.getSchemaError( nif, '12345678Z', document, context ) ).toBeUndefined();
	} );

	it( 'when the pattern fails › names the field and the pattern', () => {
		expect( evaluator.getSchemaError( nif, '1234', document, context ) ).toBe(
			'NIF must match the pattern ^[0-9XYZ][0-9]{7}[A-Z]$'
		);
	} );

	it( 'when the pattern fails inside a combination › still names the pattern', () => {
		const nested = field( {
			key: 'mi-tienda/iban',
			label: 'IBAN',
			validation: { allOf: [ { minLength: 4 }, { pattern: '^ES[0-9]{22}$' } ] },
		} );

		expect( evaluator.getSchemaError( nested, 'ES12', document, { location: 'order' } ) ).toBe(
			'IBAN must match the pattern ^ES[0-9]{22}$'
		);
	} );

	it( 'when another keyword fails › says the schema’s own message, else the field’s, else “is invalid”', () => {
		const short = { type: 'string', minLength: 10 };
		const withSchemaMessage = field( {
			key: 'a/b',
			label: 'Gift note',
			validation: { ...short, errorMessage: 'Write at least ten letters.' },
			errorMessage: 'The field’s own message.',
		} );
		const withFieldMessage = field( {
			key: 'a/c',
			label: 'Gift note',
			validation: short,
			errorMessage: 'The field’s own message.',
		} );
		const withNone = field( { key: 'a/d', label: 'Gift note', validation: short } );

		expect(
			evaluator.getSchemaError( withSchemaMessage, 'Hola', document, { location: 'order' } )
		).toBe( 'Write at least ten letters.' );
		expect(
			evaluator.getSchemaError( withFieldMessage, 'Hola', document, { location: 'order' } )
		).toBe( 'The field’s own message.' );
		expect(
			evaluator.getSchemaError( withNone, 'Hola', document, { location: 'order' } )
		).toBe( 'Gift note is invalid' );
	} );

	it( 'checks formats (an email)', () => {
		const email = field( {
			key: 'a/email',
			label: 'Alternative email',
			validation: { type: 'string', format: 'email' },
		} );

		expect(
			evaluator.getSchemaError( email, 'lucia@correo.es', document, { location: 'contact' } )
		).toBeUndefined();
		expect(
			evaluator.getSchemaError( email, 'no es un correo', document, { location: 'contact' } )
		).toBe( 'Alternative email is invalid' );
	} );

	it( 'when the shop is in Spanish › says it in Spanish', () => {
		useSpanish();
		const short = field( { key: 'a/d', label: 'Nota', validation: { minLength: 10 } } );

		expect( evaluator.getSchemaError( nif, '1234', document, context ) ).toBe(
			'NIF debe coincidir con el patrón ^[0-9XYZ][0-9]{7}[A-Z]$'
		);
		expect( evaluator.getSchemaError( short, 'Hola', document, { location: 'order' } ) ).toBe(
			'El campo «Nota» no es válido'
		);
	} );
} );

describe( 'given validation schemas that refer to other values ($data)', () => {
	const document: CheckoutDocument = documentWith( {
		cart: {
			billingAddress: { email: 'lucia@correo.es', phone: '600000000', country: 'ES' },
			shippingAddress: { phone: '911111111', country: 'ES' },
		},
	} );

	it( 'by an absolute pointer: an alternative email must differ from the billing one', () => {
		const alternative = field( {
			key: 'mi-tienda/email-alternativo',
			label: 'Alternative email',
			location: 'contact',
			validation: {
				type: 'string',
				format: 'email',
				not: { const: { $data: '/customer/billing_address/email' } },
				errorMessage: 'Please enter a different email.',
			},
		} );

		expect(
			evaluator.getSchemaError( alternative, 'lucia@correo.es', document, {
				location: 'contact',
			} )
		).toBe( 'Please enter a different email.' );
		expect(
			evaluator.getSchemaError( alternative, 'otra@correo.es', document, {
				location: 'contact',
			} )
		).toBeUndefined();
	} );

	it( 'by a relative pointer: a second phone must differ from the same address’s phone', () => {
		const mobile = field( {
			key: 'mi-tienda/movil',
			label: 'Mobile',
			location: 'address',
			validation: { not: { const: { $data: '1/phone' } } },
		} );

		expect(
			evaluator.getSchemaError( mobile, '600000000', document, {
				location: 'address',
				addressType: 'billing',
			} )
		).toBe( 'Mobile is invalid' );
		expect(
			evaluator.getSchemaError( mobile, '600000000', document, {
				location: 'address',
				addressType: 'shipping',
			} )
		).toBeUndefined();
	} );

	it( 'by WooCommerce’s documented root form (0/customer/…)', () => {
		const other = field( {
			key: 'mi-tienda/otro',
			label: 'Other phone',
			location: 'address',
			validation: { not: { const: { $data: '0/customer/billing_address/phone' } } },
		} );

		expect(
			evaluator.getSchemaError( other, '600000000', document, {
				location: 'address',
				addressType: 'shipping',
			} )
		).toBe( 'Other phone is invalid' );
	} );

	it( 'by a pointer that names nothing › the keyword does not apply', () => {
		const lenient = field( {
			key: 'mi-tienda/x',
			label: 'X',
			validation: { maxLength: { $data: '/checkout/nothing' } },
		} );

		expect(
			evaluator.getSchemaError( lenient, 'any length at all', document, {
				location: 'order',
			} )
		).toBeUndefined();
	} );

	it( 'in a rule: required when the shipping phone is the billing one', () => {
		const rule = {
			customer: {
				properties: {
					shipping_address: {
						properties: {
							phone: { const: { $data: '/customer/billing_address/phone' } },
						},
					},
				},
			},
		};
		const samePhones = documentWith( {
			cart: {
				billingAddress: { phone: '600000000' },
				shippingAddress: { phone: '600000000' },
			},
		} );

		expect( evaluator.matches( rule, samePhones ) ).toBe( true );
		expect( evaluator.matches( rule, document ) ).toBe( false );
	} );
} );

describe( 'given a whole form’s values', () => {
	const orderFields = [
		nif,
		field( { key: 'mi-tienda/opcional', label: 'Optional', validation: { minLength: 3 } } ),
		field( { key: 'mi-tienda/oculto', label: 'Hidden', hidden: true, required: true } ),
		field( {
			key: 'mi-tienda/tipo',
			label: 'Type',
			type: 'select',
			required: true,
			options: [ { value: 'particular', label: 'Particular' } ],
		} ),
	];

	it( 'validates only visible fields that are required or non-empty', () => {
		expect(
			getFormErrors( { 'mi-tienda/nif': '', 'mi-tienda/opcional': '' }, orderFields, {
				document: documentWith(),
				evaluator,
			} )
		).toEqual( {
			'mi-tienda/nif': 'Please enter a valid nif',
			'mi-tienda/tipo': 'Please select a valid option',
		} );
	} );

	it( 'checks filled values against their schema, then the field rules', () => {
		expect(
			getFormErrors(
				{
					'mi-tienda/nif': '1234',
					'mi-tienda/opcional': 'ab',
					'mi-tienda/tipo': 'empresa',
				},
				orderFields,
				{ document: documentWith(), evaluator }
			)
		).toEqual( {
			'mi-tienda/nif': 'NIF must match the pattern ^[0-9XYZ][0-9]{7}[A-Z]$',
			'mi-tienda/opcional': 'Optional is invalid',
			'mi-tienda/tipo': 'Please select a valid option',
		} );
	} );

	it( 'without the evaluator › checks the field rules only', () => {
		expect(
			getFormErrors(
				{ 'mi-tienda/nif': '1234', 'mi-tienda/tipo': 'particular' },
				orderFields
			)
		).toEqual( {} );
	} );
} );
