/** Types of cart fragments: the fragments themselves, where they are kept and what the page configures. */

/**
 * Cart fragments: a CSS selector → the HTML that replaces what it selects.
 *
 * @example
 * const fragments: Fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">…</div>' };
 */
export type Fragments = Record< string, string >;

/**
 * Where the cart hash and the fragments are kept (`wc_cart_fragments_params`'
 * `cart_hash_key` and `fragment_name`): the hash in local and session
 * storage, the fragments in session storage. Without `cartHashKey` nothing
 * is stored.
 *
 * @example
 * const keys: FragmentStorageKeys = { cartHashKey: 'wc_cart_hash_0f…', fragmentName: 'wc_fragments_0f…' };
 */
export interface FragmentStorageKeys {
	cartHashKey?: string;
	fragmentName?: string;
}

/**
 * What the page tells the fragments client (`wc_cart_fragments_params`, see
 * {@link readCartFragmentsParams}).
 *
 * @example
 * const params: CartFragmentsParams = {
 * 	ajaxUrl: '/?wc-ajax=%%endpoint%%',
 * 	cartHashKey: 'wc_cart_hash_0f…',
 * 	fragmentName: 'wc_fragments_0f…',
 * 	requestTimeoutMs: 5000,
 * };
 */
export interface CartFragmentsParams extends FragmentStorageKeys {
	/** The wc-ajax URL with `%%endpoint%%` where the endpoint name goes (`wc_ajax_url`). */
	ajaxUrl: string;
	/** How long a refresh may take before it counts as failed (`request_timeout`). */
	requestTimeoutMs: number;
}

/**
 * What `?wc-ajax=get_refreshed_fragments` answers (spec 1 §7).
 *
 * @example
 * const answer: RefreshedFragments = { fragments: { 'span.count': '<span class="count">2</span>' }, cart_hash: '9c1…' };
 */
export interface RefreshedFragments {
	fragments: Fragments;
	cart_hash: string;
}

/**
 * The `detail` of the `added_to_cart` and `removed_from_cart` events the
 * fragments client stores from (what `@cesta/classic-cart` dispatches).
 *
 * @example
 * document.body.dispatchEvent( new CustomEvent( 'added_to_cart', { detail: { fragments, cartHash } } ) );
 */
export interface CartChangeFragments {
	fragments: Fragments;
	cartHash: string;
}

/**
 * Options of {@link startCartFragments}.
 *
 * @example
 * startCartFragments( params, { root: document } );
 */
export interface CartFragmentsOptions {
	/** The document whose body hears the events and whose elements the fragments replace. @default document */
	root?: Document;
}

/**
 * What a tab's session storage holds of the cart (see {@link readStoredCart}).
 *
 * @example
 * const stored: StoredCart = { fragments: null, cartHash: '', createdAtMs: null };
 */
export interface StoredCart {
	fragments: Fragments | null;
	cartHash: string;
	/** When the cart (or its last refresh) was stored, in epoch milliseconds. */
	createdAtMs: number | null;
}
