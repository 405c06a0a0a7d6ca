/** Tests of the container width: breakpoints, updates on resize, unmount, no ResizeObserver, no provider. */

import { act, render, screen } from '@testing-library/react';

import { activeObserverCount, installResizeObserver, resizeTo } from '@cesta/test-utils/dom';

import {
	ContainerWidthContextProvider,
	getContainerWidthClass,
	useContainerWidthContext,
} from '..';

installResizeObserver();

const Probe = () => {
	const { containerClassName, hasContainerWidth, isMobile } = useContainerWidthContext();
	return (
		<p>{ `${ hasContainerWidth ? containerClassName : 'unmeasured' }${ isMobile ? ' mobile' : '' }` }</p>
	);
};

describe( 'getContainerWidthClass', () => {
	it.each( [
		[ 1200, 'is-large' ],
		[ 701, 'is-large' ],
		[ 700, 'is-medium' ],
		[ 521, 'is-medium' ],
		[ 520, 'is-small' ],
		[ 401, 'is-small' ],
		[ 400, 'is-mobile' ],
		[ 0, 'is-mobile' ],
	] )( 'given %d px › is %s', ( width, expected ) => {
		expect( getContainerWidthClass( width ) ).toBe( expected );
	} );
} );

describe( 'ContainerWidthContextProvider', () => {
	it( 'given it is resized › updates the class on the element and in the context', () => {
		const { container } = render(
			<ContainerWidthContextProvider className="wc-block-cart">
				<Probe />
			</ContainerWidthContextProvider>
		);
		const block = container.firstChild as HTMLElement;
		expect( screen.getByText( 'unmeasured' ) ).toBeInTheDocument();
		act( () => resizeTo( block, 800 ) );
		expect( block ).toHaveClass( 'wc-block-cart', 'is-large' );
		expect( screen.getByText( 'is-large' ) ).toBeInTheDocument();
		act( () => resizeTo( block, 360 ) );
		expect( block ).toHaveClass( 'is-mobile' );
		expect( block ).not.toHaveClass( 'is-large' );
		expect( screen.getByText( 'is-mobile mobile' ) ).toBeInTheDocument();
	} );

	it( 'given it unmounts › stops observing', () => {
		const { unmount } = render( <ContainerWidthContextProvider /> );
		expect( activeObserverCount() ).toBe( 1 );
		unmount();
		expect( activeObserverCount() ).toBe( 0 );
	} );

	it( 'given no ResizeObserver › measures on mount and on window resize', () => {
		delete ( window as { ResizeObserver?: unknown } ).ResizeObserver;
		const rect = jest.spyOn( HTMLElement.prototype, 'getBoundingClientRect' );
		rect.mockReturnValue( { width: 600 } as DOMRect );
		const { container } = render( <ContainerWidthContextProvider /> );
		expect( container.firstChild ).toHaveClass( 'is-medium' );
		rect.mockReturnValue( { width: 450 } as DOMRect );
		act( () => {
			window.dispatchEvent( new Event( 'resize' ) );
		} );
		expect( container.firstChild ).toHaveClass( 'is-small' );
	} );

	it( 'given no provider › reports nothing measured', () => {
		render( <Probe /> );
		expect( screen.getByText( 'unmeasured' ) ).toBeInTheDocument();
	} );
} );
