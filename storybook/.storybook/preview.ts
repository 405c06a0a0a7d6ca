/**
 * Every story runs in Spanish by default (the sample shop's locale; the
 * toolbar switches to the English source strings) with the Store API
 * simulated by `@cesta/mocks` in a service worker, through
 * msw-storybook-addon. Each story starts from a fresh sample shop and a new
 * visitor, in the state its `parameters.shop` asks for (see `shop-state.ts`);
 * stories that talk to the shop get a fresh page (`fresh-page.ts`). A story
 * can add its own handlers with `parameters.msw` or `beforeEach( { msw } )`,
 * and queue faults with `parameters.shop.faults` or
 * `loaded.cestaMock.faults( … )`; `loaded.cart` is the visitor's cart as the
 * server would print it. The a11y panel, and CI over the built
 * Storybook, check every story against WCAG 2.2 A and AA.
 */
import * as element from '@wordpress/element';
import { resetLocaleData } from '@wordpress/i18n';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';

import { loadTranslations, TEXT_DOMAIN } from '@cesta/i18n';
import { setupMockWorker } from '@cesta/mocks/browser';

import { freshPage } from './fresh-page';
import { prepareShop, printShopSettings } from './shop-state';
import type { ShopParameters } from './shop-state';
import './storefront-theme.css';
import { withTranslatedArgs } from './translated-args';

/** The WCAG 2.0, 2.1 and 2.2 rules at levels A and AA, as axe-core tags them (as the browser suite checks pages). */
const WCAG_22_AA_TAGS = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa' ];

const mock = setupMockWorker();

// What a shop page's vendor script defines: payment plugins (the sample
// methods) build their elements with WordPress's global.
const page = window as unknown as { wp?: Record< string, unknown > };
page.wp = { ...page.wp, element };

// Printed before any story module loads, as a shop page prints them before
// its scripts: stores and payment plugins read some settings once, at load.
printShopSettings( mock );

// The worker script sits at the root of the static files, beside iframe.html,
// so a relative URL works both in `storybook dev` and under any static host path.
const startMockWorker = async () => {
	await mock.start( { serviceWorker: { url: 'mockServiceWorker.js' } } );
	// On a first visit the worker may be active before it controls the page:
	// until then requests go to the network, past the shop.
	if ( ! navigator.serviceWorker.controller ) {
		await new Promise( ( resolve ) =>
			navigator.serviceWorker.addEventListener( 'controllerchange', resolve, { once: true } )
		);
	}
	return mock.worker;
};

const startMsw = mswLoader( startMockWorker );

// One loader, its steps in order: Storybook runs a story's loaders at the
// same time, and the shop can be prepared only once the worker is started.
const freshShop: Loader = async ( context ) => {
	await freshPage( context );
	await startMsw( context );
	const cart = await prepareShop(
		mock,
		context.id,
		context.parameters.shop as ShopParameters | undefined
	);
	return { cestaMock: mock, cart };
};

const withLocale: Decorator = ( Story, { globals } ) => {
	resetLocaleData( undefined, TEXT_DOMAIN );
	loadTranslations( globals.locale ?? 'es_ES' );
	return Story();
};

const preview: Preview = {
	loaders: [ freshShop ],
	// The language loads first (outermost), then the args are translated into it.
	decorators: [ withTranslatedArgs, withLocale ],
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
		// A violation fails the story's test (the a11y panel, scripts/storybook-a11y.mjs).
		a11y: { options: { runOnly: { type: 'tag', values: WCAG_22_AA_TAGS } }, test: 'error' },
	},
};

export { preview as default };
