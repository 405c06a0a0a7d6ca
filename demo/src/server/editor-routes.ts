/** The editor playground's routes under /editor/: its page, scripts, chunks and stylesheet, and the templates endpoint (template-routes.ts). */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { __ } from '@wordpress/i18n';

import { editorBundle } from '../build/editor-bundle';
import { EDITOR_PATHS } from '../editor/constants';
import { renderEditorHead, renderEditorMain } from '../editor/editor-page';
import { playgroundConfig } from '../editor/playground-config';
import { editorVisitorIdOf } from '../editor/visitor-id';
import { redirect, sendHtml } from './http';
import { originOf, renderForVisitor } from './pages';
import type { RouteContext } from './pages';
import { listingBundles, storefrontParts } from './storefront-frame';
import { renderNotFoundPage } from './storefront-pages';
import { serveTemplateEndpoint } from './template-routes';

const sendAsset = (
	response: ServerResponse,
	method: string,
	body: string,
	type = 'text/javascript'
): void => {
	response.writeHead( 200, {
		'Content-Type': `${ type }; charset=UTF-8`,
		'Content-Length': Buffer.byteLength( body ),
		'Cache-Control': 'no-cache',
		'X-Content-Type-Options': 'nosniff',
	} );
	response.end( method === 'HEAD' ? undefined : body );
};

/**
 * Whether a path is the playground's (`/editor`, `/editor/…`).
 *
 * @example
 * isEditorPath( '/editor/plantillas/checkout' ); // true
 */
export const isEditorPath = ( pathname: string ): boolean =>
	pathname === EDITOR_PATHS.page.slice( 0, -1 ) || pathname.startsWith( EDITOR_PATHS.page );

/**
 * The editor page, in the storefront's frame (header with the Mini-Cart,
 * store notice): the playground for this visitor's templates (their saved
 * ones, or the defaults). Asking for it starts bundling the editor, so its
 * script is ready sooner.
 *
 * @example
 * const { html } = await renderEditorPage( context, request );
 */
export function renderEditorPage( context: RouteContext, request: IncomingMessage ) {
	editorBundle().catch( () => {
		// The script's own request reports the failure.
	} );
	const visitorId = editorVisitorIdOf( request.headers.cookie );
	const path = EDITOR_PATHS.page;
	return renderForVisitor( context, request, path, ( visitor ) => {
		const frame = storefrontParts( context, visitor, listingBundles( context ), path );
		const config = playgroundConfig(
			( kind ) => context.editor.templates.get( visitorId, kind )?.content ?? null
		);
		return {
			...frame,
			title: __( 'Block editor', 'cesta' ),
			head: `${ frame.head }\n${ renderEditorHead( config ) }`,
			main: renderEditorMain(),
		};
	} );
}

/**
 * Answers a request under `/editor`: the templates' endpoint (any method),
 * and for GET or HEAD the page (`/editor` is redirected to `/editor/`), its
 * scripts, their chunks and its stylesheet; anything else there gets the
 * 404 page.
 *
 * @example
 * if ( isEditorPath( path ) ) await serveEditor( context, request, response );
 */
export async function serveEditor(
	context: RouteContext,
	request: IncomingMessage,
	response: ServerResponse
): Promise< void > {
	const url = new URL( request.url ?? '/', originOf( request ) );
	const { pathname } = url;
	const method = request.method ?? 'GET';
	if ( pathname.startsWith( EDITOR_PATHS.templates ) ) {
		await serveTemplateEndpoint(
			context,
			request,
			response,
			pathname.slice( EDITOR_PATHS.templates.length )
		);
		return;
	}
	if ( method !== 'GET' && method !== 'HEAD' ) {
		response.writeHead( 405, { Allow: 'GET, HEAD' } );
		response.end();
		return;
	}
	if ( pathname === EDITOR_PATHS.page.slice( 0, -1 ) ) {
		redirect( response, `${ EDITOR_PATHS.page }${ url.search }`, 301 );
		return;
	}
	if ( pathname === EDITOR_PATHS.page ) {
		const { html, cookies } = await renderEditorPage( context, request );
		sendHtml( response, 200, html, cookies );
		return;
	}
	// Only what could be one of its files waits for the bundle.
	const file = /\.(js|css)$/.test( pathname )
		? ( await editorBundle() ).files.get( pathname.slice( EDITOR_PATHS.page.length ) )
		: undefined;
	if ( file !== undefined ) {
		sendAsset( response, method, file, pathname.endsWith( '.css' ) ? 'text/css' : undefined );
		return;
	}
	const { html, cookies } = await renderNotFoundPage( context, request, url );
	sendHtml( response, 404, html, cookies );
}
