/**
 * The swatch quick add (spec 1 §3, §5, §7, §8): a variation added straight
 * from a swatch card through the site ajax URL, as the swatches plugin does.
 * React-free, so a listing's swatch cards can use it without the form.
 */
import { WC_ADDED_TO_CART_EVENT } from '@cesta/cart-events';

import {
	DEFAULT_ADMIN_AJAX_URL,
	QUICK_ADD_ADDED_CLASS,
	QUICK_ADD_LOADING_CLASS,
	SWATCH_ADD_TO_CART_ACTION,
} from '../constants';
import { errors } from '../messages';
import { postClassicForm } from './classic-transport';

/**
 * What {@link swatchQuickAdd} sends (spec 1 §3: action, product_id,
 * variation_id, variation, security).
 *
 * @example
 * const request: SwatchQuickAddRequest = {
 * 	productId: 80, variationId: 86, security: nonce,
 * 	variation: { attribute_pa_color: 'gris', attribute_pa_talla: 's' },
 * };
 */
export interface SwatchQuickAddRequest {
	productId: number | string | null | undefined;
	variationId: number | string | null | undefined;
	/** The chosen attributes by field name. */
	variation: Record< string, string >;
	/** The nonce the server printed for the quick add. */
	security: string;
	/** The swatch card's button: it carries `loading` while the request runs and `added` after. @default null */
	button?: Element | null;
	/** The site ajax URL. @default DEFAULT_ADMIN_AJAX_URL */
	ajaxUrl?: string;
}

/**
 * The answer of a successful quick add (spec 1 §3: fragments, cart_hash).
 *
 * @example
 * const result: SwatchQuickAddResult = { fragments: { 'div.widget_shopping_cart_content': '<div>…</div>' }, cart_hash: 'a1b2…' };
 */
export interface SwatchQuickAddResult {
	fragments: Record< string, string >;
	cart_hash: string;
}

const positiveId = ( id: unknown ): number => {
	const number = Number( id );
	return Number.isInteger( number ) && number > 0 ? number : 0;
};

const isSuccess = ( answer: unknown ): answer is SwatchQuickAddResult =>
	typeof answer === 'object' &&
	answer !== null &&
	! ( answer as { error?: unknown } ).error &&
	typeof ( answer as { fragments?: unknown } ).fragments === 'object';

/**
 * Adds a variation from a swatch card: `POST {site ajax url}` with `action`,
 * `product_id`, `variation_id`, `variation` and `security`. Does nothing (no
 * request, resolves `null`) when the product or variation id is missing or
 * zero. While it runs the button has the `loading` class; on success it gets
 * `added`, WooCommerce's `wc-blocks_added_to_cart` is dispatched (so the
 * mini-cart fetches the cart once) and the answer is returned. On failure (an
 * `error` answer, an HTTP error, no network) the loading class is removed,
 * the error is logged and it resolves `null`.
 *
 * @example
 * const result = await swatchQuickAdd( {
 * 	productId: 80, variationId: 86, security: nonce, button,
 * 	variation: { attribute_pa_color: 'gris', attribute_pa_talla: 's' },
 * } );
 */
export async function swatchQuickAdd(
	request: SwatchQuickAddRequest
): Promise< SwatchQuickAddResult | null > {
	const productId = positiveId( request.productId );
	const variationId = positiveId( request.variationId );
	if ( ! productId || ! variationId ) {
		return null;
	}
	const { button = null, ajaxUrl = DEFAULT_ADMIN_AJAX_URL } = request;
	button?.classList.remove( QUICK_ADD_ADDED_CLASS );
	button?.classList.add( QUICK_ADD_LOADING_CLASS );
	try {
		const answer = await postClassicForm( ajaxUrl, {
			action: SWATCH_ADD_TO_CART_ACTION,
			product_id: productId,
			variation_id: variationId,
			variation: request.variation,
			security: request.security,
		} );
		if ( ! isSuccess( answer ) ) {
			throw answer;
		}
		button?.classList.add( QUICK_ADD_ADDED_CLASS );
		document.body.dispatchEvent( new CustomEvent( WC_ADDED_TO_CART_EVENT, { bubbles: true } ) );
		return answer;
	} catch ( error ) {
		// Spec 1 §8: the swatch add failure is logged.
		console.error( errors.quickAddFailed( productId, variationId ), error );
		return null;
	} finally {
		button?.classList.remove( QUICK_ADD_LOADING_CLASS );
	}
}
