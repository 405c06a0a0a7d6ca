/**
 * Stories of the Mini-Cart on the sample shop: the header button as the
 * server prints it (empty, with the cart's count and total, without the
 * price) brought to life by its React-free script, and the drawer it opens
 * (filled, empty, loading, and the error when the cart cannot be loaded).
 */
import { userEvent, within } from 'storybook/test';

import { PRODUCTS } from '@cesta/test-utils/fixtures';
import { ServerMarkup } from '@cesta/test-utils/stories';
import type { CartResponse } from '@cesta/types';

import { renderMiniCartMarkup } from '..';
import { mountMiniCarts } from './mount';
import type { MiniCartAttributes } from '../types';

interface StoryContext {
	canvasElement: HTMLElement;
}

interface Loaded {
	loaded: { cart?: CartResponse | null };
}

/** Long enough for every check of the story to see the cart still loading. */
const NEVER_MS = 10 * 60 * 1000;

const FILLED = {
	cart: [
		[ PRODUCTS.FAN, 2 ],
		[ PRODUCTS.RICE_COOKER, 1 ],
	],
};

/** What the storefront's script does: the drawer's code loads on first use. */
const enhance = ( root: HTMLElement ) => {
	const controllers = mountMiniCarts( root, {
		loadDrawer: () => import( '../drawer' ),
		// The story stays on its page when the drawer cannot open.
		navigate: () => undefined,
	} );
	return () => controllers.forEach( ( controller ) => controller.destroy() );
};

/** Clicks the header button once the page's script has printed it. */
const clickButton = async ( canvasElement: HTMLElement ) =>
	userEvent.click( await within( canvasElement ).findByRole( 'button', {}, { timeout: 5000 } ) );

/** Opens the drawer as a click on the button does, and waits for the dialog. */
const openDrawer = async ( canvasElement: HTMLElement ) => {
	await clickButton( canvasElement );
	return within( document.body ).findByRole( 'dialog', {}, { timeout: 5000 } );
};

export default {
	title: 'Blocks/Mini-Cart',
	args: { attributes: {} as Partial< MiniCartAttributes > },
	render: (
		{ attributes }: { attributes: Partial< MiniCartAttributes > },
		{ loaded }: Loaded
	) => (
		<header>
			<ServerMarkup
				markup={ renderMiniCartMarkup( {
					attributes,
					cart: loaded.cart ?? null,
					cartUrl: '/carrito/',
				} ) }
				enhance={ enhance }
			/>
		</header>
	),
	parameters: { shop: FILLED },
};

export const ButtonWithItems = {};

export const ButtonEmpty = { parameters: { shop: { cart: [] } } };

export const ButtonWithoutPrice = { args: { attributes: { hasHiddenPrice: true } } };

export const DrawerFilled = {
	play: async ( { canvasElement }: StoryContext ) => {
		const dialog = await openDrawer( canvasElement );
		await within( dialog ).findByRole( 'table', {}, { timeout: 5000 } );
	},
};

export const DrawerEmpty = {
	parameters: { shop: { cart: [] } },
	play: async ( { canvasElement }: StoryContext ) => {
		const dialog = await openDrawer( canvasElement );
		await within( dialog ).findByRole( 'link', {}, { timeout: 5000 } );
	},
};

export const DrawerLoading = {
	parameters: { shop: { faults: [ { latencyMs: NEVER_MS, only: 'GET /cart' } ] } },
	play: async ( { canvasElement }: StoryContext ) => {
		const dialog = await openDrawer( canvasElement );
		await within( dialog ).findByText(
			/Cargando tu carrito|Loading your cart/,
			{},
			{ timeout: 5000 }
		);
	},
};

/**
 * The cart cannot be loaded when the drawer opens (GET /cart answers 500):
 * the drawer says so, with a button to try again and a link to the cart
 * page, and counts nothing; the button keeps the count the page printed.
 */
export const DrawerLoadFailed = {
	parameters: { shop: { faults: [ { status: 500, only: 'GET /cart' } ] } },
	play: async ( { canvasElement }: StoryContext ) => {
		const dialog = await openDrawer( canvasElement );
		const alert = await within( dialog ).findByRole( 'alert', {}, { timeout: 5000 } );
		await within( alert ).findByRole( 'button', { name: /Reintentar|Try again/ } );
	},
};
