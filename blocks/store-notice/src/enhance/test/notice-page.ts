/**
 * What the enhancer tests share: a page with the store notice and the
 * coming-soon banner printed by the markup entry, the REST nonce the mock
 * shop gives this visitor, and the banner requests the shop received.
 */
import { http, HttpResponse } from 'msw';
import type { HttpResponseResolver } from 'msw';

import {
	renderComingSoonBannerMarkup,
	renderStoreNoticeMarkup,
} from '@cesta/block-store-notice/markup';
import type { MockServer } from '@cesta/mocks/node';

/** The REST route the banner's dismissal is posted to (the current user). */
export const USERS_ME_URL = 'http://localhost/wp-json/wp/v2/users/me';

/** The REST nonce a page prints for this visitor (the mock's bootstrap). */
export async function restNonce(): Promise< string > {
	const response = await fetch( 'http://localhost/__mock/session' );
	return ( ( await response.json() ) as { wpRestNonce: string } ).wpRestNonce;
}

/** Prints the page as the server does: main content, the store notice, the banner. */
export function printPage( {
	noticeId = '5f2b',
	nonce = '',
	alert = false,
}: { noticeId?: string; nonce?: string; alert?: boolean } = {} ) {
	document.body.innerHTML =
		`<main><h1>Tienda</h1>${
			alert
				? '<div class="woocommerce-error" role="alert">No hay suficientes unidades.</div>'
				: ''
		}<a href="/carrito/">Carrito</a></main>` +
		renderStoreNoticeMarkup( {
			noticeId,
			message: 'Envío gratis desde <strong>50 €</strong>',
		} ) +
		renderComingSoonBannerMarkup( { restUrl: USERS_ME_URL, restNonce: nonce } );
}

/** The store notice on the page. */
export const notice = () => document.querySelector< HTMLElement >( '.woocommerce-store-notice' )!;

/** The notice's dismiss link. */
export const dismissLink = () =>
	document.querySelector< HTMLElement >( '.woocommerce-store-notice__dismiss-link' )!;

/** The coming-soon banner. */
export const banner = () => document.getElementById( 'coming-soon-footer-banner' )!;

/** The banner's dismiss button. */
export const bannerButton = () =>
	document.querySelector< HTMLButtonElement >( '.coming-soon-footer-banner-dismiss' )!;

/** One banner request as the shop received it, with its answer. */
export interface BannerCall {
	method: string;
	url: string;
	nonce: string | null;
	contentType: string;
	body: string;
	status?: number;
	answer?: unknown;
}

/** Records the requests to the users/me route and the shop's answers. */
export function recordBannerCalls( shop: MockServer ) {
	const calls: BannerCall[] = [];
	const pending: Array< Promise< void > > = [];
	const isBannerCall = ( request: Request ) => request.url.includes( '/wp/v2/users/me' );
	const onStart = ( { request }: { request: Request } ) => {
		if ( ! isBannerCall( request ) ) {
			return;
		}
		const call: BannerCall = {
			method: request.method,
			url: request.url,
			nonce: request.headers.get( 'x-wp-nonce' ),
			contentType: request.headers.get( 'content-type' ) ?? '',
			body: '',
		};
		calls.push( call );
		pending.push(
			request
				.clone()
				.text()
				.then( ( text ) => {
					call.body = text;
				} )
		);
	};
	const onResponse = ( { request, response }: { request: Request; response: Response } ) => {
		const call = calls.find(
			( entry ) => entry.url === request.url && entry.status === undefined
		);
		if ( ! isBannerCall( request ) || ! call ) {
			return;
		}
		call.status = response.status;
		pending.push(
			response
				.clone()
				.json()
				.then( ( json: unknown ) => {
					call.answer = json;
				} )
		);
	};
	shop.server.events.on( 'request:start', onStart );
	shop.server.events.on( 'response:mocked', onResponse );
	return {
		calls,
		settled: () => Promise.all( pending ),
		stop: () => {
			shop.server.events.removeListener( 'request:start', onStart );
			shop.server.events.removeListener( 'response:mocked', onResponse );
		},
	};
}

/** Answers the banner's next request with `resolver` instead of the shop. */
export function answerBannerOnce( shop: MockServer, resolver: HttpResponseResolver ) {
	shop.server.use( http.post( '*/wp/v2/users/me', resolver, { once: true } ) );
}

/** A dropped connection. */
export const dropConnection = () => HttpResponse.error();
