/** Tests of the TotalsWrapper: wraps rows in the theme classes, renders nothing when empty. */

import { render, screen } from '@testing-library/react';

import { TotalsWrapper } from '..';

describe( 'TotalsWrapper', () => {
	it( 'given rows › wraps them in the theme class', () => {
		const { container } = render(
			<TotalsWrapper slotWrapper>
				<p>Subtotal</p>
			</TotalsWrapper>
		);
		expect( container.firstChild ).toHaveClass(
			'wc-block-components-totals-wrapper',
			'slot-wrapper'
		);
		expect( screen.getByText( 'Subtotal' ) ).toBeInTheDocument();
	} );

	it( 'given only empty children › renders nothing', () => {
		const { container } = render(
			<TotalsWrapper>
				{ false }
				{ null }
			</TotalsWrapper>
		);
		expect( container ).toBeEmptyDOMElement();
	} );
} );
