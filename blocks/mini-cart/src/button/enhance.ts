/**
 * The Mini-Cart button's controller, before and after the drawer exists:
 * it keeps the count, total and name right from the cart news of this page
 * and other tabs, prefetches the drawer's code on hover or focus and opens
 * the drawer on click. React-free: the shop's first load carries only this.
 */
import { getKnownCart, subscribeToCart } from '@cesta/cart-events';
import type { CartNews } from '@cesta/cart-events';
import { formatPrice } from '@cesta/price-format';
import type { CartResponse } from '@cesta/types';

import { readMiniCartAttributes } from '../attributes';
import {
	DRAWER_LOAD_FAILURE_REDIRECT_DELAY_MS,
	MINI_CART_BUTTON_CLASS_NAME,
	MINI_CART_ERROR_CLASS_NAME,
} from '../constants';
import type { MiniCartDrawerHandle, MiniCartDrawerLoader, MiniCartDrawerModule } from '../types';
import { summarizeCart } from './cart-summary';
import type { MiniCartSummary } from './cart-summary';
import { itemsCookieSaysEmpty } from './items-cookie';
import { buttonErrors, buttonTexts } from './messages';
import { readSummary, renderSummary } from './render-summary';

/**
 * Options of {@link enhanceMiniCart}.
 *
 * @example
 * const options: EnhanceMiniCartOptions = { loadDrawer: () => import( '@cesta/block-mini-cart/drawer' ) };
 */
export interface EnhanceMiniCartOptions {
	/** Loads the drawer module (the page entry loads React first). */
	loadDrawer: MiniCartDrawerLoader;
	/** Follows a link when the drawer cannot open. @default ( url ) => window.location.assign( url ) */
	navigate?: ( url: string ) => void;
}

/**
 * The enhanced Mini-Cart, as its page drives it.
 *
 * @example
 * const controller: MiniCartController = enhanceMiniCart( wrapper, { loadDrawer } );
 * controller.destroy();
 */
export interface MiniCartController {
	/** The count and total shown now. */
	getSummary: () => MiniCartSummary;
	/** Opens the drawer, loading its code first if needed (what a click does). */
	open: () => Promise< void >;
	/** Loads the drawer's code without opening it (what hover and focus do); `null` when it failed. */
	prefetch: () => Promise< MiniCartDrawerModule | null >;
	/** Stops listening and removes the drawer. */
	destroy: () => void;
}

const isWrapper = ( value: unknown ): value is HTMLElement =>
	typeof value === 'object' &&
	value !== null &&
	( value as Node ).nodeType === 1 &&
	!! ( value as HTMLElement ).querySelector( `.${ MINI_CART_BUTTON_CLASS_NAME }` );

function initialSummary( wrapper: HTMLElement, known: CartResponse | null ): MiniCartSummary {
	if ( known ) {
		return summarizeCart( known );
	}
	const printed = readSummary( wrapper );
	// A page from a cache may print an old count; the cookie knows better.
	return itemsCookieSaysEmpty()
		? { itemsCount: 0, total: printed.total === null ? null : formatPrice( '0' ) }
		: printed;
}

/**
 * Brings a server-rendered Mini-Cart (see `renderMiniCartMarkup`) to life:
 * - the count, total and accessible name follow `subscribeToCart` (adds from
 *   any block, other tabs); a change by a script that does not share the
 *   cart (`cart: null`) is fetched once, unless the drawer is there to do it;
 * - at first the newest cart the page knows wins over the printed one, and
 *   an empty items-in-cart cookie means 0 items;
 * - pointing at or focusing the button loads the drawer's code (once);
 * - a click opens the drawer; the button is busy while the code loads; if it
 *   cannot load, an error shows and the browser follows the cart link;
 * - with `addToCartBehaviour: 'open_drawer'`, a product added on the page
 *   opens the drawer too.
 * Throws a `TypeError` for an element that is not a Mini-Cart.
 *
 * @example
 * enhanceMiniCart( document.querySelector( '.wc-block-mini-cart' )!, {
 * 	loadDrawer: () => loadReact().then( () => import( '@cesta/block-mini-cart/drawer' ) ),
 * } );
 */
