/**
 * Typing in the shipping address re-renders the shipping step only (React
 * Profiler): not the contact step (which reads only the billing email, though
 * billing mirrors shipping), nor the additional information step.
 */
import { fireEvent, within } from '@testing-library/react';
import { Profiler } from 'react';

import { MADRID_BILLING, MADRID_SHIPPING } from '@cesta/test-utils';

import { AdditionalInformationBlock } from '../../inner-blocks/additional-information';
import { ContactInformationBlock } from '../../inner-blocks/contact-information';
import { ShippingAddressBlock } from '../../inner-blocks/shipping-address';
import {
	advance,
	cartWithFan,
	findStep,
	installFakeTimers,
	renderSteps,
	setupCheckoutShop,
} from './checkout-steps';

setupCheckoutShop();

describe( 'given every step on the page', () => {
	it( 'when typing the first name › only the shipping step renders', async () => {
		await cartWithFan( { shipping_address: MADRID_SHIPPING, billing_address: MADRID_BILLING } );
		installFakeTimers();
		const renders: Record< string, number > = {};
		const count = ( id: string ) => {
			renders[ id ] = ( renders[ id ] ?? 0 ) + 1;
		};
		const { registry } = renderSteps( {
			ui: (
				<>
					<Profiler id="contact" onRender={ count }>
						<ContactInformationBlock />
					</Profiler>
					<Profiler id="shipping" onRender={ count }>
						<ShippingAddressBlock />
					</Profiler>
					<Profiler id="additional" onRender={ count }>
						<AdditionalInformationBlock />
					</Profiler>
				</>
			),
		} );
		const step = await findStep( registry, 'Shipping address' );
		await advance( 100 );
		Object.keys( renders ).forEach( ( id ) => delete renders[ id ] );
		const firstName = within( step ).getByRole( 'textbox', { name: 'First name' } );

		for ( const value of [ 'Lucía M', 'Lucía Ma', 'Lucía Mar' ] ) {
			fireEvent.change( firstName, { target: { value } } );
		}

		expect( renders ).toEqual( { shipping: 3 } );
	} );
} );
