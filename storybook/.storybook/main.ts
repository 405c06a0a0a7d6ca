/**
 * Storybook for every package and block of Cesta. Stories are read straight
 * from the sources: `@cesta/*` imports resolve through each package's
 * `source` export condition (as in Jest), so nothing needs building first.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { defaultClientConditions } from 'vite';
import type { StorybookConfig } from '@storybook/react-vite';

// npm installs the framework under storybook/node_modules, out of reach of
// Storybook's core at the root: name the packages by their absolute folder.
const require = createRequire( import.meta.url );
const packageFolder = ( name: string ): string =>
	dirname( require.resolve( `${ name }/package.json` ) );

const config: StorybookConfig = {
	framework: { name: packageFolder( '@storybook/react-vite' ), options: {} },
	stories: [ '../../packages/*/src/**/*.stories.tsx', '../../blocks/*/src/**/*.stories.tsx' ],
	// The a11y panel runs axe-core on the story shown; CI runs the same checks
	// over the built Storybook (scripts/storybook-a11y.mjs).
	addons: [ 'msw-storybook-addon', '@storybook/addon-a11y' ],
	// The MSW worker script, generated (git-ignored) by `npm run worker -w mocks`,
	// which both scripts of this package run first.
	staticDirs: [ { from: '../../mocks/public', to: '/' } ],
	core: { disableTelemetry: true },
	viteFinal: ( viteConfig ) => ( {
		...viteConfig,
		resolve: {
			...viteConfig.resolve,
			conditions: [ 'source', ...defaultClientConditions ],
		},
	} ),
};

export { config as default };
