/** Tests of the on-demand sanitiser: safe before DOMPurify loads, sanitised after, the load and its failure. */

import {
	DEFAULT_ALLOWED_ATTR,
	DEFAULT_ALLOWED_TAGS,
	PRODUCT_DESCRIPTION_ALLOWED_ATTR,
	PRODUCT_DESCRIPTION_ALLOWED_TAGS,
	sanitizeHTML,
	trimHtmlToCharacters,
	trimHtmlToWords,
} from '@cesta/sanitize';

import { createDeferredSanitizer } from '../deferred-sanitizer';
import type { DomSanitizer } from '../deferred-sanitizer';
import { findDangers } from './find-dangers';
import { XSS_PAYLOADS } from './xss-payloads';

const importDomSanitizer = (): Promise< DomSanitizer > => import( '../dom-sanitizer' );
const BEFORE = '<p>Ventilador de pie</p>';
const AFTER = '<strong>Oferta -20%</strong> <a href="/tienda/">Ver tienda</a>';
const LISTS = [
	{ label: 'default lists', tags: DEFAULT_ALLOWED_TAGS, attr: DEFAULT_ALLOWED_ATTR },
	{
		label: 'product description lists',
		tags: PRODUCT_DESCRIPTION_ALLOWED_TAGS,
		attr: PRODUCT_DESCRIPTION_ALLOWED_ATTR,
	},
];

const elementsIn = ( html: string ) => {
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	return template.content.querySelectorAll( '*' ).length;
};

describe( 'given DOMPurify has not loaded yet', () => {
	describe.each( LISTS )( 'with the $label', ( allowed ) => {
		it.each( XSS_PAYLOADS )(
			'when rendering "$name" › gives plain text with no element at all, and keeps the harmless text',
			( { html } ) => {
				const sanitizer = createDeferredSanitizer( importDomSanitizer );
				const output = sanitizer.sanitizeHTMLOrText(
					`${ BEFORE }${ html }${ AFTER }`,
					allowed
				);

				expect( output ).not.toContain( '<' );
				expect( elementsIn( output ) ).toBe( 0 );
				expect( findDangers( output, allowed ) ).toEqual( [] );
				expect( output.startsWith( 'Ventilador de pie' ) ).toBe( true );
				expect( output ).toContain( 'Oferta -20% Ver tienda' );
			}
		);
	} );

	it( 'when clamping HTML that needs the sanitiser › clamps its plain text, the ellipsis escaped', () => {
		const sanitizer = createDeferredSanitizer( importDomSanitizer );

		expect(
			sanitizer.trimHtmlToWordsOrText( '<p>uno <b onclick="x()">dos</b> tres</p>', 2 )
		).toBe( 'uno dos…' );
		expect(
			sanitizer.trimHtmlToCharactersOrText( '<p><a href="/">a &amp; b</a></p>', 3 )
		).toBe( 'a &amp;…' );
		expect(
			sanitizer.trimHtmlToWordsOrText( '<p class="x">uno dos tres</p>', 1, {
				ellipsis: '<img src=x onerror=alert(1)>',
			} )
		).toBe( 'uno&lt;img src=x onerror=alert(1)&gt;' );
	} );

	it( 'when the HTML is simple markup › shows and clamps it as HTML, without DOMPurify', () => {
		const importSpy = jest.fn( importDomSanitizer );
		const sanitizer = createDeferredSanitizer( importSpy );
		const html = '<p>Ventilador de pie <strong>con mando</strong> a distancia</p><p>Otro</p>';

		expect( sanitizer.needsSanitizer( html ) ).toBe( false );
		expect( sanitizer.sanitizeHTMLOrText( html ) ).toBe( html );
		expect( sanitizer.trimHtmlToWordsOrText( html, 5 ) ).toBe(
			'<p>Ventilador de pie <strong>con mando…</strong></p>'
		);
		expect( sanitizer.trimHtmlToCharactersOrText( '<p>a &amp; b</p>', 3 ) ).toBe(
			'<p>a &amp;…</p>'
		);
		expect(
			sanitizer.trimHtmlToWordsOrText( '<p>uno dos tres</p>', 1, {
				ellipsis: '<img src=x onerror=alert(1)>',
			} )
		).toBe( '<p>uno&lt;img src=x onerror=alert(1)&gt;</p>' );
		expect( importSpy ).not.toHaveBeenCalled();
	} );

	it( 'when the HTML is simple markup but the lists remove a tag › needs the sanitiser', () => {
		const sanitizer = createDeferredSanitizer( importDomSanitizer );

		expect( sanitizer.needsSanitizer( '<p>Oferta</p>', { tags: [ 'b' ] } ) ).toBe( true );
		expect( sanitizer.sanitizeHTMLOrText( '<p>Oferta</p>', { tags: [ 'b' ] } ) ).toBe(
			'Oferta'
		);
	} );

	it( 'when options or limits are wrong › throws the same clear errors as once loaded', () => {
		const sanitizer = createDeferredSanitizer( importDomSanitizer );

		expect( () => sanitizer.sanitizeHTMLOrText( 'x', { tags: [ 'script' ] } ) ).toThrow(
			'the tag "script" can never be allowed'
		);
		expect( () => sanitizer.sanitizeHTMLOrText( null, { attr: [ 'onclick' ] } ) ).toThrow(
			'the attribute "onclick" can never be allowed'
		);
		expect( () => sanitizer.trimHtmlToWordsOrText( 'x', -1 ) ).toThrow( RangeError );
		expect( () => sanitizer.trimHtmlToCharactersOrText( 'x', 1.5 ) ).toThrow(
			'the characters limit must be a whole number of 0 or more, received 1.5.'
		);
		expect( () => trimHtmlToWords( 'x', -1 ) ).toThrow(
			'the words limit must be a whole number of 0 or more, received -1.'
		);
	} );

	it( 'reports itself as not loaded', () => {
		expect( createDeferredSanitizer( importDomSanitizer ).isLoaded() ).toBe( false );
	} );
} );

