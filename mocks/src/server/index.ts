/** Public surface of `@cesta/mocks/server`. */

export { COUNTRY_STATES } from '../engine/addresses/countries';
export { startMockServer } from './http-server';
export { createMockRequestListener } from './request-listener';
export type { HttpMockServer, HttpMockServerOptions } from './http-server';
export type { MockRequestListener, MockRequestListenerOptions } from './request-listener';
