/** Tests of the skeletons: the 2 s minimum, reduced motion, restarts, the loader's announcement, sizes. */

import { act, render, renderHook, screen } from '@testing-library/react';

import { axe, installMatchMediaStub, setReducedMotion } from '@cesta/test-utils/dom';

import { Skeleton, SkeletonLoader, useMinimumVisible } from '..';
import { SKELETON_MIN_VISIBLE_MS } from '../../constants';

installMatchMediaStub();

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

const renderVisibility = ( isLoading: boolean ) =>
	renderHook( ( { loading } ) => useMinimumVisible( loading, SKELETON_MIN_VISIBLE_MS ), {
		initialProps: { loading: isLoading },
	} );

describe( 'useMinimumVisible', () => {
	it( 'given loading starts › is visible at once', () => {
		const { result, rerender } = renderVisibility( false );
		expect( result.current ).toBe( false );
		rerender( { loading: true } );
		expect( result.current ).toBe( true );
	} );

	it( 'given loading ends after 300 ms › stays visible until 2 s have passed since it was shown', () => {
		const { result, rerender } = renderVisibility( true );
		act( () => jest.advanceTimersByTime( 300 ) );
		rerender( { loading: false } );
		expect( result.current ).toBe( true );
		act( () => jest.advanceTimersByTime( SKELETON_MIN_VISIBLE_MS - 300 - 1 ) );
		expect( result.current ).toBe( true );
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( result.current ).toBe( false );
	} );

	it( 'given loading lasts longer than 2 s › hides as soon as it ends', () => {
		const { result, rerender } = renderVisibility( true );
		act( () => jest.advanceTimersByTime( 2500 ) );
		rerender( { loading: false } );
		expect( result.current ).toBe( false );
	} );

	it( 'given the user prefers reduced motion › hides as soon as loading ends', () => {
		setReducedMotion( true );
		const { result, rerender } = renderVisibility( true );
		act( () => jest.advanceTimersByTime( 100 ) );
		rerender( { loading: false } );
		expect( result.current ).toBe( false );
	} );

	it( 'given loading restarts during the minimum › stays visible and does not restart the minimum', () => {
		const { result, rerender } = renderVisibility( true );
		rerender( { loading: false } );
		act( () => jest.advanceTimersByTime( 1000 ) );
		rerender( { loading: true } );
		act( () => jest.advanceTimersByTime( 500 ) );
		rerender( { loading: false } );
		expect( result.current ).toBe( true );
		act( () => jest.advanceTimersByTime( 500 ) );
		expect( result.current ).toBe( false );
	} );

	it( 'given it never loaded › never shows', () => {
		const { result } = renderVisibility( false );
		act( () => jest.advanceTimersByTime( 5000 ) );
		expect( result.current ).toBe( false );
	} );
} );

describe( 'SkeletonLoader', () => {
	it( 'given loading › shows the skeleton and announces the wait', async () => {
		jest.useRealTimers();
		const { container } = render(
			<SkeletonLoader isLoading screenReaderLabel="Loading shipping rates…">
				<p>Rates</p>
			</SkeletonLoader>
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Loading shipping rates…' );
		expect( screen.queryByText( 'Rates' ) ).not.toBeInTheDocument();
		expect(
			container.querySelector( '.wc-block-components-skeleton__element' )
		).toHaveAttribute( 'aria-hidden', 'true' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given loading ends quickly › shows the content only after 2 s', () => {
		const { rerender } = render(
			<SkeletonLoader isLoading>
				<p>Rates</p>
			</SkeletonLoader>
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		rerender(
			<SkeletonLoader isLoading={ false }>
				<p>Rates</p>
			</SkeletonLoader>
		);
		expect( screen.queryByText( 'Rates' ) ).not.toBeInTheDocument();
		act( () => jest.advanceTimersByTime( SKELETON_MIN_VISIBLE_MS ) );
		expect( screen.getByText( 'Rates' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
	} );
} );

describe( 'Skeleton', () => {
	it( 'given sizes › applies them and stays hidden from assistive technology', () => {
		const { container } = render(
			<Skeleton width="5em" height="2em" borderRadius="50%" tag="div" />
		);
		const element = container.firstChild as HTMLElement;
		expect( element.tagName ).toBe( 'DIV' );
		expect( element ).toHaveStyle( { width: '5em', height: '2em', borderRadius: '50%' } );
		expect( element ).toHaveAttribute( 'aria-hidden', 'true' );
	} );
} );
