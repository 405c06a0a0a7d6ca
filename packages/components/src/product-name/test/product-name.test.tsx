/** Tests of the ProductName: link, entities decoded and markup as text, unsafe permalink, disabled, onClick. */

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';
import { fanItem } from '@cesta/test-utils/fixtures';

import { ProductName } from '..';

describe( 'ProductName', () => {
	it( 'given the fan line › links its name to the product page', async () => {
		const fan = fanItem();
		const { container } = render(
			<ProductName name={ fan.name } permalink={ fan.permalink } />
		);
		const link = screen.getByRole( 'link', { name: 'Ventilador de pie' } );
		expect( link ).toHaveAttribute( 'href', fan.permalink );
		expect( link ).toHaveClass( 'wc-block-components-product-name' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given HTML entities and markup in the name › decodes entities and shows markup as text', () => {
		render( <ProductName name="Camiseta &#8211; Rojo <b>x</b>" /> );
		expect( screen.getByText( 'Camiseta – Rojo <b>x</b>' ) ).toBeInTheDocument();
	} );

	it( 'given a javascript: permalink › renders the name without a link', () => {
		render( <ProductName name="Ventilador" permalink="javascript:alert(1)" /> );
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
		expect( screen.getByText( 'Ventilador' ) ).toBeInTheDocument();
	} );

	it( 'given disabled › renders plain text', () => {
		render( <ProductName name="Ventilador" permalink="/p/" disabled /> );
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );

	it( 'given onClick › calls it when the link is followed', async () => {
		const onClick = jest.fn( ( event: { preventDefault: () => void } ) =>
			event.preventDefault()
		);
		render( <ProductName name="Ventilador" permalink="/p/" onClick={ onClick } /> );
		await userEvent.click( screen.getByRole( 'link' ) );
		expect( onClick ).toHaveBeenCalledTimes( 1 );
	} );
} );
