/**
 * @jest-environment node
 *
 * The editor playground's templates endpoint on the demo server: what it
 * refuses (Spanish messages, nothing kept), who may write, and what a
 * visitor without a saved template gets.
 */
import { MAX_TEMPLATE_BODY_BYTES } from '../../editor/constants';
import { serveDemoForThisFile } from '../../test/demo-harness';

const shop = serveDemoForThisFile();

const send = ( path: string, init: RequestInit & { headers?: Record< string, string > } = {} ) =>
	fetch( `${ shop.demo.url }${ path }`, { redirect: 'manual', ...init } );

const postTemplate = ( kind: string, body: string, headers: Record< string, string > = {} ) =>
	send( `/editor/plantillas/${ kind }`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...headers },
		body,
	} );

describe( 'the templates endpoint', () => {
	it( 'given a visitor who saved nothing › when they ask for a template › gets null: the default', async () => {
		const response = await send( '/editor/plantillas/checkout' );

		expect( response.status ).toBe( 200 );
		expect( response.headers.get( 'cache-control' ) ).toBe( 'no-store' );
		expect( await response.json() ).toEqual( { content: null } );
	} );

	it( 'given an unknown template › answers 404 with a Spanish message', async () => {
		const response = await send( '/editor/plantillas/__proto__' );

		expect( response.status ).toBe( 404 );
		expect( await response.json() ).toEqual( {
			message: 'No hay ninguna plantilla llamada "__proto__".',
		} );
	} );

	it.each( [
		[ 'a form body', 'content=x', { 'Content-Type': 'application/x-www-form-urlencoded' } ],
		[ 'JSON that does not parse', '{"content":', {} ],
		[ 'JSON without content', '{"blocks":[]}', {} ],
		[ 'content that is not text', '{"content":42}', {} ],
	] )(
		'given %s › answers 400 saying what it expects, keeps nothing, sets no cookie',
		async ( _case, body, headers ) => {
			const response = await postTemplate( 'checkout', body, headers );

			expect( response.status ).toBe( 400 );
			expect( await response.json() ).toEqual( {
				message: 'La petición debe ser JSON con los bloques serializados en "content".',
			} );
			expect( response.headers.getSetCookie() ).toEqual( [] );
		}
	);

	it( 'given a template that is not one checkout block › answers 400 with the reason and keeps nothing', async () => {
		const response = await postTemplate(
			'checkout',
			JSON.stringify( { content: '<p>hola</p>' } )
		);

		expect( response.status ).toBe( 400 );
		expect( ( await response.json() ).message ).toBe(
			'La plantilla tiene contenido que no está dentro de un bloque.'
		);
		expect( response.headers.getSetCookie() ).toEqual( [] );
	} );

	it( 'given a body past the limit › answers 413 with the limit', async () => {
		const response = await postTemplate(
			'checkout',
			JSON.stringify( { content: 'x'.repeat( MAX_TEMPLATE_BODY_BYTES ) } )
		);

		expect( response.status ).toBe( 413 );
		expect( await response.json() ).toEqual( {
			message: `La plantilla ocupa más de ${ MAX_TEMPLATE_BODY_BYTES / 1024 } KB.`,
		} );
	} );

	it( 'given a write from another site’s page › answers 403', async () => {
		const response = await postTemplate( 'checkout', JSON.stringify( { content: '' } ), {
			Origin: 'https://otro.example',
		} );
		const reset = await send( '/editor/plantillas/checkout', {
			method: 'DELETE',
			headers: { Origin: 'https://otro.example' },
		} );

		expect( response.status ).toBe( 403 );
		expect( reset.status ).toBe( 403 );
		expect( ( await reset.json() ).message ).toBe(
			'Las plantillas solo se pueden guardar desde el editor de esta tienda.'
		);
	} );

	it( 'given another method › answers 405 with the allowed ones', async () => {
		const response = await send( '/editor/plantillas/checkout', { method: 'PUT' } );

		expect( response.status ).toBe( 405 );
		expect( response.headers.get( 'allow' ) ).toBe( 'GET, HEAD, POST, DELETE' );
	} );
} );