export function enhanceMiniCart(
	wrapper: HTMLElement,
	{ loadDrawer, navigate = ( url ) => window.location.assign( url ) }: EnhanceMiniCartOptions
): MiniCartController {
	if ( ! isWrapper( wrapper ) ) {
		throw new TypeError( buttonErrors.notAMiniCart( wrapper ) );
	}
	if ( typeof loadDrawer !== 'function' ) {
		throw new TypeError( buttonErrors.loaderMissing( loadDrawer ) );
	}
	const button = wrapper.querySelector< HTMLButtonElement >(
		`.${ MINI_CART_BUTTON_CLASS_NAME }`
	)!;
	const attributes = readMiniCartAttributes( wrapper );
	const cartUrl = wrapper.dataset.cartUrl ?? '';
	let cart = getKnownCart();
	let summary = initialSummary( wrapper, cart );
	let loading: Promise< MiniCartDrawerModule | null > | null = null;
	let drawer: MiniCartDrawerHandle | null = null;
	let fetching = false;
	renderSummary( wrapper, button, attributes, summary );

	const show = ( next: CartResponse ) => {
		cart = next;
		summary = summarizeCart( next );
		renderSummary( wrapper, button, attributes, summary );
	};
	const fetchOnce = () => {
		if ( fetching ) {
			return;
		}
		fetching = true;
		// The API client is loaded only for this: a page whose only block is
		// the Mini-Cart stays within its budget until a change it must fetch.
		import( '@cesta/api' )
			.then( ( { fetchCart } ) => fetchCart() )
			.then( ( { response } ) => show( response ) )
			// The badge keeps what it showed; the next news will correct it.
			.catch( () => undefined )
			.finally( () => {
				fetching = false;
			} );
	};
	const onNews = ( news: CartNews ) => {
		if ( news.cart ) {
			show( news.cart );
		} else if ( ! drawer ) {
			fetchOnce();
		}
		// Adds on this page only: another tab's change comes as 'updated'.
		if ( news.change === 'added' && attributes.addToCartBehaviour === 'open_drawer' ) {
			void open();
		}
	};

	const prefetch = () => {
		loading ??= loadDrawer().catch( () => {
			// Let a later click try again.
			loading = null;
			return null;
		} );
		return loading;
	};
	const setBusy = ( busy: boolean ) => {
		button.classList.toggle( 'is-loading', busy );
		if ( busy ) {
			button.setAttribute( 'aria-busy', 'true' );
		} else {
			button.removeAttribute( 'aria-busy' );
		}
	};
	const showLoadFailure = () => {
		let error = wrapper.querySelector< HTMLElement >( `.${ MINI_CART_ERROR_CLASS_NAME }` );
		if ( ! error ) {
			error = document.createElement( 'span' );
			error.className = MINI_CART_ERROR_CLASS_NAME;
			error.setAttribute( 'role', 'alert' );
			wrapper.appendChild( error );
		}
		error.textContent = cartUrl
			? buttonTexts.loadFailedGoingToCart()
			: buttonTexts.loadFailed();
		if ( cartUrl ) {
			setTimeout( () => navigate( cartUrl ), DRAWER_LOAD_FAILURE_REDIRECT_DELAY_MS );
		}
	};
	const open = async () => {
		if ( drawer ) {
			drawer.open();
			return;
		}
		setBusy( true );
		const module = await prefetch();
		setBusy( false );
		if ( ! module ) {
			showLoadFailure();
			return;
		}
		wrapper.querySelector( `.${ MINI_CART_ERROR_CLASS_NAME }` )?.remove();
		drawer ??= module.openMiniCartDrawer( {
			button,
			attributes,
			initialCart: getKnownCart() ?? cart,
		} );
	};

	const onPoint = () => void prefetch();
	const onClick = ( event: MouseEvent ) => {
		event.preventDefault();
		void open();
	};
	const unsubscribe = subscribeToCart( onNews );
	button.addEventListener( 'pointerenter', onPoint );
	button.addEventListener( 'focus', onPoint );
	button.addEventListener( 'click', onClick );

	return {
		getSummary: () => ( { ...summary } ),
		open,
		prefetch,
		destroy: () => {
			unsubscribe();
			button.removeEventListener( 'pointerenter', onPoint );
			button.removeEventListener( 'focus', onPoint );
			button.removeEventListener( 'click', onClick );
			drawer?.destroy();
			drawer = null;
		},
	};
}