describe( 'given DOMPurify has loaded', () => {
	describe.each( LISTS )( 'with the $label', ( allowed ) => {
		it.each( XSS_PAYLOADS )(
			'when rendering "$name" › gives exactly what sanitizeHTML gives',
			async ( { html } ) => {
				const sanitizer = createDeferredSanitizer( importDomSanitizer );
				await sanitizer.load();
				const input = `${ BEFORE }${ html }${ AFTER }`;

				const output = sanitizer.sanitizeHTMLOrText( input, allowed );

				expect( output ).toBe( sanitizeHTML( input, allowed ) );
				expect( findDangers( output, allowed ) ).toEqual( [] );
				expect( output.startsWith( BEFORE ) ).toBe( true );
			}
		);
	} );

	it( 'when clamping › gives what the DOM clamps give, formatting kept', async () => {
		const sanitizer = createDeferredSanitizer( importDomSanitizer );
		await sanitizer.load();
		const html = '<p>Ventilador de pie <b>con mando</b> a distancia</p>';

		expect( sanitizer.trimHtmlToWordsOrText( html, 5 ) ).toBe( trimHtmlToWords( html, 5 ) );
		expect( sanitizer.trimHtmlToWordsOrText( html, 5 ) ).toBe(
			'<p>Ventilador de pie <b>con mando…</b></p>'
		);
		expect( sanitizer.trimHtmlToCharactersOrText( html, 10 ) ).toBe(
			trimHtmlToCharacters( html, 10 )
		);
	} );
} );

describe( 'given the load itself', () => {
	it( 'when loaded › tells each subscriber once, and no one who unsubscribed', async () => {
		const sanitizer = createDeferredSanitizer( importDomSanitizer );
		const subscriber = jest.fn();
		const leaver = jest.fn();
		sanitizer.subscribe( subscriber );
		sanitizer.subscribe( leaver )();

		await Promise.all( [ sanitizer.load(), sanitizer.load() ] );
		await sanitizer.load();

		expect( sanitizer.isLoaded() ).toBe( true );
		expect( subscriber ).toHaveBeenCalledTimes( 1 );
		expect( leaver ).not.toHaveBeenCalled();
	} );

	it( 'when asked twice while loading › imports once', async () => {
		const importer = jest.fn( importDomSanitizer );
		const sanitizer = createDeferredSanitizer( importer );

		await Promise.all( [ sanitizer.load(), sanitizer.load() ] );

		expect( importer ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'when the load fails › rejects, stays on safe plain text, and a later call retries', async () => {
		const offline = new Error( 'Failed to fetch dynamically imported module' );
		const importer = jest
			.fn< Promise< DomSanitizer >, [] >()
			.mockRejectedValueOnce( offline )
			.mockImplementation( importDomSanitizer );
		const sanitizer = createDeferredSanitizer( importer );
		const subscriber = jest.fn();
		sanitizer.subscribe( subscriber );

		await expect( sanitizer.load() ).rejects.toBe( offline );
		expect( sanitizer.isLoaded() ).toBe( false );
		expect( sanitizer.sanitizeHTMLOrText( '<b onclick="x()">Oferta</b>' ) ).toBe( 'Oferta' );
		expect( subscriber ).not.toHaveBeenCalled();

		await sanitizer.load();
		expect( importer ).toHaveBeenCalledTimes( 2 );
		expect( subscriber ).toHaveBeenCalledTimes( 1 );
		expect( sanitizer.sanitizeHTMLOrText( '<b onclick="x()">Oferta</b>' ) ).toBe(
			'<b>Oferta</b>'
		);
	} );
} );
