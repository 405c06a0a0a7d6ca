/** Tests of the FormStep: a named, described group with a heading; legend, disabled, number class, heading content. */

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';

import { FormStep } from '..';

const DESCRIPTION = "We'll use this email to send you details and updates about your order.";

describe( 'FormStep', () => {
	it( 'given a title and a description › is a group named by its heading and described by the description', async () => {
		const { container } = render(
			<FormStep id="contact-fields" title="Contact information" description={ DESCRIPTION }>
				<label>
					Email address
					<input type="email" />
				</label>
			</FormStep>
		);
		const group = screen.getByRole( 'group', { name: 'Contact information' } );
		expect( group.tagName ).toBe( 'FIELDSET' );
		expect( group ).toHaveAttribute( 'id', 'contact-fields' );
		expect( group ).toHaveAccessibleDescription( DESCRIPTION );
		expect( group ).toHaveClass(
			'wc-block-components-checkout-step',
			'wc-block-components-checkout-step--with-step-number'
		);
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'Contact information' } )
		).toHaveClass( 'wc-block-components-title', 'wc-block-components-checkout-step__title' );
		expect(
			container.querySelector(
				'.wc-block-components-checkout-step__container > .wc-block-components-checkout-step__content input'
			)
		).toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a legend different from the title › names the group with the legend, for screen readers only', async () => {
		const { container } = render(
			<FormStep title="Payment options" legend="Choose a payment method">
				<input type="radio" aria-label="Direct bank transfer" />
			</FormStep>
		);
		expect(
			screen.getByRole( 'group', { name: 'Choose a payment method' } )
		).toBeInTheDocument();
		expect( screen.getByText( 'Choose a payment method' ) ).toHaveClass( 'screen-reader-text' );
		expect( screen.getByRole( 'heading', { name: 'Payment options' } ) ).toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given neither title nor legend › is a plain container', () => {
		const { container } = render(
			<FormStep showStepNumber={ false } description="Pick up your order in store.">
				<p>Calle de Alcalá 50</p>
			</FormStep>
		);
		const step = container.firstChild as HTMLElement;
		expect( step.tagName ).toBe( 'DIV' );
		expect( screen.queryByRole( 'group' ) ).not.toBeInTheDocument();
		expect( step ).not.toHaveClass( 'wc-block-components-checkout-step--with-step-number' );
		expect( screen.getByText( 'Pick up your order in store.' ) ).toBeInTheDocument();
	} );

	it( 'given disabled › disables every control in the step, out of the tab order', async () => {
		render(
			<FormStep title="Shipping options" disabled>
				<input type="radio" aria-label="Flat rate" />
				<button type="button">Edit</button>
			</FormStep>
		);
		expect( screen.getByRole( 'group' ) ).toHaveClass(
			'wc-block-components-checkout-step--disabled'
		);
		expect( screen.getByRole( 'radio', { name: 'Flat rate' } ) ).toBeDisabled();
		await userEvent.tab();
		expect( document.body ).toHaveFocus();
	} );

	it( 'given heading content, as an element or a function › shows it beside the heading', () => {
		const { rerender } = render(
			<FormStep
				title="Contact information"
				stepHeadingContent={ <a href="/mi-cuenta/">Log in</a> }
			/>
		);
		expect( screen.getByRole( 'link', { name: 'Log in' } ).parentElement ).toHaveClass(
			'wc-block-components-checkout-step__heading-content'
		);
		rerender(
			<FormStep
				title="Contact information"
				stepHeadingContent={ () => <a href="/mi-cuenta/">Log in</a> }
			/>
		);
		expect( screen.getByRole( 'link', { name: 'Log in' } ) ).toBeInTheDocument();
	} );

	it( 'given a heading level › uses it', () => {
		render( <FormStep title="Billing address" headingLevel="3" /> );
		expect(
			screen.getByRole( 'heading', { level: 3, name: 'Billing address' } )
		).toBeInTheDocument();
	} );
} );
