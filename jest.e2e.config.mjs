/**
 * The browser suite (`npm run e2e`): Jest in Node driving Debian's Chromium
 * through playwright-core against the demo shop, started in process on a free
 * port. The standalone bundles are built once, in `e2e/global-setup.ts`.
 */
import unit from './jest.config.mjs';

/** @type {import('jest').Config} */
export default {
	testEnvironment: 'node',
	roots: [ '<rootDir>/e2e' ],
	testMatch: [ '**/*.e2e.ts' ],
	transform: unit.transform,
	transformIgnorePatterns: unit.transformIgnorePatterns,
	moduleNameMapper: unit.moduleNameMapper,
	globalSetup: '<rootDir>/e2e/global-setup.ts',
	// One browser at a time: the machine has two cores, shared.
	maxWorkers: 1,
	testTimeout: 30_000,
	slowTestThreshold: 10,
};
