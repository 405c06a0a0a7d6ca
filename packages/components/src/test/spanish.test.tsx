/**
 * With the es_ES catalogue loaded, the components speak Spanish: their
 * strings are real msgids of the catalogue, looked up at render time.
 */
import { render, screen } from '@testing-library/react';

import { loadTranslations } from '@cesta/i18n';
import { cartWithItems, fanItem, MADRID_SHIPPING } from '@cesta/test-utils/fixtures';

import {
	AddressCard,
	AddressForm,
	OrderSummaryItem,
	PasswordStrengthMeter,
	ProductLowStockBadge,
	QuantitySelector,
	Select,
	Textarea,
	TotalsCoupon,
	TotalsFooterItem,
} from '..';

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

	it( 'writes the coupon panel and the total in Spanish', async () => {
		render(
			<>
				<TotalsCoupon onSubmit={ jest.fn() } initialOpen />
				<TotalsFooterItem values={ cartWithItems().totals } displayCartPricesIncludingTax />
			</>
		);
		expect( screen.getByRole( 'button', { name: 'Añadir cupones' } ) ).toBeInTheDocument();
		expect(
			await screen.findByRole( 'textbox', { name: 'Introduce el código' } )
		).toBeInTheDocument();
		expect( screen.getByRole( 'button', { name: 'Aplicar' } ) ).toBeDisabled();
		expect( screen.getByText( /Incluye/ ) ).toHaveTextContent( 'Incluye €13.64 en impuestos' );
	} );

	it( 'speaks Spanish in the checkout form pieces', () => {
		render(
			<>
				<Select
					id="billing-country"
					label="País/Región"
					value=""
					options={ [ { value: 'ES', label: 'España' } ] }
					onChange={ jest.fn() }
				/>
				<Textarea
					id="order-notes"
					label="Notas del pedido"
					value="Portal"
					maxLength={ 10 }
					onChange={ jest.fn() }
				/>
				<AddressForm
					type="shipping"
					fields={ [
						{
							key: 'address_2',
							label: 'Apartamento, habitación, etc.',
							required: false,
							hidden: false,
						},
					] }
					values={ { address_2: '' } }
					onChange={ jest.fn() }
				/>
				<PasswordStrengthMeter id="password-strength" password="abc1" />
				<AddressCard
					address={ MADRID_SHIPPING }
					addressType="shipping"
					onEdit={ jest.fn() }
				/>
			</>
		);
		expect(
			screen.getByRole( 'combobox', { name: 'País/Región (opcional)' } )
		).toHaveDisplayValue( 'Selecciona: país/región' );
		expect(
			screen.getByRole( 'textbox', { name: 'Notas del pedido' } )
		).toHaveAccessibleDescription( 'Quedan 4 caracteres' );
		expect(
			screen.getByRole( 'button', { name: '+ Añadir apartamento, habitación, etc.' } )
		).toBeInTheDocument();
		expect( screen.getByText( 'Seguridad de la contraseña: Débil' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Editar la dirección de envío' } )
		).toHaveTextContent( 'Editar' );
	} );

	it( 'reads an order summary line in Spanish', () => {
		render(
			<OrderSummaryItem
				cartItem={ { ...fanItem(), quantity: 2 } }
				displayPricesIncludingTax={ false }
			/>
		);
		expect( screen.getByText( '2 artículos' ) ).toBeInTheDocument();
		expect(
			screen.getByText( /^Precio total de 2 unidades de Ventilador de pie: / )
		).toBeInTheDocument();
	} );
} );
