/** Tests of BlockErrorBoundary: shopper and administrator panels, effect and lazy-load crashes, isolation. */

import { lazy, useEffect } from '@wordpress/element';
import { render, screen } from '@testing-library/react';

import { axe, captureConsole } from '@cesta/test-utils/dom';

import { BlockErrorBoundary } from '../..';

const Throws = ( { thrown }: { thrown: unknown } ): null => {
	throw thrown;
};

const panelText = ( container: HTMLElement ) =>
	Array.from( container.querySelectorAll( 'p' ), ( p ) => p.textContent );

describe( 'BlockErrorBoundary', () => {
	it( 'given children that render › shows them and no panel', () => {
		render(
			<BlockErrorBoundary>
				<p>Carrito</p>
			</BlockErrorBoundary>
		);
		expect( screen.getByText( 'Carrito' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'given a shopper › when a top-level block crashes › shows "Oops!" and the generic text only', async () => {
		captureConsole();
		const { container } = render(
			<BlockErrorBoundary>
				<Throws thrown={ new Error( 'Cart is undefined' ) } />
			</BlockErrorBoundary>
		);
		expect( screen.getByRole( 'alert' ) ).toHaveClass(
			'wc-block-error',
			'wc-block-components-error'
		);
		expect( panelText( container ) ).toEqual( [
			'Oops!',
			'There was an error loading the content.',
		] );
		expect( container ).not.toHaveTextContent( 'Cart is undefined' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given an administrator › when a block crashes › adds "Error:" and the message', async () => {
		captureConsole();
		const { container } = render(
			<BlockErrorBoundary showErrorMessage>
				<Throws thrown={ new Error( 'Cart is undefined' ) } />
			</BlockErrorBoundary>
		);
		expect( panelText( container ) ).toEqual( [
			'Oops!',
			'There was an error loading the content.',
			'Error: Cart is undefined',
		] );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given an administrator › when a fetch response is thrown › shows its status and status text', () => {
		captureConsole();
		const { container } = render(
			<BlockErrorBoundary showErrorMessage>
				<Throws thrown={ new Response( null, { status: 404, statusText: 'Not Found' } ) } />
			</BlockErrorBoundary>
		);
		expect( panelText( container )[ 2 ] ).toBe( 'Error: 404: Not Found' );
		expect( container.querySelector( 'strong' ) ).toHaveTextContent( '404' );
	} );

	it.each( [
		[
			'a Store API error object',
			{ code: 'cart_api_error', message: 'Unable to get cart data from the API.' },
			'Error: Unable to get cart data from the API.',
		],
		[ 'a string', 'boom', 'Error: boom' ],
		[ 'a value that says nothing', {}, 'Error: The error gave no description.' ],
	] )( 'given an administrator › when %s is thrown › describes it', ( _case, thrown, shown ) => {
		captureConsole();
		const { container } = render(
			<BlockErrorBoundary showErrorMessage>
				<Throws thrown={ thrown } />
			</BlockErrorBoundary>
		);
		expect( panelText( container )[ 2 ] ).toBe( shown );
	} );

	it( 'given a block name › when it crashes › says "Unexpected error in:" the block', async () => {
		captureConsole();
		const { container } = render(
			<BlockErrorBoundary blockName="acme/gift-note">
				<Throws thrown={ new Error( 'x' ) } />
			</BlockErrorBoundary>
		);
		expect( panelText( container ) ).toEqual( [
			'Oops!',
			'Unexpected error in: acme/gift-note',
		] );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a custom header, text and button › shows them instead', () => {
		captureConsole();
		render(
			<BlockErrorBoundary
				header="Algo ha ido mal"
				text="Recarga la página."
				button={ <a href="/carrito">Recargar</a> }
			>
				<Throws thrown={ new Error( 'x' ) } />
			</BlockErrorBoundary>
		);
		expect( screen.getByText( 'Algo ha ido mal' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Recarga la página.' ) ).toBeInTheDocument();
		expect( screen.getByRole( 'link', { name: 'Recargar' } ) ).toHaveAttribute(
			'href',
			'/carrito'
		);
	} );

	it( 'given an error thrown in an effect › catches it too and reports it to onError', () => {
		captureConsole();
		const onError = jest.fn();
		const FailsAfterMount = () => {
			useEffect( () => {
				throw new Error( 'effect failed' );
			}, [] );
			return <p>Renderizado</p>;
		};
		render(
			<BlockErrorBoundary onError={ onError }>
				<FailsAfterMount />
			</BlockErrorBoundary>
		);
		expect( screen.getByRole( 'alert' ) ).toBeInTheDocument();
		expect( onError ).toHaveBeenCalledWith(
			expect.objectContaining( { message: 'effect failed' } ),
			expect.objectContaining( { componentStack: expect.any( String ) } )
		);
	} );

	it( 'given a lazy block that fails to load › shows the panel', async () => {
		captureConsole();
		const Broken = lazy( () => Promise.reject( new Error( 'chunk failed' ) ) );
		render(
			<BlockErrorBoundary showErrorMessage>
				<Broken />
			</BlockErrorBoundary>
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent( 'Error: chunk failed' );
	} );

	it( 'given two boundaries › when one block crashes › the other keeps rendering', () => {
		captureConsole();
		render(
			<>
				<BlockErrorBoundary blockName="acme/broken">
					<Throws thrown={ new Error( 'x' ) } />
				</BlockErrorBoundary>
				<BlockErrorBoundary blockName="acme/fine">
					<p>Sigo aquí</p>
				</BlockErrorBoundary>
			</>
		);
		expect( screen.getByText( 'Sigo aquí' ) ).toBeInTheDocument();
		expect( screen.getAllByRole( 'alert' ) ).toHaveLength( 1 );
	} );
} );
