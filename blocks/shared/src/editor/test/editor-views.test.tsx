/**
 * Editor views: only the views' own blocks are hidden outside their view;
 * the blocks inside a view (the filled cart's items, totals…) stay shown.
 */
import { render, screen } from '@testing-library/react';

import { EditorViews, useIsEditorViewShown } from '../editor-views';

const FILLED = 'woocommerce/filled-cart-block';
const EMPTY = 'woocommerce/empty-cart-block';

const Block = ( { name }: { name: string } ) => (
	<p>{ `${ name }: ${ useIsEditorViewShown( name ) ? 'shown' : 'hidden' }` }</p>
);

describe( 'EditorViews', () => {
	it( 'given a cart with a filled and an empty view › shows the first view’s block, hides the other, and keeps every block inside a view shown', () => {
		render(
			<EditorViews
				views={ [
					{ name: FILLED, label: 'Filled Cart' },
					{ name: EMPTY, label: 'Empty Cart' },
				] }
			>
				<Block name={ FILLED } />
				<Block name={ EMPTY } />
				<Block name="woocommerce/cart-items-block" />
			</EditorViews>
		);

		expect( screen.getByText( `${ FILLED }: shown` ) ).toBeInTheDocument();
		expect( screen.getByText( `${ EMPTY }: hidden` ) ).toBeInTheDocument();
		expect( screen.getByText( 'woocommerce/cart-items-block: shown' ) ).toBeInTheDocument();
	} );

	it( 'given no views around › every block is shown', () => {
		render( <Block name={ EMPTY } /> );

		expect( screen.getByText( `${ EMPTY }: shown` ) ).toBeInTheDocument();
	} );
} );
