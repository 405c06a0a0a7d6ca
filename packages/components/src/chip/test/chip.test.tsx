/** Tests of the Chip and the RemovableChip: classes, screen-reader text, removal by click or key, disabled. */

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';

import { Chip, RemovableChip } from '..';

describe( 'Chip', () => {
	it( 'given text › renders a list item with the theme classes', async () => {
		const { container } = render(
			<ul>
				<Chip text="DESCUENTO10" radius="large" />
			</ul>
		);
		const chip = screen.getByRole( 'listitem' );
		expect( chip ).toHaveClass(
			'wc-block-components-chip',
			'wc-block-components-chip--radius-large'
		);
		expect( chip ).toHaveTextContent( 'DESCUENTO10' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given screen-reader text › reads it instead of the visible text', () => {
		render( <Chip element="div" text="-10%" screenReaderText="Coupon: ten percent off" /> );
		expect( screen.getByText( '-10%' ) ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( screen.getByText( 'Coupon: ten percent off' ) ).toHaveClass( 'screen-reader-text' );
	} );
} );

describe( 'RemovableChip', () => {
	const renderChip = ( props: Partial< Parameters< typeof RemovableChip >[ 0 ] > = {} ) => {
		const onRemove = jest.fn();
		const view = render(
			<ul>
				<RemovableChip text="DESCUENTO10" onRemove={ onRemove } { ...props } />
			</ul>
		);
		return { onRemove, ...view };
	};

	it( 'given a click on its button › calls onRemove', async () => {
		const { onRemove, container } = renderChip();
		await userEvent.click( screen.getByRole( 'button', { name: 'Remove "DESCUENTO10"' } ) );
		expect( onRemove ).toHaveBeenCalledTimes( 1 );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it.each( [ 'Backspace', 'Delete' ] )(
		'given the focus on its button › when %s is pressed › calls onRemove',
		async ( key ) => {
			const { onRemove } = renderChip();
			screen.getByRole( 'button' ).focus();
			await userEvent.keyboard( `{${ key }}` );
			expect( onRemove ).toHaveBeenCalledTimes( 1 );
		}
	);

	it( 'given an aria label › names the button with it', () => {
		renderChip( { ariaLabel: 'Remove coupon "DESCUENTO10"' } );
		expect(
			screen.getByRole( 'button', { name: 'Remove coupon "DESCUENTO10"' } )
		).toBeInTheDocument();
	} );

	it( 'given it is disabled › neither a click nor a key removes it', async () => {
		const { onRemove, container } = renderChip( { disabled: true } );
		const button = screen.getByRole( 'button' );
		expect( button ).toBeDisabled();
		await userEvent.click( button );
		button.focus();
		await userEvent.keyboard( '{Delete}' );
		expect( onRemove ).not.toHaveBeenCalled();
		expect( await axe( container ) ).toHaveNoViolations();
	} );
} );
