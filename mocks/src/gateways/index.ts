/** Gateways declared to the simulated shop through a configuration: its shape, its checks, the engine options with them. */

export { declaredGatewayFixture, withDeclaredGateways } from './declared-gateways';
export { GatewaysConfigError, parseGatewaysConfig } from './parse-gateways-config';
export type {
	DeclaredGateway,
	GatewaysConfig,
	OutcomesByPaymentData,
	ScriptedOutcome,
} from './types';
