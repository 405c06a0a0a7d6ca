/** The Store API error the engine throws, its response body and the invalid-parameters error. */

/**
 * The error a Store API route answers with: `{ code, message, data: { status,
 * … }, additional_errors? }` (store-api.md §3.1). Engine operations throw it;
 * the handler layer turns it into a response.
 *
 * @example
 * throw new StoreApiError( 'woocommerce_rest_cart_invalid_key', 409, 'Cart item does not exist.' );
 */
export class StoreApiError extends Error {
	readonly code: string;
	readonly status: number;
	readonly data: Record< string, unknown >;
	readonly additionalErrors: StoreApiErrorDetail[];
	/**
	 * Whether the changes the failing operation made stay. The real server keeps
	 * some on purpose, e.g. an invalid coupon it removes before answering 409.
	 */
	readonly keepChanges: boolean;

	constructor(
		code: string,
		status: number,
		message: string,
		data: Record< string, unknown > = {},
		options: { additionalErrors?: StoreApiErrorDetail[]; keepChanges?: boolean } = {}
	) {
		super( message );
		this.name = 'StoreApiError';
		this.code = code;
		this.status = status;
		this.data = data;
		this.additionalErrors = options.additionalErrors ?? [];
		this.keepChanges = options.keepChanges ?? false;
	}
}

/**
 * One error of a WP_Error list, as `additional_errors` and `details` hold them.
 *
 * @example
 * const detail: StoreApiErrorDetail = { code: 'invalid_postcode', message: '…', data: null };
 */
export interface StoreApiErrorDetail {
	code: string;
	message: string;
	data: Record< string, unknown > | null;
	/** Earlier data of the same error code (`WP_Error::get_all_error_data`), when there is any. */
	additional_data?: Array< Record< string, unknown > >;
}

/**
 * The JSON body of an error response. `extraData` is merged after `status`,
 * which is where the real server puts `cart`, `params`, `details`….
 *
 * @example
 * errorBody( new StoreApiError( 'x', 400, 'Bad.' ) ); // { code: 'x', message: 'Bad.', data: { status: 400 } }
 */
export function errorBody( error: StoreApiError, extraData: Record< string, unknown > = {} ) {
	const body: {
		code: string;
		message: string;
		data: Record< string, unknown >;
		additional_errors?: StoreApiErrorDetail[];
	} = {
		code: error.code,
		message: error.message,
		data: { ...error.data, status: error.status, ...extraData },
	};
	if ( error.additionalErrors.length > 0 ) {
		body.additional_errors = error.additionalErrors;
	}
	return body;
}

/**
 * Whether a thrown value is a Store API error (anything else becomes
 * `woocommerce_rest_unknown_server_error`, as on the real server).
 *
 * @example
 * isStoreApiError( new Error( 'x' ) ); // false
 */
export function isStoreApiError( value: unknown ): value is StoreApiError {
	return value instanceof StoreApiError;
}

/**
 * WP core's `rest_invalid_param` for failed argument validation: one entry per
 * parameter in `params` (all its messages joined) and `details` (the first
 * error, the rest in `additional_errors`).
 *
 * @example
 * invalidParamsError( 'Invalid parameter(s): %s', { billing_address: [ { code: 'invalid_postcode', message: '…', data: null } ] } );
 */
export function invalidParamsError(
	headline: ( names: string ) => string,
	failures: Record< string, StoreApiErrorDetail[] >
): StoreApiError {
	const names = Object.keys( failures );
	const params: Record< string, string > = {};
	const details: Record< string, unknown > = {};
	for ( const name of names ) {
		const [ first, ...rest ] = failures[ name ];
		params[ name ] = failures[ name ].map( ( failure ) => failure.message ).join( ' ' );
		details[ name ] = { ...first, ...( rest.length ? { additional_errors: rest } : {} ) };
	}
	return new StoreApiError( 'rest_invalid_param', 400, headline( names.join( ', ' ) ), {
		params,
		details,
	} );
}
