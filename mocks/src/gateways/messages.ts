/**
 * The messages of a gateways configuration that cannot be used. They are for
 * the developer starting the demo or the mock server, so they stay in English.
 */

/**
 * A field of the configuration is wrong: where it is and what was expected.
 *
 * @example
 * invalidFieldMessage( 'gateways[0].outcome.result', 'one of success, pending, failure, error', 'ok' );
 * // 'gateways[0].outcome.result must be one of success, pending, failure, error (got "ok").'
 */
export const invalidFieldMessage = ( field: string, expected: string, got: unknown ) =>
	`${ field } must be ${ expected } (got ${
		got === undefined ? 'nothing' : JSON.stringify( got )
	}).`;

/**
 * The configuration is not JSON.
 *
 * @example
 * notJsonMessage( 'Unexpected token } in JSON at position 10' );
 */
export const notJsonMessage = ( reason: string ) => `it is not valid JSON: ${ reason }`;

/**
 * Two gateways have the same id.
 *
 * @example
 * duplicateGatewayMessage( 'gateways[1].id', 'acme_pay' );
 */
export const duplicateGatewayMessage = ( field: string, id: string ) =>
	`${ field } repeats the id "${ id }" of an earlier gateway.`;

/**
 * The whole error: which configuration, then what is wrong with it.
 *
 * @example
 * gatewaysConfigMessage( 'gateways.json', 'gateways[0].title must be a non-empty string (got nothing).' );
 */
export const gatewaysConfigMessage = ( source: string, problem: string ) =>
	`The gateways configuration ${ source } cannot be used: ${ problem }`;
