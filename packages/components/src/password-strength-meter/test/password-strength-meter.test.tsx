/** Tests of the PasswordStrengthMeter: levels, announcement, description of the field, late and stale scores. */

import { useState } from '@wordpress/element';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';

import { PasswordStrengthMeter } from '..';
import type { PasswordStrengthMeterProps, PasswordStrengthScorer } from '..';

const RESULT_ID = 'account-password-strength';

const PasswordField = ( props: Partial< PasswordStrengthMeterProps > ) => {
	const [ password, setPassword ] = useState( '' );
	return (
		<>
			<label htmlFor="account-password">Create a password</label>
			<input
				id="account-password"
				type="password"
				value={ password }
				aria-describedby={ RESULT_ID }
				onChange={ ( event ) => setPassword( event.target.value ) }
			/>
			<PasswordStrengthMeter id={ RESULT_ID } password={ password } { ...props } />
		</>
	);
};

const deferred = () => {
	let resolve!: ( score: number ) => void;
	let reject!: ( error: Error ) => void;
	const promise = new Promise< number >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
};

const meter = () => screen.getByRole( 'meter', { name: 'Password strength' } );
const passwordInput = () => screen.getByLabelText( 'Create a password' );

describe( 'PasswordStrengthMeter', () => {
	it( 'given an empty password › shows no meter, only an empty live region', async () => {
		const { container } = render( <PasswordField /> );
		expect( screen.queryByRole( 'meter' ) ).not.toBeInTheDocument();
		const region = container.querySelector( `#${ RESULT_ID }` )!;
		expect( region ).toHaveAttribute( 'aria-live', 'polite' );
		expect( region ).toBeEmptyDOMElement();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given typing with the fallback scorer › moves from Too weak to Strong, on the meter and in the field description', async () => {
		const { container } = render( <PasswordField /> );
		await userEvent.type( passwordInput(), 'abc' );
		expect( meter() ).toHaveAttribute( 'value', '0' );
		expect( meter() ).toHaveAttribute( 'aria-valuetext', 'Too weak' );
		expect( passwordInput() ).toHaveAccessibleDescription( 'Password strength: Too weak' );

		await userEvent.type( passwordInput(), '1' );
		expect( meter() ).toHaveAttribute( 'value', '1' );
		expect( passwordInput() ).toHaveAccessibleDescription( 'Password strength: Weak' );
		expect( container.firstChild?.nextSibling?.nextSibling ).toHaveClass( 'is-strength-1' );

		await userEvent.clear( passwordInput() );
		await userEvent.type( passwordInput(), 'Cesta-2025-Madrid' );
		expect( meter() ).toHaveAttribute( 'value', '3' );
		expect( screen.getByText( 'Strong' ) ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( passwordInput() ).toHaveAccessibleDescription( 'Password strength: Strong' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a scorer › passes it the words typed elsewhere and clamps its scores', () => {
		const scorer = jest.fn< number, [ string, readonly string[] ] >( () => 7 );
		const { rerender } = render(
			<PasswordStrengthMeter
				id={ RESULT_ID }
				password="lucia1990"
				scorer={ scorer }
				userInputs={ [ 'lucia@example.com', 'Lucía' ] }
			/>
		);
		expect( scorer ).toHaveBeenCalledWith( 'lucia1990', [ 'lucia@example.com', 'Lucía' ] );
		expect( meter() ).toHaveAttribute( 'aria-valuetext', 'Very strong' );
		rerender(
			<PasswordStrengthMeter
				id={ RESULT_ID }
				password="lucia1990"
				scorer={ () => Number.NaN }
			/>
		);
		expect( meter() ).toHaveAttribute( 'aria-valuetext', 'Too weak' );
	} );

	it( 'given a scorer that answers later › shows the fallback level meanwhile, then its answer', async () => {
		const answer = deferred();
		render(
			<PasswordStrengthMeter
				id={ RESULT_ID }
				password="abcdefgh1"
				scorer={ () => answer.promise }
			/>
		);
		// Fallback: two kinds, 9 characters.
		expect( meter() ).toHaveAttribute( 'aria-valuetext', 'Medium' );
		await act( async () => answer.resolve( 1 ) );
		expect( meter() ).toHaveAttribute( 'aria-valuetext', 'Weak' );
	} );

	it( 'given an older answer arriving after a newer one › never shows the older one', async () => {
		const answers = new Map< string, ReturnType< typeof deferred > >();
		const scorer: PasswordStrengthScorer = ( password ) => {
			const answer = deferred();
			answers.set( password, answer );
			return answer.promise;
		};
		const { rerender } = render(
			<PasswordStrengthMeter id={ RESULT_ID } password="abc1" scorer={ scorer } />
		);
		rerender(
			<PasswordStrengthMeter id={ RESULT_ID } password="abc1XYZ!" scorer={ scorer } />
		);
		await act( async () => answers.get( 'abc1XYZ!' )!.resolve( 3 ) );
		expect( meter() ).toHaveAttribute( 'aria-valuetext', 'Strong' );
		await act( async () => answers.get( 'abc1' )!.resolve( 0 ) );
		expect( meter() ).toHaveAttribute( 'aria-valuetext', 'Strong' );
	} );

	it( 'given a scorer that fails › shows the fallback level', async () => {
		const answer = deferred();
		render(
			<PasswordStrengthMeter
				id={ RESULT_ID }
				password="abc1"
				scorer={ () => answer.promise }
			/>
		);
		await act( async () => answer.reject( new Error( 'chunk failed' ) ) );
		expect( meter() ).toHaveAttribute( 'aria-valuetext', 'Weak' );
	} );
} );
