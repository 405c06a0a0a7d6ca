/** Tests of renderBlockTree: the top-level crash panel, warning-free plain markup, hostile markup, bad input. */

import { render, screen } from '@testing-library/react';

import { captureConsole } from '@cesta/test-utils/dom';

import { renderBlockTree } from '../..';
import type { BlockTree } from '../..';
import { setUpTopLevel, Throws, treeOf } from '../../test/blocks';
import { registerTestBlock, uniqueBlockName } from '../../test/page';

describe( 'renderBlockTree', () => {
	it( 'given the top-level component crashes › shows the top-level panel, with the definition overrides', () => {
		captureConsole();
		const name = uniqueBlockName( 'cart' );
		registerTestBlock( {
			name,
			component: Throws,
			errorBoundaryProps: { header: 'Vaya', button: <a href="/carrito">Recargar</a> },
		} );
		render( renderBlockTree( treeOf( name, '' ) ) );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'VayaThere was an error loading the content.Recargar'
		);
	} );

	it( 'given plain markup with forms, tables and icons › renders it without React warnings', () => {
		const logs = captureConsole();
		const name = setUpTopLevel();
		const { container } = render(
			renderBlockTree(
				treeOf(
					name,
					`<form class="f"><label for="nota">Nota</label><input id="nota" type="text" value="Hola" maxlength="20" readonly>
					<input type="checkbox" checked><select name="pais"><option value="ES" selected>España</option><option value="PT">Portugal</option></select>
					<textarea name="t">Texto</textarea></form>
					<table class="t"><tbody><tr><td colspan="2" style="text-align:right">1</td></tr></tbody></table>
					<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill-rule="evenodd" stroke-width="2" d="M0 0h24v24H0z"></path></svg>
					<video src="v.mp4" muted playsinline controls></video><details open><summary>Más</summary></details>`
				)
			)
		);
		expect( logs.error ).not.toHaveBeenCalled();
		expect( screen.getByLabelText( 'Nota' ) ).toHaveValue( 'Hola' );
		expect( screen.getByRole( 'checkbox' ) ).toBeChecked();
		expect( screen.getByRole( 'combobox' ) ).toHaveValue( 'ES' );
		expect( screen.getByRole( 'textbox', { name: '' } ) ).toHaveValue( 'Texto' );
		expect( container.querySelector( 'td' ) ).toHaveAttribute( 'colspan', '2' );
		expect( container.querySelector( 'td' ) ).toHaveStyle( { textAlign: 'right' } );
		expect( container.querySelector( 'path' ) ).toHaveAttribute( 'fill-rule', 'evenodd' );
		expect( container.querySelector( 'details' ) ).toHaveAttribute( 'open' );
	} );

	it( 'given hostile markup › renders none of its scripts or handlers', () => {
		const pwned = jest.fn();
		( window as unknown as { pwned: () => void } ).pwned = pwned;
		const name = setUpTopLevel();
		const { container } = render(
			renderBlockTree(
				treeOf(
					name,
					`<img src="x" onerror="pwned()" alt=""><script>pwned()</script><a href="javascript:pwned()" onclick="pwned()">Ir</a><svg onload="pwned()"><a xlink:href="javascript:pwned()"><text>t</text></a></svg>`
				)
			)
		);
		screen.getByText( 'Ir' ).click();
		container.querySelector( 'img' )!.dispatchEvent( new Event( 'error' ) );
		expect( pwned ).not.toHaveBeenCalled();
		expect( container.querySelector( 'script' ) ).toBeNull();
		expect( container.innerHTML ).not.toMatch( /onerror|onclick|onload|javascript:/i );
	} );

	it( 'given a block nobody registered › throws saying how to register it', () => {
		expect( () =>
			renderBlockTree( { blockName: 'acme/nothing', attributes: {}, children: [] } )
		).toThrow( 'Block "acme/nothing" is not registered for the frontend' );
	} );

	it( 'given something that is not a block tree › throws a TypeError', () => {
		expect( () => renderBlockTree( '<div></div>' as unknown as BlockTree ) ).toThrow(
			'renderBlockTree( tree ) needs a block tree { blockName, attributes, children } from parseBlockMarkup(), received "<div></div>".'
		);
	} );

	it( 'given options that are not an object › throws a TypeError', () => {
		const name = setUpTopLevel();
		expect( () => renderBlockTree( treeOf( name, '' ), 'fast' as unknown as object ) ).toThrow(
			'The options of renderBlockTree() must be an object, received "fast".'
		);
	} );
} );
