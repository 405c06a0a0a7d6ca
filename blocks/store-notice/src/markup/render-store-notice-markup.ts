/** The store notice as WooCommerce prints it, written as a string for the server (no DOM, no React). */

import { escapeHtml } from '@cesta/blocks-shared/markup-writer';
import { isSimpleMarkup, sanitizeHTML } from '@cesta/sanitize';

import { STORE_NOTICE_ALLOWED_ATTR, STORE_NOTICE_ALLOWED_TAGS } from '../constants';
import { storeNoticeTexts } from '../messages';

/**
 * What the server knows of the store notice.
 *
 * @example
 * const notice: StoreNoticeMarkupOptions = { noticeId: '5f2b', message: 'Envío gratis desde <strong>50 €</strong>', dismissible: true };
 */
export interface StoreNoticeMarkupOptions {
	/** Names the dismissal cookie (`store_notice{noticeId}`); WooCommerce uses the message's md5, so a new message shows again. */
	noticeId: string;
	/** The message, HTML the shop owner wrote; sanitised before printing. */
	message: string;
	/** Whether the shopper can dismiss it. @default true */
	dismissible?: boolean;
}

/**
 * The message made safe to print: inline formatting and links only. Plain
 * formatting passes as it is; anything else goes through `@cesta/sanitize`,
 * which keeps the allowed markup where a DOM exists and gives safe plain
 * text on a server without one.
 *
 * @example
 * safeNoticeMessage( 'Rebajas <script>x()</script><b>-20%</b>' ); // 'Rebajas <b>-20%</b>' (text only without a DOM)
 */
export function safeNoticeMessage( message: string ): string {
	return isSimpleMarkup( message, STORE_NOTICE_ALLOWED_TAGS )
		? message
		: sanitizeHTML( message, {
				tags: STORE_NOTICE_ALLOWED_TAGS,
				attr: STORE_NOTICE_ALLOWED_ATTR,
			} );
}

/**
 * The store notice's markup (spec 1 §2, §4), WooCommerce's
 * `p.woocommerce-store-notice.demo_store` with its `data-notice-id`, a
 * complementary landmark named "Store notice", and a dismiss link
 * (`role="button"`). A dismissible notice is printed hidden: the page's
 * script shows it unless its cookie says it was dismissed, so a dismissed
 * notice never flashes. An empty message prints nothing.
 *
 * @example
 * renderStoreNoticeMarkup( { noticeId: '5f2b', message: 'Envío gratis desde 50 €' } );
 * // '<p role="complementary" aria-label="Aviso de la tienda" class="woocommerce-store-notice demo_store" data-notice-id="5f2b" style="display:none;">Envío gratis desde 50 € <a …>Descartar</a></p>'
 */
export function renderStoreNoticeMarkup( {
	noticeId,
	message,
	dismissible = true,
}: StoreNoticeMarkupOptions ): string {
	const safe = safeNoticeMessage( message ).trim();
	if ( ! safe ) {
		return '';
	}
	const dismiss = dismissible
		? ` <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">${ escapeHtml(
				storeNoticeTexts.dismiss()
			) }</a>`
		: '';
	return (
		`<p role="complementary" aria-label="${ escapeHtml( storeNoticeTexts.noticeLabel() ) }"` +
		` class="woocommerce-store-notice demo_store" data-notice-id="${ escapeHtml( noticeId ) }"` +
		`${ dismissible ? ' style="display:none;"' : '' }>${ safe }${ dismiss }</p>`
	);
}
