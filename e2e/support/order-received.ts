/** The demo's order-received page as a shopper reads it: the products table, its totals rows and the addresses, as text. */

import type { Locator, Page } from 'playwright-core';

import { formatPrice, getCurrencyFromPriceResponse } from '@cesta/price-format';
import type { CartResponse } from '@cesta/types';

import type { AddressDetails } from './checkout-form';
import { es } from './spanish';

/** A cell's text with its runs of white space made one space. */
const cellText = async ( cell: Locator ) =>
	( ( await cell.textContent() ) ?? '' ).replace( /\s+/g, ' ' ).trim();

/**
 * The products table of the order-received page (named by its caption,
 * «Productos del pedido {id}, …»): one `[ name, quantity, total ]` per line,
 * and the totals rows as `[ label, value ]` in their order.
 *
 * @example
 * const { lines, totals } = await orderReceivedTable( page, orderId );
 * expect( lines ).toEqual( [ [ 'Arrocera', '1', '€44.90' ] ] );
 */
export async function orderReceivedTable(
	page: Page,
	orderId: number
): Promise< { lines: string[][]; totals: string[][] } > {
	const table = page.getByRole( 'table', {
		name: es( 'Products of order %s, with their quantity and total', String( orderId ) ),
	} );
	const rowsOf = async ( rows: Locator ) => {
		const texts: string[][] = [];
		for ( const row of await rows.all() ) {
			const cells = await row.locator( 'th, td' ).all();
			texts.push( await Promise.all( cells.map( cellText ) ) );
		}
		return texts;
	};
	return {
		lines: await rowsOf( table.locator( 'tbody tr' ) ),
		totals: await rowsOf( table.locator( 'tfoot tr' ) ),
	};
}

/**
 * The lines of an address the order-received page shows under its heading
 * («Dirección de facturación», «Dirección de envío»), the billing one
 * followed by its phone and email.
 *
 * @example
 * await expect( orderReceivedAddress( page, 'Shipping address' ) ).resolves.toEqual( [ 'Lucía Moreno Vidal', … ] );
 */
export async function orderReceivedAddress(
	page: Page,
	heading: 'Billing address' | 'Shipping address'
): Promise< string[] > {
	const address = page
		.getByRole( 'heading', { name: es( heading ), exact: true, level: 2 } )
		.locator( 'xpath=following-sibling::address[1]' );
	return ( await address.innerText() )
		.split( '\n' )
		.map( ( line ) => line.trim() )
		.filter( Boolean );
}

/**
 * The lines WooCommerce prints for an address in Spain, the shop's own
 * country (which it leaves out): name, street, apartment, postcode and city,
 * province.
 *
 * @example
 * spanishAddressLines( MADRID_ADDRESS ); // [ 'Lucía Moreno Vidal', 'Calle de Alcalá 21', '3º izquierda', '28001 Madrid', 'Madrid' ]
 */
export function spanishAddressLines( details: AddressDetails ): string[] {
	return [
		`${ details.firstName } ${ details.lastName }`,
		details.address,
		details.apartment,
		`${ details.postcode } ${ details.city }`,
		details.province,
	];
}

/**
 * What the order-received page must show for a cart the shop prices without
 * tax (as the demo does): each line `[ name, quantity, line subtotal ]`, and
 * the totals rows — subtotal, the discount when there is one, shipping with
 * the chosen rate's name, taxes, total — in the server's figures.
 *
 * @example
 * const expected = expectedOrderTable( await shopper.serverCart() );
 */
export function expectedOrderTable( cart: CartResponse ): {
	lines: string[][];
	totals: string[][];
} {
	const currency = getCurrencyFromPriceResponse( cart.totals );
	const price = ( amount: string | number ) => formatPrice( Number( amount ), currency );
	const rate = cart.shipping_rates[ 0 ]?.shipping_rates.find(
		( candidate ) => candidate.selected
	);
	const { totals } = cart;
	return {
		lines: cart.items.map( ( item ) => [
			item.name,
			String( item.quantity ),
			price( item.totals.line_subtotal ),
		] ),
		totals: [
			[ es( 'Subtotal:' ), price( totals.total_items ) ],
			...( Number( totals.total_discount ) > 0
				? [ [ es( 'Discount:' ), `-${ price( totals.total_discount ) }` ] ]
				: [] ),
			[
				es( 'Shipping:' ),
				`${ price( totals.total_shipping ?? 0 ) } ${ es( 'via %s', rate?.name ?? '' ) }`,
			],
			[ es( 'Taxes:' ), price( totals.total_tax ) ],
			[ es( 'Total:' ), price( totals.total_price ) ],
		],
	};
}
