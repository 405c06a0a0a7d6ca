/** Test helpers: the serialized blocks the block editor saves for a markup writer's HTML, and moving a block in them. */

const DIV_TAG = /<(\/?)div\b([^>]*)>/g;
const BLOCK_NAME = /\bdata-block-name="([^"]+)"/;

/**
 * The serialized blocks the block editor saves for the markup a writer
 * prints (the blocks' `save` is that markup): each element with
 * `data-block-name` between its block comments, attributes at their
 * defaults (so none in the comment), everything else as it is.
 *
 * @example
 * serializedTemplateOf( renderCheckoutBlockMarkup() );
 * // '<!-- wp:woocommerce/checkout --><div data-block-name="woocommerce/checkout" …>…</div><!-- /wp:woocommerce/checkout -->'
 */
export function serializedTemplateOf( html: string ): string {
	const open: Array< string | null > = [];
	return html.replace( DIV_TAG, ( tag, closing: string, attributes: string ) => {
		if ( closing ) {
			const name = open.pop();
			return name ? `${ tag }<!-- /wp:${ name } -->` : tag;
		}
		const name = BLOCK_NAME.exec( attributes )?.[ 1 ] ?? null;
		open.push( name );
		return name ? `<!-- wp:${ name } -->${ tag }` : tag;
	} );
}

const blockPattern = ( name: string ) =>
	new RegExp( `<!-- wp:${ name } -->[\\s\\S]*?<!-- /wp:${ name } -->` );

/**
 * Serialized blocks with one block (and everything inside it) moved to
 * right after another, as the block toolbar's move buttons do.
 *
 * @example
 * moveBlockAfter( template, 'woocommerce/checkout-order-summary-coupon-form-block', 'woocommerce/checkout-order-summary-totals-block' );
 */
export function moveBlockAfter( serialized: string, moved: string, after: string ): string {
	const block = blockPattern( moved ).exec( serialized )![ 0 ];
	const without = serialized.replace( block, '' );
	const anchor = blockPattern( after ).exec( without )![ 0 ];
	return without.replace( anchor, anchor + block );
}
