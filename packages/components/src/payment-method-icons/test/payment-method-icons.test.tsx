/** Tests of the PaymentMethodIcons: none (nothing downloaded), every spec brand named, alignment, images, bad icons skipped. */

import { render, screen } from '@testing-library/react';

import { axe } from '@cesta/test-utils/dom';

import { PaymentMethodIcons } from '..';
import { paymentMethodIconsLoader } from '../load-payment-method-icons';
import type { PaymentMethodIcon } from '..';

// Spec 2 §9's list, written out: drawing each proves it is supported.
const SPEC_PAYMENT_ICONS = [
	'alipay',
	'amex',
	'bancontact',
	'diners',
	'discover',
	'eps',
	'giropay',
	'ideal',
	'jcb',
	'laser',
	'maestro',
	'mastercard',
	'multibanco',
	'p24',
	'sepa',
	'sofort',
	'unionpay',
	'visa',
	'wechat',
];

describe( 'PaymentMethodIcons', () => {
	// First: Jest gives each test file a fresh module registry, so nothing has downloaded the row yet.
	it( 'given no icons › renders nothing and does not download the icon row', async () => {
		const { container, rerender } = render( <PaymentMethodIcons icons={ null } /> );
		rerender( <PaymentMethodIcons icons={ [] } /> );
		await Promise.resolve();
		expect( container ).toBeEmptyDOMElement();
		expect( paymentMethodIconsLoader.loaded() ).toBeUndefined();
	} );

	it( 'given every brand the spec lists › draws each one, named for screen readers', async () => {
		const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
		const { container } = render( <PaymentMethodIcons icons={ SPEC_PAYMENT_ICONS } /> );
		const icons = await screen.findAllByRole( 'img' );
		expect( warn ).not.toHaveBeenCalled();
		expect( icons ).toHaveLength( SPEC_PAYMENT_ICONS.length );
		icons.forEach( ( icon, index ) =>
			expect( icon ).toHaveClass(
				`wc-block-components-payment-method-icon--${ SPEC_PAYMENT_ICONS[ index ] }`
			)
		);
		expect( screen.getByRole( 'img', { name: 'Visa' } ) ).toHaveClass(
			'wc-block-components-payment-method-icon',
			'wc-block-components-payment-method-icon--visa'
		);
		expect( screen.getByRole( 'img', { name: 'American Express' } ) ).toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given an alignment › adds its modifier class', async () => {
		const { container } = render( <PaymentMethodIcons icons={ [ 'visa' ] } align="right" /> );
		await screen.findByRole( 'img', { name: 'Visa' } );
		expect( container.firstChild ).toHaveClass(
			'wc-block-components-payment-method-icons--align-right'
		);
	} );

	it( 'given an image icon › shows the image with its alt text', async () => {
		render(
			<PaymentMethodIcons
				icons={ [ { id: 'bizum', src: '/img/bizum.svg', alt: 'Bizum' } ] }
			/>
		);
		expect( await screen.findByRole( 'img', { name: 'Bizum' } ) ).toHaveAttribute(
			'src',
			'/img/bizum.svg'
		);
	} );

	it( 'given an unknown id and an unsafe image › skips them with a warning and keeps the rest', async () => {
		const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
		render(
			<PaymentMethodIcons
				icons={ [
					'paypal',
					{ id: 'x', src: 'javascript:alert(1)', alt: 'x' },
					42 as unknown as PaymentMethodIcon,
					'visa',
				] }
			/>
		);
		expect(
			( await screen.findAllByRole( 'img' ) ).map( ( img ) =>
				img.getAttribute( 'aria-label' )
			)
		).toEqual( [ 'Visa' ] );
		expect( warn ).toHaveBeenCalledWith(
			expect.stringContaining( 'Unknown payment method icon "paypal"' )
		);
		expect( warn ).toHaveBeenCalledWith( expect.stringContaining( 'type object' ) );
		expect( warn ).toHaveBeenCalledWith( expect.stringContaining( 'type number' ) );
	} );
} );
