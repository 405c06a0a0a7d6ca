/**
 * Stories of the storefront's chrome on the sample shop: the theme's header
 * (title, menu button, product search, login, the Mini-Cart as its last
 * block) printed by the markup writer and brought to life by its React-free
 * script — for a guest and a logged-in customer, with the off-canvas menu
 * open, the login popup open, and the search suggesting products or finding
 * none.
 */
import { userEvent, within } from 'storybook/test';

import { ServerMarkup } from '@cesta/test-utils/stories';

import { enhanceStorefrontChrome } from '..';
import { renderHeaderMarkup, STOREFRONT_CHROME_STYLES } from '../markup';

interface StoryContext {
	canvasElement: HTMLElement;
}

interface HeaderArgs {
	loggedIn: boolean;
}

/** What the storefront's script does; the story stays on its page where a choice would leave it. */
const enhance = ( root: HTMLElement ) =>
	enhanceStorefrontChrome( root, { navigate: () => undefined } );

/** The host's menu: its pages' titles, in the shop's language. */
const MENU = [
	{ label: 'Inicio', url: '/' },
	{ label: 'Tienda', url: '/tienda/', current: true },
	{ label: 'Mi cuenta', url: '/mi-cuenta/' },
];

/** Clicks the header's button named `name` once the script has printed it. */
const press = async ( canvasElement: HTMLElement, name: RegExp ) =>
	userEvent.click(
		await within( canvasElement ).findByRole( 'button', { name }, { timeout: 5000 } )
	);

/** Types in the product search, waiting for the field first. */
const search = async ( canvasElement: HTMLElement, text: string ) =>
	userEvent.type(
		await within( canvasElement ).findByRole( 'combobox', {}, { timeout: 5000 } ),
		text
	);

export default {
	title: 'Storefront/Header',
	args: { loggedIn: false } as HeaderArgs,
	// Printed when shown, so its texts are in the language chosen.
	render: ( { loggedIn }: HeaderArgs ) => (
		<>
			<style>{ STOREFRONT_CHROME_STYLES }</style>
			<ServerMarkup
				markup={ renderHeaderMarkup( {
					siteName: 'Cesta',
					homeUrl: '/',
					menu: MENU,
					loginUrl: '/wp-login.php',
					myAccountUrl: '/mi-cuenta/',
					loggedIn,
				} ) }
				enhance={ enhance }
			/>
		</>
	),
	parameters: { shop: {} },
};

export const Guest = {};

export const LoggedIn = { args: { loggedIn: true } };

export const MenuOpen = {
	play: async ( { canvasElement }: StoryContext ) => {
		await press( canvasElement, /Menú|Menu/ );
		await within( canvasElement ).findByRole( 'dialog', {}, { timeout: 5000 } );
	},
};

export const LoginOpen = {
	play: async ( { canvasElement }: StoryContext ) => {
		await press( canvasElement, /Acceder|Log in/ );
		await within( canvasElement ).findByRole( 'dialog', {}, { timeout: 5000 } );
	},
};

export const SearchSuggestions = {
	play: async ( { canvasElement }: StoryContext ) => {
		await search( canvasElement, 'vent' );
		await within( canvasElement ).findByRole( 'listbox', {}, { timeout: 5000 } );
	},
};

export const SearchFindsNothing = {
	play: async ( { canvasElement }: StoryContext ) => {
		await search( canvasElement, 'zzzz' );
		await within( canvasElement ).findByRole( 'status', {}, { timeout: 5000 } );
	},
};
