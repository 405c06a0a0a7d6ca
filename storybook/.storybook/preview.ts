/**
 * Every story runs in Spanish by default (the sample shop's locale; the
 * toolbar switches to the English source strings) with the Store API
 * simulated by `@cesta/mocks` in a service worker, through
 * msw-storybook-addon. Each story starts from a fresh sample shop; a story can
 * add its own handlers with `parameters.msw` or `beforeEach( { msw } )`, and
 * queue faults with `loaded.cestaMock.faults( … )`.
 */
import { resetLocaleData } from '@wordpress/i18n';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';

import { loadTranslations, TEXT_DOMAIN } from '@cesta/i18n';
import { setupMockWorker } from '@cesta/mocks/browser';
import type { MockWorker } from '@cesta/mocks/browser';

let mock: MockWorker | undefined;

// The worker script sits at the root of the static files, beside iframe.html,
// so a relative URL works both in `storybook dev` and under any static host path.
const startMockWorker = async () => {
	mock = setupMockWorker();
	await mock.start( { serviceWorker: { url: 'mockServiceWorker.js' } } );
	return mock.worker;
};

const freshShop: Loader = async () => {
	mock?.reset();
	return { cestaMock: mock };
};

const withLocale: Decorator = ( Story, { globals } ) => {
	resetLocaleData( undefined, TEXT_DOMAIN );
	loadTranslations( globals.locale ?? 'es_ES' );
	return Story();
};

const preview: Preview = {
	loaders: [ mswLoader( startMockWorker ), freshShop ],
	decorators: [ withLocale ],
	globalTypes: {
		locale: {
			description: 'Language of the interface',
			toolbar: {
				icon: 'globe',
				items: [
					{ value: 'es_ES', title: 'Español' },
					{ value: 'en_US', title: 'English' },
				],
				dynamicTitle: true,
			},
		},
	},
	initialGlobals: { locale: 'es_ES' },
	parameters: {
		controls: { matchers: { color: /(background|color)$/i } },
	},
};

export { preview as default };
