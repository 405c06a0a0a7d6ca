/** Tests of RadioControlAccordion: the chosen option's content, choosing, aria labels, empty states. */

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';

import { RadioControlAccordion } from '..';

const options = [
	{ value: 'bacs', label: 'Transferencia', content: <p>Te enviaremos el IBAN.</p> },
	{ value: 'cod', label: 'Contra reembolso', content: <p>Paga al recibir.</p> },
	{ value: 'icon_only', label: null, ariaLabel: 'Bizum' },
];

describe( 'RadioControlAccordion', () => {
	it( 'given a chosen option › shows only its content, under a named radio group', async () => {
		const { container } = render(
			<RadioControlAccordion
				legend="Payment options"
				selected="cod"
				options={ options }
				onChange={ jest.fn() }
			/>
		);
		expect( screen.getByRole( 'group', { name: 'Payment options' } ) ).toBeInTheDocument();
		expect( screen.getByRole( 'radio', { name: 'Contra reembolso' } ) ).toBeChecked();
		expect( screen.getByText( 'Paga al recibir.' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Te enviaremos el IBAN.' ) ).not.toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a shopper choosing an option › reports its value', async () => {
		const onChange = jest.fn();
		render(
			<RadioControlAccordion
				legend="Payment options"
				selected="cod"
				options={ options }
				onChange={ onChange }
			/>
		);
		await userEvent.click( screen.getByRole( 'radio', { name: 'Transferencia' } ) );
		expect( onChange ).toHaveBeenCalledWith( 'bacs' );
	} );

	it( 'given an option without label › names its radio with the ariaLabel', () => {
		render(
			<RadioControlAccordion
				legend="Payment options"
				selected={ null }
				options={ options }
				onChange={ jest.fn() }
			/>
		);
		expect( screen.getByRole( 'radio', { name: 'Bizum' } ) ).not.toBeChecked();
	} );

	it( 'given nothing chosen › shows no content', () => {
		render(
			<RadioControlAccordion
				legend="Payment options"
				selected={ null }
				options={ options }
				onChange={ jest.fn() }
			/>
		);
		expect( screen.queryByText( 'Paga al recibir.' ) ).not.toBeInTheDocument();
		expect(
			screen
				.getAllByRole( 'radio' )
				.every( ( radio ) => ! ( radio as HTMLInputElement ).checked )
		).toBe( true );
	} );

	it( 'given no options › renders nothing', () => {
		const { container } = render(
			<RadioControlAccordion
				legend="Payment options"
				selected={ null }
				options={ [] }
				onChange={ jest.fn() }
			/>
		);
		expect( container ).toBeEmptyDOMElement();
	} );
} );
