/**
 * With the es_ES catalogue loaded, the components speak Spanish: their
 * strings are real msgids of the catalogue, looked up at render time.
 */
import { render, screen } from '@testing-library/react';

import { loadTranslations } from '@cesta/i18n';
import { cartWithItems } from '@cesta/test-utils/fixtures';

import { ProductLowStockBadge, QuantitySelector, TotalsCoupon, TotalsFooterItem } from '..';

beforeAll( () => {
	expect( loadTranslations( 'es_ES' ) ).toBe( true );
} );

describe( 'given the Spanish shop (es_ES)', () => {
	it( 'names the quantity controls in Spanish', () => {
		render(
			<QuantitySelector quantity={ 1 } itemName="Ventilador de pie" onChange={ jest.fn() } />
		);
		expect(
			screen.getByRole( 'spinbutton', {
				name: 'Cantidad de Ventilador de pie en tu carrito.',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Aumentar la cantidad de Ventilador de pie' } )
		).toBeInTheDocument();
	} );

	it( 'uses the Spanish plural forms of the low-stock badge', () => {
		const { rerender } = render( <ProductLowStockBadge lowStockRemaining={ 1 } /> );
		expect( screen.getByText( 'Solo queda 1 en stock' ) ).toBeInTheDocument();
		rerender( <ProductLowStockBadge lowStockRemaining={ 4 } /> );
		expect( screen.getByText( 'Solo quedan 4 en stock' ) ).toBeInTheDocument();
	} );

	it( 'writes the coupon panel and the total in Spanish', () => {
		render(
			<>
				<TotalsCoupon onSubmit={ jest.fn() } initialOpen />
				<TotalsFooterItem values={ cartWithItems().totals } displayCartPricesIncludingTax />
			</>
		);
		expect( screen.getByRole( 'button', { name: 'Añadir cupones' } ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'textbox', { name: 'Introduce el código' } )
		).toBeInTheDocument();
		expect( screen.getByRole( 'button', { name: 'Aplicar' } ) ).toBeDisabled();
		expect( screen.getByText( /Incluye/ ) ).toHaveTextContent( 'Incluye €13.64 en impuestos' );
	} );
} );
