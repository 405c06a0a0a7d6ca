/** The shape of a gateways configuration file: gateways declared to the simulated shop and their scripted checkout outcomes. */

/**
 * What the simulated server answers to `POST /checkout` for a declared
 * gateway: `success` (the order is paid or awaits payment, the shopper goes
 * to the order-received page), `pending` (the shopper is sent to
 * `redirectUrl`, e.g. the gateway's own payment page), `failure` (the
 * payment was refused with `message`, HTTP 400) or `error` (the gateway
 * failed with `message`, HTTP 500).
 *
 * `redirectUrl` may be absolute, start with `/` (the shop's origin is put in
 * front), and hold `{order_id}`, `{order_key}` and `{order_received_url}`.
 *
 * @example
 * const refused: ScriptedOutcome = { result: 'failure', message: 'Tarjeta rechazada por el banco.' };
 * const redirect: ScriptedOutcome = { result: 'pending', redirectUrl: '{order_received_url}&pasarela=ejemplo' };
 */
export type ScriptedOutcome =
	| { result: 'success' }
	| { result: 'pending'; redirectUrl: string }
	| { result: 'failure' | 'error'; message: string };

/**
 * Outcomes chosen by the value one `payment_data` key was posted with; a
 * value not listed (or the key missing) gets the gateway's `outcome`.
 *
 * @example
 * const byCode: OutcomesByPaymentData = { key: 'wallet_code', values: { '0000': { result: 'failure', message: 'Sin saldo.' } } };
 */
export interface OutcomesByPaymentData {
	key: string;
	values: Record< string, ScriptedOutcome >;
}

/**
 * A payment gateway declared to the simulated shop, as a plugin's server
 * side would register it with WooCommerce: it is listed in the cart's
 * `payment_methods`, printed in the page settings (`paymentMethodSortOrder`,
 * `<id>_data`) and answers `POST /checkout` as scripted.
 *
 * @example
 * const gateway: DeclaredGateway = {
 * 	id: 'acme_pay', title: 'Acme Pay', description: 'Paga con Acme.', supports: [ 'products' ],
 * 	needsPayment: true, outcome: { result: 'success' },
 * };
 */
export interface DeclaredGateway {
	/** The gateway id: the `payment_method` the checkout posts and the name the script registers. */
	id: string;
	title: string;
	description: string;
	/** Features the gateway supports (`products`, `refunds`, `tokenization`…). @default [ 'products' ] */
	supports: string[];
	/**
	 * Whether the gateway takes the payment at checkout: a successful order
	 * is then `processing`; an offline gateway (false) leaves it `on-hold`
	 * until the money arrives, as bank transfer does. @default true
	 */
	needsPayment: boolean;
	/** The answer to `POST /checkout`. @default { result: 'success' } */
	outcome: ScriptedOutcome;
	/** Answers chosen by one `payment_data` value, before `outcome`. */
	outcomesByPaymentData?: OutcomesByPaymentData;
}

/**
 * A gateways configuration file once read: `{ "gateways": [ … ] }`.
 *
 * @example
 * const config: GatewaysConfig = { gateways: [ gateway ] };
 */
export interface GatewaysConfig {
	gateways: DeclaredGateway[];
}
