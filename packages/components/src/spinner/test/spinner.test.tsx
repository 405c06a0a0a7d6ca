/** Tests of the Spinner: hidden from assistive technology, or announced in a status region. */

import { render, screen } from '@testing-library/react';

import { axe } from '@cesta/test-utils/dom';

import { Spinner } from '..';

describe( 'Spinner', () => {
	it( 'given no label › is hidden from assistive technology', async () => {
		const { container } = render( <Spinner /> );
		expect( container.querySelector( '.wc-block-components-spinner' ) ).toHaveAttribute(
			'aria-hidden',
			'true'
		);
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a screen-reader label › announces it in a status region', async () => {
		const { container } = render( <Spinner screenReaderLabel="Updating cart…" /> );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Updating cart…' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );
} );
