/** A customer's saved cards: the `customerPaymentMethods` setting, the draft order's default method and paying with a saved card. */

import type { PaymentDataItem } from '@cesta/types';

import type { PaymentTokenFixture } from '../../fixtures/types';
import { availableGateways } from '../cart/cart';
import type { EngineContext } from '../core/context';
import type { EngineDeps } from '../core/deps';
import type { SessionState } from '../core/types';

/**
 * One saved card as the checkout page prints it (`wc_get_customer_saved_methods_list`
 * with the blocks' `tokenId`).
 *
 * @example
 * const card: SavedPaymentMethodSetting = {
 * 	method: { gateway: 'cesta_test_card', last4: '4242', brand: 'Visa' }, expires: '12/30', is_default: true,
 * 	actions: { delete: { url: '…', name: 'Eliminar' } }, tokenId: 11,
 * };
 */
export interface SavedPaymentMethodSetting {
	method: { gateway: string; last4: string; brand: string };
	expires: string;
	is_default: boolean;
	actions: Record< string, { url: string; name: string } >;
	tokenId: number;
}

/** Card types WooCommerce names itself (`wc_get_credit_card_type_label`); others are capitalised. */
const CARD_LABELS: Record< string, string > = {
	mastercard: 'MasterCard',
	visa: 'Visa',
	discover: 'Discover',
	'american express': 'American Express',
	'cartes bancaires': 'Cartes Bancaires',
	diners: 'Diners',
	jcb: 'JCB',
};

const cardLabel = ( cardType: string ) => {
	const type = cardType.toLowerCase().replace( /[-_]/g, ' ' );
	return CARD_LABELS[ type ] ?? type.charAt( 0 ).toUpperCase() + type.slice( 1 );
};

/**
 * The cards a customer saved (none for guests or unknown customers).
 *
 * @example
 * customerTokens( context, 2 ).map( ( token ) => token.last4 ); // [ '4242', '4444' ]
 */
export function customerTokens( context: EngineContext, userId: number ): PaymentTokenFixture[] {
	if ( ! userId ) {
		return [];
	}
	return (
		context.fixtures.customers.find( ( customer ) => customer.id === userId )?.paymentTokens ??
		[]
	);
}

/**
 * The `customerPaymentMethods` setting a checkout page prints for a logged-in
 * customer (`PaymentUtils::get_saved_payment_methods`): the saved cards of
 * enabled gateways grouped by token type (`cc`), each with its gateway, last
 * four digits, brand, expiry, default flag, account actions and `tokenId`.
 *
 * @example
 * savedPaymentMethods( deps, 2 ).cc[ 0 ].method.brand; // 'Visa'
 */
export function savedPaymentMethods(
	deps: EngineDeps,
	userId: number
): Record< string, SavedPaymentMethodSetting[] > {
	const { context, nonces } = deps;
	const enabled = context.settings.enabledGateways;
	const cards = customerTokens( context, userId ).filter( ( token ) =>
		enabled.includes( token.gateway )
	);
	if ( ! cards.length ) {
		return {};
	}
	// wc_get_endpoint_url builds on the page being shown: the checkout.
	const endpoint = ( name: string, token: PaymentTokenFixture ) =>
		`${ context.siteUrl }/${ context.slugs.checkout }/${ name }/${
			token.id
		}/?_wpnonce=${ nonces.create( `${ name }-${ token.id }`, String( userId ) ) }`;
	return {
		cc: cards.map( ( token ) => ( {
			method: {
				gateway: token.gateway,
				last4: token.last4,
				brand: cardLabel( token.cardType ),
			},
			expires: `${ token.expiryMonth }/${ token.expiryYear.slice( -2 ) }`,
			is_default: token.isDefault,
			actions: {
				delete: {
					url: endpoint( 'delete-payment-method', token ),
					name: context.t( 'deleteCard' ),
				},
				...( token.isDefault
					? {}
					: {
							default: {
								url: endpoint( 'set-default-payment-method', token ),
								name: context.t( 'makeDefaultCard' ),
							},
						} ),
			},
			tokenId: token.id,
		} ) ),
	};
}

/**
 * The payment method a draft order gets (`PaymentUtils::get_default_payment_method`):
 * the gateway of the customer's default saved card, else the method chosen in
 * the session, else the first available gateway.
 *
 * @example
 * defaultPaymentMethod( deps, customerSession ); // 'cesta_test_card'
 */
export function defaultPaymentMethod( deps: EngineDeps, session: SessionState ): string {
	const available = availableGateways( deps );
	const saved = customerTokens( deps.context, session.userId ).find(
		( token ) =>
			token.isDefault && deps.context.settings.enabledGateways.includes( token.gateway )
	);
	return saved?.gateway || session.chosenPaymentMethod || available[ 0 ] || '';
}

/**
 * The saved card a payment asks for, as the classic field
 * `wc-{gateway}-payment-token` (or the blocks' `token`) names it: `undefined`
 * when the payment uses a new card, `null` when the id is not one of the
 * customer's cards with this gateway.
 *
 * @example
 * requestedSavedCard( context, 'cesta_test_card', [ { key: 'token', value: '11' } ], 2 )?.last4; // '4242'
 */
export function requestedSavedCard(
	context: EngineContext,
	gateway: string,
	paymentData: PaymentDataItem[],
	customerId: number
): PaymentTokenFixture | null | undefined {
	const valueOf = ( key: string ) => paymentData.find( ( item ) => item.key === key )?.value;
	const requested = valueOf( `wc-${ gateway }-payment-token` ) ?? valueOf( 'token' );
	if ( requested === undefined || requested === '' || requested === 'new' ) {
		return undefined;
	}
	return (
		customerTokens( context, customerId ).find(
			( token ) => token.gateway === gateway && String( token.id ) === String( requested )
		) ?? null
	);
}
