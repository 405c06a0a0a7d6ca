/** Puts declared gateways into the simulated shop's options: its gateways and the enabled ones. */

import { DEFAULT_SETTINGS } from '../engine/core/context';
import type { EngineOptions } from '../engine/core/context';
import { sampleShop } from '../fixtures';
import type { PaymentGatewayFixture } from '../fixtures/types';
import type { DeclaredGateway } from './types';

/**
 * The gateway fixture of a declared gateway: a gateway that takes the
 * payment leaves a successful order `processing`, an offline one `on-hold`.
 *
 * @example
 * declaredGatewayFixture( gateway ).scripted?.outcome; // { result: 'success' }
 */
export function declaredGatewayFixture( gateway: DeclaredGateway ): PaymentGatewayFixture {
	return {
		id: gateway.id,
		title: gateway.title,
		description: gateway.description,
		orderStatus: gateway.needsPayment ? 'processing' : 'on-hold',
		supports: gateway.supports,
		scripted: {
			outcome: gateway.outcome,
			...( gateway.outcomesByPaymentData
				? { outcomesByPaymentData: gateway.outcomesByPaymentData }
				: {} ),
		},
	};
}

/**
 * The shop's options with these gateways added after the shop's own and
 * switched on, in the configuration's order; a declared gateway with the id
 * of one of the shop's replaces it in place. Without gateways the options
 * come back unchanged.
 *
 * @example
 * const engine = createEngine( withDeclaredGateways( { siteLocale: 'es_ES' }, config.gateways ) );
 * engine.getCart( engine.newGuestId() ).payment_methods; // [ 'bacs', 'cheque', 'cod', 'cesta_test_card', 'acme_pay' ]
 */
export function withDeclaredGateways(
	options: EngineOptions,
	gateways: readonly DeclaredGateway[]
): EngineOptions {
	if ( ! gateways.length ) {
		return options;
	}
	const fixtures = options.fixtures ?? sampleShop;
	const declared = new Map( gateways.map( ( gateway ) => [ gateway.id, gateway ] ) );
	const kept = fixtures.paymentGateways.map( ( gateway ) => {
		const replacement = declared.get( gateway.id );
		return replacement ? declaredGatewayFixture( replacement ) : gateway;
	} );
	const known = new Set( kept.map( ( gateway ) => gateway.id ) );
	const enabled = options.settings?.enabledGateways ?? DEFAULT_SETTINGS.enabledGateways;
	return {
		...options,
		fixtures: {
			...fixtures,
			paymentGateways: [
				...kept,
				...gateways
					.filter( ( gateway ) => ! known.has( gateway.id ) )
					.map( declaredGatewayFixture ),
			],
		},
		settings: {
			...options.settings,
			enabledGateways: [
				...enabled,
				...gateways
					.map( ( gateway ) => gateway.id )
					.filter( ( id ) => ! enabled.includes( id ) ),
			],
		},
	};
}
