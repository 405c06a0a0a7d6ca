/**
 * Issue 10 acceptance (e): in the whole Checkout block, a guest who moves her
 * delivery address from Madrid to Las Palmas (Canary Islands) gets, once the
 * customer data is pushed, the Canary Islands flat rate and no IVA: in the
 * shipping options, in the order summary and in the order placed.
 */
import { within } from '@testing-library/react';

import { cartStore, CUSTOMER_DATA_PUSH_DEBOUNCE_MS } from '@cesta/data';
import { PRODUCTS } from '@cesta/test-utils';

import { advance, advanceUntil } from '../address/test/checkout-steps';
import {
	ANA_MADRID,
	cartWith,
	clickPlaceOrder,
	openCheckout,
	placedOrders,
	redirected,
	selectedRateNames,
	settle,
	setupAcceptanceShop,
	step,
	typeAddress,
	typeEmail,
} from './acceptance-checkout';

const shop = setupAcceptanceShop();

const summary = () =>
	document.querySelector< HTMLElement >( '.wc-block-components-checkout-order-summary' )!;
const taxRows = () => summary().querySelectorAll( '.wc-block-components-totals-taxes' );
const euros = ( minor: string ) => `€${ ( Number( minor ) / 100 ).toFixed( 2 ) }`;

describe( 'given a guest who typed a Madrid address', () => {
	it( 'when she changes it to Las Palmas (GC, 35001) › the Canary Islands rate replaces the flat rate and IVA goes, in the options, the summary and the order', async () => {
		await cartWith( PRODUCTS.FAN );
		const { user, registry, redirect } = await openCheckout();
		await typeEmail( user, 'ana.perez@example.com' );
		const shipping = step( 'Shipping address' );
		await typeAddress( user, shipping, ANA_MADRID );
		await advanceUntil( () => selectedRateNames( registry ).includes( 'Tarifa plana' ) );
		const madridTotals = registry.select( cartStore ).getCartTotals();
		expect( Number( madridTotals.total_tax ) ).toBeGreaterThan( 0 );
		expect( taxRows() ).not.toHaveLength( 0 );
		expect( summary() ).toHaveTextContent( euros( madridTotals.total_tax ) );

		const inForm = within( shipping );
		await user.selectOptions( inForm.getByRole( 'combobox', { name: 'Province' } ), 'GC' );
		const postcode = inForm.getByRole( 'textbox', { name: 'Postal code' } );
		await user.clear( postcode );
		await user.type( postcode, '35001' );
		const city = inForm.getByRole( 'textbox', { name: 'City' } );
		await user.clear( city );
		await user.type( city, 'Las Palmas de Gran Canaria' );
		await advance( CUSTOMER_DATA_PUSH_DEBOUNCE_MS );
		await advanceUntil( () =>
			selectedRateNames( registry ).includes( 'Tarifa plana Canarias' )
		);
		await settle();

		const options = within( step( 'Shipping options' ) );
		expect( options.getByRole( 'radio', { name: /Tarifa plana Canarias/ } ) ).toBeChecked();
		expect( options.getAllByRole( 'radio' ) ).toHaveLength( 1 );
		const canaryTotals = registry.select( cartStore ).getCartTotals();
		expect( canaryTotals.total_tax ).toBe( '0' );
		expect( canaryTotals.total_shipping ).toBe( '1495' );
		// Taxes stay listed while the shop has them on (spec 2 §5): at zero.
		expect( [ ...taxRows() ].map( ( row ) => row.textContent ) ).toEqual( [ 'Taxes€0.00' ] );
		expect( summary() ).toHaveTextContent( 'Tarifa plana Canarias' );
		expect(
			summary().querySelector( '.wc-block-components-totals-footer-item' )
		).toHaveTextContent( euros( canaryTotals.total_price ) );

		await clickPlaceOrder( user );
		await redirected( redirect );
		const [ order ] = placedOrders( shop );
		expect( order ).toMatchObject( {
			shipping: { state: 'GC', postcode: '35001', city: 'Las Palmas de Gran Canaria' },
			cart: { totals: { total_tax: '0', total_shipping: '1495' } },
		} );
	} );
} );
