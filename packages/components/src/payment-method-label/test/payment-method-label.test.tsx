/** Tests of the PaymentMethodLabel: decoded text, each named icon as decoration, an icon element. */

import { render, screen } from '@testing-library/react';

import { PaymentMethodLabel } from '..';

describe( 'PaymentMethodLabel', () => {
	it( 'given text only › shows the decoded name', () => {
		const { container } = render(
			<PaymentMethodLabel text="Contra reembolso &amp; recogida" />
		);
		expect( container.firstChild ).toHaveClass( 'wc-block-components-payment-method-label' );
		expect( container ).toHaveTextContent( 'Contra reembolso & recogida' );
		expect( container.querySelector( 'svg' ) ).toBeNull();
	} );

	it.each( [ 'bank', 'bill', 'card', 'checkPayment' ] as const )(
		'given the named icon %s › draws it as decoration before the name',
		( icon ) => {
			const { container } = render(
				<PaymentMethodLabel text="Transferencia" icon={ icon } />
			);
			expect( container.firstChild ).toHaveClass(
				'wc-block-components-payment-method-label--with-icon'
			);
			expect( container.querySelector( 'svg' ) ).toHaveAttribute( 'aria-hidden', 'true' );
		}
	);

	it( 'given an icon element › shows it', () => {
		render( <PaymentMethodLabel text="Bizum" icon={ <img src="/bizum.svg" alt="" /> } /> );
		expect( screen.getByText( 'Bizum' ).querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'/bizum.svg'
		);
	} );
} );
