/** Tests of mountBlocks: rendering server markup, remounting, unmounting, filtering and isolating failures. */

import { useState } from '@wordpress/element';
import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';

import { registerBlockComponent } from '@cesta/registry';
import { captureConsole } from '@cesta/test-utils/dom';

import { getMountedBlock, mountBlocks } from '../..';
import type { MountBlocksOptions, TopLevelBlockProps } from '../..';
import {
	mountInAct,
	registerTestBlock,
	setAdmin,
	setPageMarkup,
	uniqueBlockName,
} from '../../test/page';

const Cart = ( { attributes, children }: TopLevelBlockProps ) => (
	<div
		className="wc-block-cart"
		data-testid="cart"
		data-dark={ String( attributes.hasDarkControls ) }
	>
		{ children }
	</div>
);

const Counter = ( { label }: { label?: string } ) => {
	const [ count, setCount ] = useState( 0 );
	return (
		<button type="button" onClick={ () => setCount( count + 1 ) }>
			{ `${ label } ${ count }` }
		</button>
	);
};

const Section = ( { children }: { children?: ReactNode } ) => <section>{ children }</section>;

function registerCart(): string {
	const name = uniqueBlockName( 'cart' );
	registerTestBlock( {
		name,
		component: Cart,
		attributes: { hasDarkControls: { type: 'boolean', default: false } },
	} );
	registerBlockComponent( {
		blockName: 'woocommerce/filled-cart-block',
		component: Section,
		context: name,
	} );
	registerBlockComponent( { blockName: 'acme/counter', component: Counter, context: name } );
	return name;
}

const cartMarkup = ( name: string, extra = '' ) =>
	`<div data-block-name="${ name }" data-has-dark-controls="true" class="wp-block-acme-cart alignwide is-loading" ${ extra }>` +
	'<div data-block-name="woocommerce/filled-cart-block" class="wp-block-woocommerce-filled-cart-block">' +
	'<div data-block-name="acme/counter" data-label="Artículos"></div>' +
	'</div></div>';

