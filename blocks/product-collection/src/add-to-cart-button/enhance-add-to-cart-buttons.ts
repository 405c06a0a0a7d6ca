/**
 * The add-to-cart buttons of the server markup, made to work without React
 * (spec 1 §4): idle → loading → added with a "View cart" link; one request
 * at a time; an error carrying a product URL goes to that page, other errors
 * show next to the button; redirect to the cart when the shop says so.
 */
import { addCartItem, getErrorMessageForDisplay } from '@cesta/api';
import { publishCart } from '@cesta/cart-events';
import { getSetting, getStorePageUrl } from '@cesta/settings';

import { ADD_TO_CART_BUTTON_ATTRIBUTE } from '../constants';
import { decodeEntities } from '../markup/text';
import { announce } from './announce';
import { buttonTexts } from './messages';
import { enqueueAddToCart } from './request-queue';

/**
 * Options of {@link enhanceAddToCartButtons}.
 *
 * @example
 * const options: AddToCartButtonsOptions = { navigate: ( url ) => router.go( url ) };
 */
export interface AddToCartButtonsOptions {
	/** Sends the browser to a page (an error's product page, the cart). @default ( url ) => window.location.assign( url ) */
	navigate?: ( url: string ) => void;
	/** The "View cart" link and the redirect's target. @default the cart page of `storePages` */
	cartUrl?: string;
	/** Go to the cart after a successful add. @default `productsSettings.cartRedirectAfterAdd` */
	redirectAfterAdd?: boolean;
}

/** The class names of the button's states, as WooCommerce's scripts and themes expect them. */
const LOADING_CLASS = 'loading';
const ADDED_CLASS = 'added';
const VIEW_CART_CLASS = 'added_to_cart';
const ERROR_CLASS = 'wc-block-components-product-button__error';

const pending = new WeakMap< HTMLElement, number >();

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null;

/**
 * The product page an add-to-cart error sends the shopper to: the
 * `product_url` the classic endpoint answers with, on the error or in its
 * `data`; `null` when there is none.
 *
 * @example
 * productUrlOfError( { error: true, product_url: '/producto/camiseta/' } ); // '/producto/camiseta/'
 */
export function productUrlOfError( error: unknown ): string | null {
	if ( ! isRecord( error ) ) {
		return null;
	}
	const url =
		error.product_url ?? ( isRecord( error.data ) ? error.data.product_url : undefined );
	return typeof url === 'string' && url.trim() !== '' ? url : null;
}

const setBusy = ( button: HTMLElement, busy: boolean ) => {
	button.classList.toggle( LOADING_CLASS, busy );
	if ( busy ) {
		button.setAttribute( 'aria-busy', 'true' );
	} else {
		button.removeAttribute( 'aria-busy' );
	}
};

const clearError = ( button: HTMLElement ) => {
	const next = button.parentElement?.querySelector( `.${ ERROR_CLASS }` );
	next?.remove();
};

const showError = ( button: HTMLElement, message: string ) => {
	clearError( button );
	const alert = button.ownerDocument.createElement( 'p' );
	alert.className = ERROR_CLASS;
	alert.setAttribute( 'role', 'alert' );
	alert.textContent = decodeEntities( message );
	( button.parentElement ?? button ).append( alert );
};

const showAdded = ( button: HTMLElement, cartUrl: string ) => {
	button.classList.add( ADDED_CLASS );
	const parent = button.parentElement;
	if ( ! parent || parent.querySelector( `.${ VIEW_CART_CLASS }` ) ) {
		return;
	}
	const link = button.ownerDocument.createElement( 'a' );
	link.href = cartUrl;
	link.className = `${ VIEW_CART_CLASS } wc_forward`;
	link.textContent = buttonTexts.viewCart();
	button.after( link );
};

/**
 * Makes the add-to-cart buttons the markup writer prints (`button[data-cesta-add-to-cart]`)
 * inside `root` work, through one click listener on `root`, so buttons added
 * later (the next page of products) work too. A click puts the product
 * (`data-product_id`, `data-quantity`) in the shared queue: the button
 * turns `loading` (`aria-busy`, still focusable) until its request is
 * answered; requests go to `POST /cart/add-item` one at a time. Then:
 * - added: the button gets `added`, a "View cart" link follows it (once),
 *   screen readers hear "“Name” has been added to your cart.", the cart is
 *   published (`publishCart( cart, 'added' )`), and with redirect-after-add
 *   on the browser goes to the cart;
 * - an error with a product URL: the browser goes to that product page;
 * - any other error: its message shows after the button (`role="alert"`)
 *   and the button is idle again.
 * Returns a function that stops listening.
 *
 * @example
 * const stop = enhanceAddToCartButtons( document );
 */
export function enhanceAddToCartButtons(
	root: Document | Element = document,
	options: AddToCartButtonsOptions = {}
): () => void {
	const navigate = options.navigate ?? ( ( url: string ) => window.location.assign( url ) );
	const onClick = ( event: Event ) => {
		const target = event.target as Element | null;
		const button = target?.closest?.< HTMLElement >( `[${ ADD_TO_CART_BUTTON_ATTRIBUTE }]` );
		if ( ! button || ! root.contains( button ) ) {
			return;
		}
		event.preventDefault();
		const id = Number( button.dataset.product_id );
		if ( ! Number.isInteger( id ) || id <= 0 ) {
			return;
		}
		const quantity = Math.max( 1, Number( button.dataset.quantity ) || 1 );
		pending.set( button, ( pending.get( button ) ?? 0 ) + 1 );
		clearError( button );
		setBusy( button, true );
		const settle = () => {
			const left = ( pending.get( button ) ?? 1 ) - 1;
			pending.set( button, left );
			if ( left === 0 ) {
				setBusy( button, false );
			}
		};
		enqueueAddToCart( () => addCartItem( { id, quantity } ) ).then(
			( { response } ) => {
				settle();
				const cartUrl = options.cartUrl ?? getStorePageUrl( 'cart', '/' );
				showAdded( button, cartUrl );
				const name = button.dataset.product_name;
				announce( name ? buttonTexts.added( name ) : buttonTexts.addedNoName() );
				publishCart( response, 'added' );
				const redirect =
					options.redirectAfterAdd ??
					getSetting( 'productsSettings' )?.cartRedirectAfterAdd === true;
				if ( redirect ) {
					navigate( cartUrl );
				}
			},
			( error: unknown ) => {
				settle();
				const productUrl = productUrlOfError( error );
				if ( productUrl ) {
					navigate( productUrl );
					return;
				}
				showError( button, getErrorMessageForDisplay( error ) );
			}
		);
	};
	root.addEventListener( 'click', onClick );
	return () => root.removeEventListener( 'click', onClick );
}
