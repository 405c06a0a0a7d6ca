export { startMockServer } from './http-server';
export type { HttpMockServer, HttpMockServerOptions } from './http-server';