describe( 'mountBlocks', () => {
	it( 'given server markup of a registered block › renders it with its attributes and inner blocks', async () => {
		const name = registerCart();
		setPageMarkup( `<main>${ cartMarkup( name ) }</main>` );
		const [ cart, ...others ] = await mountInAct();
		expect( others ).toEqual( [] );
		expect( cart!.blockName ).toBe( name );
		expect( cart!.status ).toBe( 'mounted' );
		expect( cart!.hydrated ).toBe( false );
		expect( screen.getByTestId( 'cart' ) ).toHaveAttribute( 'data-dark', 'true' );
		expect(
			screen.getByRole( 'button', { name: 'Artículos 0' } ).closest( 'section' )
		).toBeInTheDocument();
	} );

	it( 'given the container is loading › removes is-loading once mounted and keeps its other classes', async () => {
		const name = registerCart();
		setPageMarkup( cartMarkup( name ) );
		const [ cart ] = await mountInAct();
		expect( cart!.container ).not.toHaveClass( 'is-loading' );
		expect( cart!.container ).toHaveClass( 'wp-block-acme-cart', 'alignwide' );
	} );

	it( 'given a mounted block › stays interactive', async () => {
		const name = registerCart();
		setPageMarkup( cartMarkup( name ) );
		await mountInAct();
		act( () => screen.getByRole( 'button', { name: 'Artículos 0' } ).click() );
		expect( screen.getByRole( 'button', { name: 'Artículos 1' } ) ).toBeInTheDocument();
	} );

	it( 'given it is called again › mounts only markup added since', async () => {
		const name = registerCart();
		setPageMarkup( `<div id="a">${ cartMarkup( name ) }</div><div id="b"></div>` );
		const first = await mountInAct();
		document.getElementById( 'b' )!.innerHTML = cartMarkup( name );
		const second = await mountInAct();
		expect( first ).toHaveLength( 1 );
		expect( second ).toHaveLength( 1 );
		expect( second[ 0 ]!.container ).toBe( document.querySelector( '#b > div' ) );
		expect( getMountedBlock( document.querySelector( '#a > div' )! ) ).toBe( first[ 0 ] );
		expect( screen.getAllByTestId( 'cart' ) ).toHaveLength( 2 );
	} );

	it( 'given unmount › puts the server markup and is-loading back, so the block can be mounted again', async () => {
		const name = registerCart();
		setPageMarkup( cartMarkup( name ) );
		const serverMarkup = document.body.innerHTML;
		const [ cart ] = await mountInAct();
		act( () => cart!.unmount() );
		expect( cart!.status ).toBe( 'unmounted' );
		expect( document.body.innerHTML ).toBe( serverMarkup );
		expect( getMountedBlock( cart!.container ) ).toBeUndefined();
		const [ again ] = await mountInAct();
		expect( again!.container ).toBe( cart!.container );
		expect( screen.getByTestId( 'cart' ) ).toBeInTheDocument();
	} );

	it( 'given a root element › searches only inside it, the element itself included', async () => {
		const name = registerCart();
		setPageMarkup( `${ cartMarkup( name ) }<aside>${ cartMarkup( name ) }</aside>` );
		const aside = document.querySelector( 'aside' )!;
		expect( await mountInAct( aside ) ).toHaveLength( 1 );
		const outside = document.body.firstElementChild!;
		expect( await mountInAct( outside ) ).toEqual( [
			expect.objectContaining( { container: outside } ),
		] );
	} );

	it( 'given blockNames › mounts only those blocks', async () => {
		const cartName = registerCart();
		const otherName = registerCart();
		setPageMarkup( cartMarkup( cartName ) + cartMarkup( otherName ) );
		const mounted = await mountInAct( document, { blockNames: [ otherName ] } );
		expect( mounted.map( ( block ) => block.blockName ) ).toEqual( [ otherName ] );
	} );

	it( 'given markup of blocks nobody registered, and inner blocks › leaves them alone', async () => {
		const name = registerCart();
		setPageMarkup(
			`<div data-block-name="woocommerce/product-search"><input type="search"></div>${ cartMarkup( name ) }`
		);
		const mounted = await mountInAct();
		expect( mounted.map( ( block ) => block.blockName ) ).toEqual( [ name ] );
		expect(
			document.querySelector( '[data-block-name="woocommerce/product-search"] input' )
		).toBeInTheDocument();
	} );

	it( 'given an administrator › shows the top-level error details; showErrorDetails overrides', async () => {
		captureConsole();
		setAdmin( true );
		const name = uniqueBlockName( 'cart' );
		registerTestBlock( {
			name,
			component: () => {
				throw new Error( 'no cart' );
			},
		} );
		setPageMarkup(
			`<div data-block-name="${ name }"></div><div data-block-name="${ name }"></div>`
		);
		const [ first ] = await mountInAct( document.body.firstElementChild! );
		expect( first!.container ).toHaveTextContent( 'Error: no cart' );
		const [ second ] = await mountInAct( document.body.lastElementChild!, {
			showErrorDetails: false,
		} );
		expect( second!.container ).toHaveTextContent(
			'Oops!There was an error loading the content.'
		);
		expect( second!.container ).not.toHaveTextContent( 'no cart' );
	} );

	it( 'given one block crashes › the other blocks of the page still render', async () => {
		captureConsole();
		const broken = uniqueBlockName( 'broken' );
		registerTestBlock( {
			name: broken,
			component: () => {
				throw new Error( 'x' );
			},
		} );
		const name = registerCart();
		setPageMarkup( `<div data-block-name="${ broken }"></div>${ cartMarkup( name ) }` );
		expect( await mountInAct() ).toHaveLength( 2 );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( 'Oops!' );
		expect( screen.getByTestId( 'cart' ) ).toBeInTheDocument();
	} );

	it( 'given one container cannot be mounted › logs it, leaves its markup and mounts the others', async () => {
		const logs = captureConsole();
		const name = registerCart();
		setPageMarkup( `<div id="bad">${ cartMarkup( name ) }</div>${ cartMarkup( name ) }` );
		const badContainer = document.querySelector( '#bad > div' )!;
		const cloneNode = Node.prototype.cloneNode;
		jest.spyOn( Node.prototype, 'cloneNode' ).mockImplementation( function (
			this: Node,
			deep?: boolean
		) {
			if ( this.parentNode === badContainer ) {
				throw new Error( 'cannot copy' );
			}
			return cloneNode.call( this, deep );
		} );
		const mounted = await mountInAct();
		expect( mounted ).toHaveLength( 1 );
		expect( logs.error ).toHaveBeenCalledWith(
			`Block "${ name }" could not be mounted; its server markup is left in place.`,
			expect.objectContaining( { message: 'cannot copy' } )
		);
		expect(
			badContainer.querySelector( '[data-block-name="acme/counter"]' )
		).toBeInTheDocument();
		expect( screen.getAllByTestId( 'cart' ) ).toHaveLength( 1 );
	} );

	it( 'given a container in another frame (the editor canvas) › renders its block there', async () => {
		const name = registerCart();
		const frame = document.createElement( 'iframe' );
		document.body.append( frame );
		const canvas = frame.contentDocument!;
		canvas.body.innerHTML = `<div id="preview">${ cartMarkup( name ) }</div>`;
		const container = canvas.getElementById( 'preview' )!;

		let mounted: ReturnType< typeof mountBlocks > = [];
		await act( async () => {
			mounted = mountBlocks( container );
		} );

		expect( mounted ).toHaveLength( 1 );
		expect( container.querySelector( '[data-testid="cart"]' ) ).not.toBeNull();
		act( () => mounted.forEach( ( block ) => block.unmount() ) );
		frame.remove();
	} );

	it.each( [
		[ 'a selector string', '#cart' ],
		[ 'null', null ],
		[ 'a text node', document.createTextNode( 'x' ) ],
	] )( 'given %s as root › throws a TypeError and mounts nothing', ( _case, root ) => {
		const name = registerCart();
		setPageMarkup( cartMarkup( name ) );
		expect( () => mountBlocks( root as unknown as Document ) ).toThrow(
			/^mountBlocks\( root \) needs a Document, an Element or a DocumentFragment/
		);
		expect( getMountedBlock( document.body.firstElementChild! ) ).toBeUndefined();
	} );

	it.each( [
		[
			{ blockNames: 'woocommerce/cart' },
			'The blockNames option must be an array of block names',
		],
		[ { showErrorDetails: 'yes' }, 'The showErrorDetails option must be a boolean' ],
		[ { onRecoverableError: true }, 'The onRecoverableError option must be a function' ],
		[ 'fast', 'The options of mountBlocks() must be an object, received "fast".' ],
	] )(
		'given the options %p › throws saying what is wrong and mounts nothing',
		( options, message ) => {
			const name = registerCart();
			setPageMarkup( cartMarkup( name ) );
			expect( () =>
				mountBlocks( document, options as unknown as MountBlocksOptions )
			).toThrow( message );
			expect( getMountedBlock( document.body.firstElementChild! ) ).toBeUndefined();
		}
	);
} );
