/** The editor playground's templates endpoint: a visitor's saved template under /editor/plantillas/{kind} — read, save, reset. */

import type { IncomingMessage, ServerResponse } from 'node:http';

import { MAX_TEMPLATE_BODY_BYTES } from '../editor/constants';
import { isTemplateKind, parseTemplate } from '../editor/parse-template';
import type { TemplateKind } from '../editor/parse-template';
import { readJsonBody } from '../editor/read-json-body';
import { templateErrors } from '../editor/template-errors';
import { editorVisitorCookie, editorVisitorIdOf, newEditorVisitorId } from '../editor/visitor-id';
import { originOf } from './pages';
import type { RouteContext } from './pages';

const KILOBYTE = 1024;

const sendJson = (
	response: ServerResponse,
	status: number,
	body: unknown,
	headers: Record< string, string | string[] > = {}
) => {
	response.writeHead( status, {
		'Content-Type': 'application/json; charset=UTF-8',
		'Cache-Control': 'no-store',
		'X-Content-Type-Options': 'nosniff',
		...headers,
	} );
	response.end( JSON.stringify( body ) );
};

/** A write from another site's page (its `Origin` is not this shop's) is refused. */
const isFromThisShop = ( request: IncomingMessage ) =>
	request.headers.origin === undefined || request.headers.origin === originOf( request );

async function saveVisitorTemplate(
	context: RouteContext,
	request: IncomingMessage,
	response: ServerResponse,
	kind: TemplateKind
) {
	const body = await readJsonBody( request, MAX_TEMPLATE_BODY_BYTES );
	if ( ! body.ok && body.reason === 'too-large' ) {
		sendJson( response, 413, {
			message: templateErrors.tooLarge( MAX_TEMPLATE_BODY_BYTES / KILOBYTE ),
		} );
		return;
	}
	const content = body.ok ? ( body.value as { content?: unknown } | null )?.content : undefined;
	if ( typeof content !== 'string' ) {
		sendJson( response, 400, { message: templateErrors.notJson() } );
		return;
	}
	const result = parseTemplate( kind, content, context.editor.definitions );
	if ( ! result.ok ) {
		sendJson( response, 400, { message: result.message } );
		return;
	}
	const known = editorVisitorIdOf( request.headers.cookie );
	const visitorId = known ?? newEditorVisitorId();
	context.editor.templates.save( visitorId, result.template );
	sendJson(
		response,
		200,
		{ content },
		known ? {} : { 'Set-Cookie': editorVisitorCookie( visitorId ) }
	);
}

/**
 * `/editor/plantillas/{kind}`: GET the visitor's saved template
 * (`{ content }`, null for the default), POST `{ content }` (JSON) to save
 * it — checked by `parseTemplate`, refused with 400 and a Spanish
 * `{ message }`, 413 past `MAX_TEMPLATE_BODY_BYTES` — and DELETE to go back
 * to the default. Writes from another site's page get 403; a new visitor
 * gets the playground's cookie with their first save.
 *
 * @example
 * await serveTemplateEndpoint( context, request, response, 'checkout' );
 */
export async function serveTemplateEndpoint(
	context: RouteContext,
	request: IncomingMessage,
	response: ServerResponse,
	kind: string
): Promise< void > {
	const method = request.method ?? 'GET';
	if ( ! isTemplateKind( kind ) ) {
		sendJson( response, 404, { message: templateErrors.unknownTemplate( kind ) } );
		return;
	}
	const visitorId = editorVisitorIdOf( request.headers.cookie );
	if ( method === 'GET' || method === 'HEAD' ) {
		sendJson( response, 200, {
			content: context.editor.templates.get( visitorId, kind )?.content ?? null,
		} );
		return;
	}
	if ( method !== 'POST' && method !== 'DELETE' ) {
		response.writeHead( 405, { Allow: 'GET, HEAD, POST, DELETE' } );
		response.end();
		return;
	}
	if ( ! isFromThisShop( request ) ) {
		sendJson( response, 403, { message: templateErrors.otherSite() } );
		return;
	}
	if ( method === 'DELETE' ) {
		context.editor.templates.reset( visitorId, kind );
		sendJson( response, 200, { content: null } );
		return;
	}
	await saveVisitorTemplate( context, request, response, kind );
}
