/** Tests of the Title: level 2 by default with the theme class, or the level given. */

import { render, screen } from '@testing-library/react';

import { Title } from '..';

describe( 'Title', () => {
	it( 'given no level › renders a level-2 heading with the theme class', () => {
		render( <Title>Cart totals</Title> );
		const heading = screen.getByRole( 'heading', { level: 2, name: 'Cart totals' } );
		expect( heading ).toHaveClass( 'wc-block-components-title' );
	} );

	it( 'given a level › renders that heading level', () => {
		render(
			<Title headingLevel="3" className="is-extra">
				Order summary
			</Title>
		);
		expect( screen.getByRole( 'heading', { level: 3 } ) ).toHaveClass( 'is-extra' );
	} );
} );
