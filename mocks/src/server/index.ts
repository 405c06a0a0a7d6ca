/** Public surface of `@cesta/mocks/server`. */

export { COUNTRY_STATES } from '../engine/addresses/countries';
export {
	GATEWAYS_CONFIG_ENV,
	gatewaysConfigPathFrom,
	readGatewaysConfigFile,
} from '../gateways/read-gateways-config';
export { startMockServer } from './http-server';
export { createMockRequestListener } from './request-listener';
export type { HttpMockServer, HttpMockServerOptions } from './http-server';
export type { MockRequestListener, MockRequestListenerOptions } from './request-listener';
