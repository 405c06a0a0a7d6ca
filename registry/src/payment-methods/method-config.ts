/** What regular and express payment methods share once validated: name, elements, id and the effective canMakePayment. */

import type { ReactElementLike } from '../react-like';
import { combineCanMakePayment } from './can-make-payment';
import type { CanMakePaymentCallback } from './types';

/**
 * The members every payment method configuration has, once validated.
 *
 * @example
 * const shared: SharedMethodConfiguration = { name: 'cod', content: null, edit: null, canMakePayment: () => true };
 */
export interface SharedMethodConfiguration {
	name: string;
	content: ReactElementLike | null;
	edit: ReactElementLike | null;
	paymentMethodId?: string;
	canMakePayment: CanMakePaymentCallback;
}

/**
 * The part of a registered method that regular and express methods share:
 * each kind validates its configuration, hands it here, and adds its own
 * members and `supports`.
 *
 * @example
 * class WalletConfig extends MethodConfig {
 * 	readonly supports = Object.freeze( { features: [ 'products' ] } );
 * 	constructor( config: SharedMethodConfiguration ) {
 * 		super( config );
 * 	}
 * }
 */
export abstract class MethodConfig {
	readonly name: string;
	readonly content: ReactElementLike | null;
	readonly edit: ReactElementLike | null;
	readonly paymentMethodId: string;
	readonly canMakePaymentFromConfig: CanMakePaymentCallback;
	abstract readonly supports: { readonly features: string[] };

	protected constructor( config: SharedMethodConfiguration ) {
		this.name = config.name;
		this.content = config.content;
		this.edit = config.edit;
		this.paymentMethodId = config.paymentMethodId || config.name;
		this.canMakePaymentFromConfig = config.canMakePayment;
	}

	/** Rebuilt on each read, so extension callbacks registered later apply. */
	get canMakePayment(): CanMakePaymentCallback {
		return combineCanMakePayment(
			this.canMakePaymentFromConfig,
			this.supports.features,
			this.name
		);
	}
}
