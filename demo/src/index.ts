/** Public surface of the demo shop: its server, the standalone build check and the repository root. */

export {
	ensureStandaloneBuild,
	standaloneBuildState,
	standaloneOutputs,
} from './build/standalone-build';
export { findRepositoryRoot } from './build/repository-root';
export { DEFAULT_HOST, DEFAULT_PORT, DEMO_PATHS } from './constants';
export { startDemoServer } from './server/demo-server';

export type { BuildState, StandaloneBuildOptions } from './build/standalone-build';
export type { DemoServer, DemoServerOptions } from './server/demo-server';
