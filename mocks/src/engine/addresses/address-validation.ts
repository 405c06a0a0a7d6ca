/** Address checks as WooCommerce runs them: email, phone, postcode and state per country, sanitising. */

import { ADDRESS_KEYS } from '@cesta/types';

import type { EngineContext } from '../core/context';
import type { StoreApiErrorDetail } from '../core/errors';
import type { MessageId } from '../core/messages';
import { ALL_COUNTRY_CODES, COUNTRY_STATES, POSTCODE_PATTERNS } from './countries';

/** Address keys and values as posted: anything may arrive. */
export type RawAddress = Record< string, unknown >;

/**
 * Whether a string is an email address as WordPress's `is_email` accepts it.
 *
 * @example
 * isEmail( 'lucia.garcia@example.com' ); // true
 */
export function isEmail( value: string ): boolean {
	if ( value.length < 6 || value.length > 254 || ! value.includes( '@' ) ) {
		return false;
	}
	const [ local, domain, ...rest ] = value.split( '@' );
	if (
		rest.length ||
		! local ||
		! domain ||
		! /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test( local )
	) {
		return false;
	}
	const labels = domain.split( '.' );
	return (
		labels.length >= 2 &&
		labels.every( ( label ) => /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/i.test( label ) )
	);
}

/**
 * Whether a phone number has only digits and the separators WooCommerce allows.
 *
 * @example
 * isPhone( '+34 600 111 222' ); // true
 */
export function isPhone( value: string ): boolean {
	return value.replace( /[\s#0-9_\-+/().]/g, '' ).trim().length === 0;
}

/**
 * Normalises a postcode for its country (`wc_format_postcode`).
 *
 * @example
 * formatPostcode( 'sw1a1aa', 'GB' ); // 'SW1A 1AA'
 */
export function formatPostcode( postcode: string, country: string ): string {
	const compact = postcode.trim().toUpperCase().replace( /[\s-]/g, '' );
	switch ( country ) {
		case 'GB':
		case 'IE':
			return compact.length > 3
				? `${ compact.slice( 0, -3 ) } ${ compact.slice( -3 ) }`
				: compact;
		case 'NL':
			return compact.length > 4
				? `${ compact.slice( 0, 4 ) } ${ compact.slice( 4 ) }`
				: compact;
		case 'PT':
			return compact.length === 7
				? `${ compact.slice( 0, 4 ) }-${ compact.slice( 4 ) }`
				: compact;
		case 'US':
			return compact.length === 9
				? `${ compact.slice( 0, 5 ) }-${ compact.slice( 5 ) }`
				: compact;
		default:
			return postcode.trim().toUpperCase();
	}
}

/**
 * Whether a postcode is valid for the country; countries without a known
 * pattern accept any.
 *
 * @example
 * isPostcode( 'ABC', 'ES' ); // false
 */
export function isPostcode( postcode: string, country: string ): boolean {
	const pattern = POSTCODE_PATTERNS[ country ];
	return pattern ? pattern.test( formatPostcode( postcode, country ) ) : true;
}

const fold = ( text: string ) =>
	text
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase();

/**
 * A state given by code or by name, as its code (`ValidationUtils::format_state`).
 *
 * @example
 * formatState( 'madrid', 'ES' ); // 'M'
 */
export function formatState( state: string, country: string ): string {
	const states = COUNTRY_STATES[ country ];
	if ( ! states || ! state ) {
		return state;
	}
	const upper = state.toUpperCase();
	if ( upper in states ) {
		return upper;
	}
	const match = Object.entries( states ).find( ( [ , name ] ) => fold( name ) === fold( state ) );
	return match ? match[ 0 ] : state;
}

/**
 * Whether the state exists in the country (any state passes where no list is known).
 *
 * @example
 * isValidState( 'XX', 'ES' ); // false
 */
export function isValidState( state: string, country: string ): boolean {
	const states = COUNTRY_STATES[ country ];
	return ! states || state in states;
}

/**
 * The name of a state, or its code when unknown.
 *
 * @example
 * stateName( 'ES', 'M' ); // 'Madrid'
 */
export function stateName( country: string, state: string ): string {
	return COUNTRY_STATES[ country ]?.[ state ] ?? state;
}

const stripTags = ( text: string ) => text.replace( /<[^>]*>/g, '' ).trim();

/**
 * The outcome of checking one posted address.
 *
 * @example
 * const { address, errors } = validateAddress( context, posted, { billing: true, checkEmail: false } );
 */
export interface AddressValidation {
	/** Known keys only, sanitised and formatted. */
	address: Record< string, string >;
	errors: StoreApiErrorDetail[];
}

/**
 * Checks and cleans a posted address the way the address schema's validate and
 * sanitize callbacks do: unknown keys dropped, wrong types reported first, then
 * country, state, postcode, phone and (billing, when asked) email. Empty values
 * are skipped, since partial addresses are allowed until the order is placed.
 *
 * @example
 * validateAddress( context, { postcode: 'ABC', country: 'ES' }, { billing: true, checkEmail: false } ).errors[ 0 ].code;
 * // 'invalid_postcode'
 */
export function validateAddress(
	context: EngineContext,
	posted: RawAddress,
	options: { billing: boolean; checkEmail: boolean }
): AddressValidation {
	const keys: string[] = [ ...ADDRESS_KEYS, ...( options.billing ? [ 'email' ] : [] ) ];
	const errors: StoreApiErrorDetail[] = [];
	const error = ( code: string, id: MessageId, ...args: string[] ) =>
		errors.push( { code, message: context.t( id, ...args ), data: null } );
	for ( const key of keys ) {
		const value = posted[ key ];
		if ( value !== undefined && value !== null && value !== '' && typeof value !== 'string' ) {
			error( `invalid_${ key }`, 'invalidField', key );
		}
	}
	if ( errors.length ) {
		return { address: {}, errors };
	}
	const address: Record< string, string > = {};
	for ( const key of keys ) {
		if ( typeof posted[ key ] === 'string' ) {
			address[ key ] = stripTags( posted[ key ] as string );
		}
	}
	const country = ( address.country ?? '' ).toUpperCase();
	if ( 'country' in address ) {
		address.country = country;
	}
	if ( address.state ) {
		address.state = formatState( address.state, country );
	}
	if ( address.postcode ) {
		address.postcode = formatPostcode( address.postcode, country );
	}
	if ( country && ! ALL_COUNTRY_CODES.includes( country ) ) {
		error( 'invalid_country', 'invalidCountry', ALL_COUNTRY_CODES.join( ', ' ) );
		return { address, errors };
	}
	if ( address.state && ! isValidState( address.state, country ) ) {
		error(
			'invalid_state',
			'invalidState',
			address.state,
			Object.keys( COUNTRY_STATES[ country ] ?? {} ).join( ', ' )
		);
	}
	if ( address.postcode && ! isPostcode( address.postcode, country ) ) {
		error( 'invalid_postcode', 'invalidPostcode' );
	}
	if ( address.phone && ! isPhone( address.phone ) ) {
		error( 'invalid_phone', 'invalidPhone' );
	}
	if ( options.billing && address.email ) {
		if ( options.checkEmail && ! isEmail( address.email ) ) {
			error( 'invalid_email', 'invalidEmailParam' );
		} else if ( ! isEmail( address.email ) ) {
			// update-customer sanitises before it validates: a bad email is stored as ''.
			address.email = '';
		}
	}
	return { address, errors };
}
