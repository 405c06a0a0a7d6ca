/**
 * @jest-environment node
 *
 * Tests of the HTML helpers: escaping, JSON that cannot break out of a script,
 * global assignments.
 */
import { escapeHtml, globalAssignmentScript, scriptJson } from '../html';

describe( 'escapeHtml', () => {
	it( 'given text with markup characters › when escaped › leaves none that HTML would read as markup', () => {
		expect( escapeHtml( `<a href="x" title='y'>Tom & Jerry</a>` ) ).toBe(
			'&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;'
		);
	} );

	it( 'given a number › when escaped › writes it as text', () => {
		expect( escapeHtml( 3 ) ).toBe( '3' );
	} );
} );

describe( 'scriptJson', () => {
	const hostile = {
		name: '</script><script>alert(1)</script>',
		comment: '<!-- x -->',
		separators: 'a\u2028b\u2029c',
		amp: 'R&D',
	};

	it( 'given strings that could close or change a script › when serialised › contains no <, > or & and no raw U+2028/U+2029', () => {
		const json = scriptJson( hostile );

		expect( json ).not.toMatch( /[<>&\u2028\u2029]/ );
		expect( json ).toContain( '\\u003c/script\\u003e' );
		expect( json ).toContain( '\\u2028' );
	} );

	it( 'given any value › when serialised › parses back to the same value as JSON', () => {
		expect( JSON.parse( scriptJson( hostile ) ) ).toEqual( hostile );
		expect( JSON.parse( scriptJson( [ 1, null, { ñ: 'ü' } ] ) ) ).toEqual( [
			1,
			null,
			{ ñ: 'ü' },
		] );
	} );

	it( 'given undefined › when serialised › writes null rather than nothing', () => {
		expect( scriptJson( undefined ) ).toBe( 'null' );
	} );
} );

describe( 'globalAssignmentScript', () => {
	it( 'given a settings object › when printed › is one inline script that assigns it to the window global', () => {
		const html = globalAssignmentScript( 'wcSettings', { title: '</script>' } );

		expect( html ).toBe(
			'<script>window.wcSettings = {"title":"\\u003c/script\\u003e"};</script>'
		);
		expect( html.match( /<\/script>/g ) ).toHaveLength( 1 );
	} );

	it( 'given a name that is not an identifier › when printed › throws a TypeError and prints nothing', () => {
		expect( () => globalAssignmentScript( 'wc-settings; alert(1)', {} ) ).toThrow(
			'Not a JavaScript identifier: "wc-settings; alert(1)".'
		);
	} );
} );
