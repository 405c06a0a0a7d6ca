/**
 * A minimal Store API client for the conformance suite: real HTTP through
 * `fetch`, a cookie jar, and the `Nonce`/`Cart-Token` bookkeeping a browser
 * client does. Nothing of `@cesta/api` is used: the suite must judge the
 * server on its own.
 */
// Tests read deep JSON fields of many shapes; a precise type would only add casts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Reply< Body = any > {
	status: number;
	headers: Headers;
	body: Body;
	text: string;
}

export interface RequestOptions {
	body?: unknown;
	/** Raw body text, sent as is (with `contentType`). */
	raw?: string | Uint8Array;
	contentType?: string;
	headers?: Record< string, string >;
	/** false: send no Nonce; a string: send that one. Default: the last one received, on writes. */
	nonce?: boolean | string;
	query?: Record< string, string > | string;
}

export class Shopper {
	readonly cookies = new Map< string, string >();
	nonce: string | null = null;
	token: string | null = null;

	constructor(
		readonly baseUrl: string,
		readonly mode: 'cookie' | 'token' = 'cookie'
	) {}

	/** The Store API URL of a route path such as `/cart`. */
	url( path: string, query?: RequestOptions[ 'query' ] ): string {
		const search =
			typeof query === 'string'
				? query
				: query
					? new URLSearchParams( query ).toString()
					: '';
		return `${ this.baseUrl }/wp-json/wc/store/v1${ path }${ search ? `?${ search }` : '' }`;
	}

	cookieHeader(): string {
		return [ ...this.cookies ]
			.map( ( [ name, value ] ) => `${ name }=${ value }` )
			.join( '; ' );
	}

	remember( headers: Headers ): void {
		for ( const cookie of headers.getSetCookie() ) {
			const [ pair, ...attributes ] = cookie.split( ';' );
			const [ name, ...value ] = pair.split( '=' );
			if ( attributes.some( ( attribute ) => /max-age=0/i.test( attribute.trim() ) ) ) {
				this.cookies.delete( name.trim() );
			} else {
				this.cookies.set( name.trim(), value.join( '=' ) );
			}
		}
		const nonce = headers.get( 'nonce' );
		if ( nonce ) {
			this.nonce = nonce;
		}
		const token = headers.get( 'cart-token' );
		if ( token && this.mode === 'token' && ! this.token ) {
			this.token = token;
		}
	}

	async fetchUrl( url: string, method: string, options: RequestOptions = {} ): Promise< Reply > {
		const headers: Record< string, string > = {
			Accept: 'application/json',
			...options.headers,
		};
		if ( this.cookies.size && this.mode === 'cookie' ) {
			headers.Cookie = this.cookieHeader();
		}
		if ( this.mode === 'token' && this.token ) {
			headers[ 'Cart-Token' ] = this.token;
		}
		const write = method !== 'GET' && method !== 'HEAD';
		if ( typeof options.nonce === 'string' ) {
			headers.Nonce = options.nonce;
		} else if (
			options.nonce !== false &&
			this.nonce &&
			( write || url.includes( '/checkout' ) )
		) {
			headers.Nonce = this.nonce;
		}
		let body: string | Uint8Array | undefined;
		if ( options.raw !== undefined ) {
			body = options.raw;
			headers[ 'Content-Type' ] = options.contentType ?? 'application/json';
		} else if ( options.body !== undefined ) {
			body = JSON.stringify( options.body );
			headers[ 'Content-Type' ] = 'application/json';
		}
		const response = await fetch( url, {
			method,
			headers,
			body: body as BodyInit | undefined,
			redirect: 'manual',
		} );
		this.remember( response.headers );
		const text = await response.text();
		let parsed: unknown = null;
		try {
			parsed = text ? JSON.parse( text ) : null;
		} catch {
			parsed = undefined;
		}
		return { status: response.status, headers: response.headers, body: parsed, text };
	}

	request( method: string, path: string, options: RequestOptions = {} ): Promise< Reply > {
		return this.fetchUrl( this.url( path, options.query ), method, options );
	}

	get( path: string, options: RequestOptions = {} ) {
		return this.request( 'GET', path, options );
	}

	post( path: string, body?: unknown, options: RequestOptions = {} ) {
		return this.request( 'POST', path, { ...options, body } );
	}

	put( path: string, body?: unknown, options: RequestOptions = {} ) {
		return this.request( 'PUT', path, { ...options, body } );
	}

	delete( path: string, options: RequestOptions = {} ) {
		return this.request( 'DELETE', path, options );
	}

	/** A GET first, as a page load would: picks up the nonce (and token). */
	async start(): Promise< this > {
		await this.get( '/cart' );
		return this;
	}
}

/** Lucía's full Madrid address from the captures. */
export const MADRID_BILLING = {
	first_name: 'Lucía',
	last_name: 'García',
	company: '',
	address_1: 'Calle de Alcalá 50',
	address_2: '2º izquierda',
	city: 'Madrid',
	state: 'M',
	postcode: '28014',
	country: 'ES',
	phone: '+34 600 111 222',
	email: 'lucia.garcia@example.com',
};

export const MADRID_SHIPPING = ( ( { email: _email, ...address } ) => address )( MADRID_BILLING );

export const CURRENCY_KEYS = [
	'currency_code',
	'currency_symbol',
	'currency_minor_unit',
	'currency_decimal_separator',
	'currency_thousand_separator',
	'currency_prefix',
	'currency_suffix',
];
