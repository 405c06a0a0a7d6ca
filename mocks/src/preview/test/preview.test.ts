/** Tests of the editor preview data: the sample cart and payments, and that the shipped file is fresh. */

import {
	createPreviewCart,
	createPreviewProducts,
	createPreviewVariableProduct,
	previewPaymentMethods,
} from '..';
import {
	computePreviewCart,
	computePreviewPaymentMethods,
	computePreviewProducts,
	computePreviewVariableProduct,
} from '../compute-preview-data';

describe( 'editor preview data', () => {
	it( 'given the sample fixtures › when the preview cart is read › has three priced lines capped at 99 and offline payments', () => {
		const cart = createPreviewCart();
		expect( cart.items.map( ( item ) => [ item.id, item.quantity ] ) ).toEqual( [
			[ 17, 1 ],
			[ 29, 2 ],
			[ 21, 1 ],
		] );
		expect( cart.items.every( ( item ) => item.quantity_limits.maximum === 99 ) ).toBe( true );
		// 39.99 + 2 × 19.99 + 44.90 = 124.87; IVA 8.40 + 8.40 + 9.43 = 26.23; flat rate 4.95 + 1.04.
		expect( cart.totals.total_price ).toBe( '15709' );
		expect( cart.payment_methods ).toEqual( [ 'bacs', 'cheque', 'cod' ] );
	} );

	it( 'given the sample fixtures › when the preview payment methods are read › are cod, bacs and cheque with Spanish titles', () => {
		expect( previewPaymentMethods().map( ( method ) => method.id ) ).toEqual( [
			'cod',
			'bacs',
			'cheque',
		] );
		expect( previewPaymentMethods()[ 0 ].title ).toBe( 'Contra reembolso' );
	} );

	it( 'given a caller that changes its preview cart › when the cart is read again › it is the untouched sample', () => {
		const first = createPreviewCart();
		first.items[ 0 ]!.quantity = 50;
		first.items.pop();
		previewPaymentMethods()[ 0 ]!.title = 'changed';

		expect( createPreviewCart().items.map( ( item ) => item.quantity ) ).toEqual( [ 1, 2, 1 ] );
		expect( previewPaymentMethods()[ 0 ]!.title ).toBe( 'Contra reembolso' );
	} );

	it( 'given the engine and the sample shop › the shipped preview data is what they compute (else run `npm run preview-data -w mocks`)', () => {
		expect( createPreviewCart() ).toEqual( computePreviewCart() );
		expect( previewPaymentMethods() ).toEqual( computePreviewPaymentMethods() );
		expect( createPreviewProducts() ).toEqual( computePreviewProducts() );
		expect( createPreviewVariableProduct() ).toEqual( computePreviewVariableProduct() );
	} );

	it( 'given the sample fixtures › when the preview products are read › are the preview cart’s fan, Camiseta and rice cooker with the shop’s prices', () => {
		const products = createPreviewProducts();
		expect( products.map( ( product ) => [ product.id, product.name, product.type ] ) ).toEqual(
			[
				[ 17, 'Ventilador de pie', 'simple' ],
				[ 27, 'Camiseta', 'variable' ],
				[ 21, 'Arrocera', 'simple' ],
			]
		);
		const cart = createPreviewCart();
		expect( products[ 0 ]!.prices.price ).toBe( cart.items[ 0 ]!.prices.price );
	} );

	it( 'given the sample fixtures › when the preview variable product is read › is the hoodie with every variation its page preloads', () => {
		const { product, variations } = createPreviewVariableProduct();
		expect( product ).toMatchObject( {
			id: 80,
			name: 'Sudadera con capucha',
			type: 'variable',
		} );
		expect( variations.map( ( variation ) => variation.variation_id ) ).toEqual(
			product.variations.map( ( variation ) => variation.id )
		);
		expect( variations[ 0 ] ).toMatchObject( {
			attributes: { attribute_pa_color: 'negro', attribute_pa_talla: 's' },
			sku: 'SUD-001-NEGRO-S',
		} );
	} );

	it( 'given a caller that changes its preview products › when they are read again › they are the untouched sample', () => {
		createPreviewProducts()[ 0 ]!.name = 'changed';
		createPreviewVariableProduct().variations.pop();
		expect( createPreviewProducts()[ 0 ]!.name ).toBe( 'Ventilador de pie' );
		expect( createPreviewVariableProduct().variations ).toEqual(
			computePreviewVariableProduct().variations
		);
	} );
} );
