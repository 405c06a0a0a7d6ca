/** Tests of reading a gateways configuration: defaults, every outcome, and errors that name the bad field. */

import { GatewaysConfigError, parseGatewaysConfig } from '../parse-gateways-config';

const parse = ( config: unknown ) =>
	parseGatewaysConfig( JSON.stringify( config ), 'gateways.json' );

/** The error a configuration gets, or null when it is accepted. */
const errorOf = ( config: unknown ) => {
	try {
		parse( config );
		return null;
	} catch ( error ) {
		return error as GatewaysConfigError;
	}
};

describe( 'a gateways configuration', () => {
	it( 'given a gateway with only an id and a title › it gets the defaults: products, takes payment, succeeds, no description', () => {
		expect( parse( { gateways: [ { id: 'acme_pay', title: 'Acme Pay' } ] } ) ).toEqual( {
			gateways: [
				{
					id: 'acme_pay',
					title: 'Acme Pay',
					description: '',
					supports: [ 'products' ],
					needsPayment: true,
					outcome: { result: 'success' },
				},
			],
		} );
	} );

	it( 'given the array alone and every kind of outcome › each is read as written', () => {
		const outcomesByPaymentData = {
			key: 'wallet_code',
			values: {
				'0000': { result: 'failure', message: 'Sin saldo.' },
				'5000': { result: 'error', message: 'El monedero no responde.' },
				'7000': { result: 'pending', redirectUrl: '{order_received_url}&paso=banco' },
			},
		};
		const [ gateway ] = parse( [
			{
				id: 'wallet',
				title: 'Monedero',
				description: 'Paga con tu monedero.',
				supports: [ 'products', 'refunds' ],
				needsPayment: false,
				outcome: { result: 'pending', redirectUrl: 'https://pasarela.example/pagar' },
				outcomesByPaymentData,
			},
		] ).gateways;
		expect( gateway ).toEqual( {
			id: 'wallet',
			title: 'Monedero',
			description: 'Paga con tu monedero.',
			supports: [ 'products', 'refunds' ],
			needsPayment: false,
			outcome: { result: 'pending', redirectUrl: 'https://pasarela.example/pagar' },
			outcomesByPaymentData,
		} );
	} );

	it.each( [
		[ 'not JSON', null, /gateways\.json cannot be used: it is not valid JSON/ ],
		[ 'no gateways array', { gateway: [] }, /gateways must be an array of gateways/ ],
		[
			'a gateway without a title',
			{ gateways: [ { id: 'acme' } ] },
			/gateways\[0\]\.title must be a non-empty string \(got nothing\)/,
		],
		[
			'an id with a space',
			{ gateways: [ { id: 'acme pay', title: 'Acme' } ] },
			/gateways\[0\]\.id must be letters, digits, _ and - only \(got "acme pay"\)/,
		],
		[
			'an unknown outcome',
			{ gateways: [ { id: 'a', title: 'A', outcome: { result: 'ok' } } ] },
			/gateways\[0\]\.outcome\.result must be one of success, pending, failure, error \(got "ok"\)/,
		],
		[
			'a failure without its message',
			{ gateways: [ { id: 'a', title: 'A', outcome: { result: 'failure' } } ] },
			/gateways\[0\]\.outcome\.message must be a non-empty string/,
		],
		[
			'a pending outcome without a URL',
			{
				gateways: [
					{ id: 'a', title: 'A', outcome: { result: 'pending', redirectUrl: 'banco' } },
				],
			},
			/gateways\[0\]\.outcome\.redirectUrl must be an http\(s\) URL/,
		],
		[
			'a bad outcome by payment data',
			{
				gateways: [
					{
						id: 'a',
						title: 'A',
						outcomesByPaymentData: { key: 'code', values: { x: { result: 'error' } } },
					},
				],
			},
			/gateways\[0\]\.outcomesByPaymentData\.values\["x"\]\.message must be/,
		],
		[
			'needsPayment as a string',
			{ gateways: [ { id: 'a', title: 'A', needsPayment: 'yes' } ] },
			/gateways\[0\]\.needsPayment must be true or false \(got "yes"\)/,
		],
		[
			'supports as a string',
			{ gateways: [ { id: 'a', title: 'A', supports: 'products' } ] },
			/gateways\[0\]\.supports must be an array of feature names/,
		],
		[
			'a misspelt field',
			{ gateways: [ { id: 'a', title: 'A', outcomes: {} } ] },
			/gateways\[0\]\.outcomes must be left out \(a gateway has id, title/,
		],
		[
			'two gateways with one id',
			{
				gateways: [
					{ id: 'a', title: 'A' },
					{ id: 'a', title: 'B' },
				],
			},
			/gateways\[1\]\.id repeats the id "a" of an earlier gateway/,
		],
	] )(
		'given %s › it is refused with an error naming the file and the bad field',
		( _case, config, message ) => {
			const error =
				config === null
					? ( () => {
							try {
								parseGatewaysConfig( '{ "gateways": [', 'gateways.json' );
							} catch ( caught ) {
								return caught as GatewaysConfigError;
							}
							return null;
						} )()
					: errorOf( config );
			expect( error ).toBeInstanceOf( GatewaysConfigError );
			expect( error?.message ).toMatch(
				/^The gateways configuration gateways\.json cannot be used: /
			);
			expect( error?.message ).toMatch( message );
		}
	);

	it( 'given a bad field › the error carries its path for tools', () => {
		expect( errorOf( { gateways: [ { id: 'a', title: '' } ] } )?.field ).toBe(
			'gateways[0].title'
		);
	} );
} );
