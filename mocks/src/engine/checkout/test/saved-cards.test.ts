/**
 * @jest-environment node
 *
 * Tests of a customer's saved cards: which the checkout page lists, the draft
 * order's default payment method, and which card a payment asks for.
 */
import { createEngine } from '../../engine';
import { defaultPaymentMethod, requestedSavedCard, savedPaymentMethods } from '../saved-cards';

describe( 'savedPaymentMethods', () => {
	it( 'given the test card gateway switched off › lists none of the customer’s cards', () => {
		const engine = createEngine( { settings: { enabledGateways: [ 'bacs', 'cod' ] } } );

		expect( savedPaymentMethods( engine.deps, 2 ) ).toEqual( {} );
	} );

	it( 'given a Spanish shop › the actions are named in Spanish', () => {
		const engine = createEngine();

		expect(
			savedPaymentMethods( engine.deps, 2 ).cc.map( ( card ) =>
				Object.values( card.actions ).map( ( action ) => action.name )
			)
		).toEqual( [ [ 'Eliminar' ], [ 'Eliminar', 'Hacer predeterminado' ] ] );
	} );
} );

describe( 'defaultPaymentMethod', () => {
	it( 'given a guest who chose cash on delivery › keeps it', () => {
		const engine = createEngine();
		const session = { ...engine.session( engine.newGuestId() ), chosenPaymentMethod: 'cod' };

		expect( defaultPaymentMethod( engine.deps, session ) ).toBe( 'cod' );
	} );

	it( 'given a guest who chose nothing › the first available gateway', () => {
		const engine = createEngine();

		expect( defaultPaymentMethod( engine.deps, engine.session( engine.newGuestId() ) ) ).toBe(
			'bacs'
		);
	} );

	it( 'given the customer with a default card, even after choosing bank transfer › her card’s gateway', () => {
		const engine = createEngine();
		const session = { ...engine.session( '2' ), chosenPaymentMethod: 'bacs' };

		expect( defaultPaymentMethod( engine.deps, session ) ).toBe( 'cesta_test_card' );
	} );
} );

describe( 'requestedSavedCard', () => {
	const { context } = createEngine();

	it.each( [
		[ 'no token', [], undefined ],
		[ 'token "new"', [ { key: 'wc-cesta_test_card-payment-token', value: 'new' } ], undefined ],
		[
			'her token by its classic field',
			[ { key: 'wc-cesta_test_card-payment-token', value: '12' } ],
			12,
		],
		[ 'her token as the blocks’ `token`', [ { key: 'token', value: '11' } ], 11 ],
		[ 'a token that is not hers', [ { key: 'token', value: '99' } ], null ],
	] )( 'given %s › answers %s', ( _case, paymentData, expected ) => {
		const card = requestedSavedCard( context, 'cesta_test_card', paymentData, 2 );

		expect( card === null || card === undefined ? card : card.id ).toBe( expected );
	} );
} );
