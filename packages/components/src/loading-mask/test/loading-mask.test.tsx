/** Tests of the LoadingMask: masked, busy and announced; default label; idle; content kept after loading. */

import { render, screen } from '@testing-library/react';

import { axe } from '@cesta/test-utils/dom';

import { LoadingMask } from '..';

describe( 'LoadingMask', () => {
	it( 'given it is loading › masks the content, marks it busy and announces the label', async () => {
		const { container } = render(
			<LoadingMask isLoading showSpinner screenReaderLabel="Applying coupon…">
				<button type="button">Apply</button>
			</LoadingMask>
		);
		expect( container.firstChild ).toHaveClass( 'wc-block-components-loading-mask' );
		expect( container.firstChild ).toHaveAttribute( 'aria-busy', 'true' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Applying coupon…' );
		expect( container.querySelector( '.wc-block-components-spinner' ) ).toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given no label › announces "Loading…"', () => {
		render( <LoadingMask>content</LoadingMask> );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
	} );

	it( 'given it is not loading › shows the content plainly', async () => {
		const { container } = render(
			<LoadingMask isLoading={ false } showSpinner className="extra">
				<button type="button">Apply</button>
			</LoadingMask>
		);
		expect( container.firstChild ).toHaveClass( 'extra' );
		expect( container.firstChild ).not.toHaveClass( 'wc-block-components-loading-mask' );
		expect( container.firstChild ).not.toHaveAttribute( 'aria-busy' );
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given loading ends › keeps the same content element (focus is not lost)', () => {
		const { rerender } = render(
			<LoadingMask isLoading>
				<input aria-label="Coupon code" />
			</LoadingMask>
		);
		const input = screen.getByRole( 'textbox' );
		input.focus();
		rerender(
			<LoadingMask isLoading={ false }>
				<input aria-label="Coupon code" />
			</LoadingMask>
		);
		expect( screen.getByRole( 'textbox' ) ).toBe( input );
		expect( input ).toHaveFocus();
	} );
} );
