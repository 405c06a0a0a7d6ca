/** Types of the Store API's POST /batch: its requests and its responses. */

/** HTTP methods a batch item may use (GET is not allowed in a batch). */
export type BatchMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request inside `POST /batch`. */
export interface BatchRequestItem {
	/** E.g. `/wc/store/v1/cart/add-item`; must contain `wc/store`. */
	path: string;
	method?: BatchMethod;
	body?: unknown;
	/** Sub-requests do not inherit the outer headers: put `Nonce` here. */
	headers?: Record< string, string | string[] >;
}

/** Body of `POST /batch`; at most 25 requests. */
export interface BatchRequest {
	validation?: 'normal' | 'require-all-validate';
	requests: BatchRequestItem[];
}

/**
 * One envelope of a batch answer. Sub-response headers are PHP values encoded
 * as JSON, so `Nonce-Timestamp` and `User-ID` arrive as numbers here, unlike
 * the strings of a plain HTTP response.
 */
export interface BatchResponseItem< Body = unknown > {
	status: number;
	headers: Record< string, string | number | string[] >;
	body: Body;
}

/** Body of the `207 Multi-Status` answer to `POST /batch`. */
export interface BatchResponse {
	responses: BatchResponseItem[];
	failed?: 'validation';
}
