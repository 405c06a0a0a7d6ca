/** Reads and checks a gateways configuration: a clear error naming the first bad field. */

import {
	duplicateGatewayMessage,
	gatewaysConfigMessage,
	invalidFieldMessage,
	notJsonMessage,
} from './messages';
import type {
	DeclaredGateway,
	GatewaysConfig,
	OutcomesByPaymentData,
	ScriptedOutcome,
} from './types';

/**
 * A gateways configuration that cannot be used; `field` names the bad field
 * (`gateways[0].outcome.message`), empty when the file is not JSON.
 *
 * @example
 * try { parseGatewaysConfig( text, 'gateways.json' ); } catch ( error ) { if ( error instanceof GatewaysConfigError ) console.error( error.field ); }
 */
export class GatewaysConfigError extends Error {
	readonly field: string;

	constructor( source: string, problem: string, field = '' ) {
		super( gatewaysConfigMessage( source, problem ) );
		this.name = 'GatewaysConfigError';
		this.field = field;
	}
}

/** Ids WooCommerce accepts for a gateway, as `payment_method` and in `<id>_data`. */
const GATEWAY_ID = /^[a-z0-9_-]+$/i;
const RESULTS = [ 'success', 'pending', 'failure', 'error' ] as const;
const GATEWAY_FIELDS = [
	'id',
	'title',
	'description',
	'supports',
	'needsPayment',
	'outcome',
	'outcomesByPaymentData',
];

type Fail = ( field: string, expected: string, got: unknown ) => never;

const isObject = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

const text = ( fail: Fail, field: string, value: unknown, { empty = false } = {} ): string => {
	if ( typeof value !== 'string' || ( ! empty && ! value.trim() ) ) {
		fail( field, empty ? 'a string' : 'a non-empty string', value );
	}
	return value as string;
};

function parseOutcome( fail: Fail, field: string, value: unknown ): ScriptedOutcome {
	if ( ! isObject( value ) ) {
		return fail( field, 'an object such as { "result": "success" }', value );
	}
	const result = value.result;
	if ( ! RESULTS.includes( result as ( typeof RESULTS )[ number ] ) ) {
		return fail( `${ field }.result`, `one of ${ RESULTS.join( ', ' ) }`, result );
	}
	if ( result === 'pending' ) {
		const redirectUrl = text( fail, `${ field }.redirectUrl`, value.redirectUrl );
		if ( ! /^(https?:\/\/|\/|\{order_received_url\})/.test( redirectUrl ) ) {
			fail(
				`${ field }.redirectUrl`,
				'an http(s) URL, a path starting with /, or {order_received_url}…',
				redirectUrl
			);
		}
		return { result, redirectUrl };
	}
	if ( result === 'failure' || result === 'error' ) {
		return { result, message: text( fail, `${ field }.message`, value.message ) };
	}
	return { result: 'success' };
}

function parseOutcomesByPaymentData(
	fail: Fail,
	field: string,
	value: unknown
): OutcomesByPaymentData {
	if ( ! isObject( value ) ) {
		return fail( field, 'an object with "key" and "values"', value );
	}
	const key = text( fail, `${ field }.key`, value.key );
	if ( ! isObject( value.values ) ) {
		return fail(
			`${ field }.values`,
			'an object of outcomes by payment_data value',
			value.values
		);
	}
	return {
		key,
		values: Object.fromEntries(
			Object.entries( value.values ).map( ( [ posted, outcome ] ) => [
				posted,
				parseOutcome( fail, `${ field }.values[${ JSON.stringify( posted ) }]`, outcome ),
			] )
		),
	};
}

function parseGateway( fail: Fail, field: string, value: unknown ): DeclaredGateway {
	if ( ! isObject( value ) ) {
		return fail( field, 'an object', value );
	}
	const unknownField = Object.keys( value ).find( ( name ) => ! GATEWAY_FIELDS.includes( name ) );
	if ( unknownField ) {
		fail(
			`${ field }.${ unknownField }`,
			`left out (a gateway has ${ GATEWAY_FIELDS.join( ', ' ) })`,
			value[ unknownField ]
		);
	}
	const id = text( fail, `${ field }.id`, value.id );
	if ( ! GATEWAY_ID.test( id ) ) {
		fail( `${ field }.id`, 'letters, digits, _ and - only', id );
	}
	const supports = value.supports ?? [ 'products' ];
	if (
		! Array.isArray( supports ) ||
		! supports.every( ( feature ) => typeof feature === 'string' && feature )
	) {
		fail( `${ field }.supports`, 'an array of feature names such as [ "products" ]', supports );
	}
	const needsPayment = value.needsPayment ?? true;
	if ( typeof needsPayment !== 'boolean' ) {
		fail( `${ field }.needsPayment`, 'true or false', needsPayment );
	}
	return {
		id,
		title: text( fail, `${ field }.title`, value.title ),
		description: text( fail, `${ field }.description`, value.description ?? '', {
			empty: true,
		} ),
		supports: supports as string[],
		needsPayment: needsPayment as boolean,
		outcome:
			value.outcome === undefined
				? { result: 'success' }
				: parseOutcome( fail, `${ field }.outcome`, value.outcome ),
		...( value.outcomesByPaymentData === undefined
			? {}
			: {
					outcomesByPaymentData: parseOutcomesByPaymentData(
						fail,
						`${ field }.outcomesByPaymentData`,
						value.outcomesByPaymentData
					),
				} ),
	};
}

/**
 * Reads a gateways configuration (JSON text: `{ "gateways": [ … ] }`, or
 * the array alone) and checks every field, filling in the defaults
 * (`supports: [ 'products' ]`, `needsPayment: true`, `outcome: { result:
 * 'success' }`, `description: ''`). Throws a `GatewaysConfigError` naming
 * the configuration (`source`) and the first bad field.
 *
 * @example
 * const { gateways } = parseGatewaysConfig(
 * 	'{ "gateways": [ { "id": "acme_pay", "title": "Acme Pay", "outcome": { "result": "failure", "message": "Rechazada." } } ] }',
 * 	'gateways.json'
 * );
 * gateways[ 0 ].supports; // [ 'products' ]
 */
export function parseGatewaysConfig( json: string, source: string ): GatewaysConfig {
	let parsed: unknown;
	try {
		parsed = JSON.parse( json );
	} catch ( error ) {
		throw new GatewaysConfigError(
			source,
			notJsonMessage( error instanceof Error ? error.message : String( error ) )
		);
	}
	const fail: Fail = ( field, expected, got ) => {
		throw new GatewaysConfigError( source, invalidFieldMessage( field, expected, got ), field );
	};
	const list = Array.isArray( parsed ) ? parsed : isObject( parsed ) ? parsed.gateways : parsed;
	if ( ! Array.isArray( list ) ) {
		return fail( 'gateways', 'an array of gateways', list );
	}
	const seen = new Set< string >();
	const gateways = list.map( ( entry, index ) => {
		const gateway = parseGateway( fail, `gateways[${ index }]`, entry );
		if ( seen.has( gateway.id ) ) {
			const field = `gateways[${ index }].id`;
			throw new GatewaysConfigError(
				source,
				duplicateGatewayMessage( field, gateway.id ),
				field
			);
		}
		seen.add( gateway.id );
		return gateway;
	} );
	return { gateways };
}
