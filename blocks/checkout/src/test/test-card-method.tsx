/** The mock shop's test card gateway as a card plugin registers it, for the payment tests: a token field whose setup fails until a token is typed. */

import { useEffect, useState } from '@wordpress/element';

import { __experimentalDeRegisterPaymentMethod, registerPaymentMethod } from '@cesta/registry';

/** The mock shop's card gateway (it charges `card_token`, declines `tok_chargeDeclined`). */
export const TEST_CARD_GATEWAY = 'cesta_test_card';

interface CardProps {
	eventRegistration: { onPaymentSetup: ( observer: () => unknown ) => () => void };
	emitResponse: { responseTypes: { SUCCESS: string; FAIL: string } };
	missingMessage: string;
}

/** The card form: its setup observer sends the typed token, or fails with `missingMessage`. */
function CardForm( { eventRegistration, emitResponse, missingMessage }: CardProps ) {
	const [ token, setToken ] = useState( '' );
	useEffect(
		() =>
			eventRegistration.onPaymentSetup( () =>
				token
					? {
							type: emitResponse.responseTypes.SUCCESS,
							meta: { paymentMethodData: { card_token: token } },
						}
					: { type: emitResponse.responseTypes.FAIL, message: missingMessage }
			),
		[ eventRegistration, emitResponse, token, missingMessage ]
	);
	return (
		<label>
			Token de la tarjeta
			<input value={ token } onChange={ ( event ) => setToken( event.target.value ) } />
		</label>
	);
}

/** How the test card gateway behaves: see {@link registerTestCardMethod}. */
export interface TestCardOptions {
	/** What the setup fails with while no token is typed. */
	missingMessage: string;
	/** The method's `supports` (saved cards, save option). @default undefined */
	supports?: { showSavedCards?: boolean; showSaveOption?: boolean };
}

/**
 * The test card gateway's `registerPaymentMethod` options ('Tarjeta de
 * prueba', with the token field "Token de la tarjeta"), for a test that
 * registers it again after removing it.
 *
 * @example
 * registerPaymentMethod( testCardMethod( { missingMessage: 'Faltan los datos.' } ) );
 */
export function testCardMethod( { missingMessage, supports }: TestCardOptions ) {
	const form = <CardForm { ...( { missingMessage } as CardProps ) } />;
	return {
		name: TEST_CARD_GATEWAY,
		label: 'Tarjeta de prueba',
		ariaLabel: 'Tarjeta de prueba',
		content: form,
		edit: form,
		canMakePayment: () => true,
		...( supports ? { supports } : {} ),
	};
}

/**
 * Registers the test card gateway for the test file, and removes it after.
 *
 * @example
 * registerTestCardMethod( { missingMessage: 'Introduce los datos de tu tarjeta.' } );
 */
export function registerTestCardMethod( options: TestCardOptions ): void {
	beforeAll( () => registerPaymentMethod( testCardMethod( options ) ) );
	afterAll( () => __experimentalDeRegisterPaymentMethod( TEST_CARD_GATEWAY ) );
}
