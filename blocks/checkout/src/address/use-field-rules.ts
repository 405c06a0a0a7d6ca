/** Additional fields' required/hidden rules and validation schemas, evaluated against the checkout document, with the code that does it loaded on demand. */

import { useSelect } from '@wordpress/data';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { createOnDemandLoader, useOnDemand } from '@cesta/components';
import { cartStore, checkoutStore, paymentStore } from '@cesta/data';
import { hasFieldRules } from '@cesta/validation';
import type { AddressFormField, CheckoutDocument, FieldRuleEvaluator } from '@cesta/validation';

import type { CheckoutAddressType } from './types';

/**
 * The code that evaluates additional fields' rules (document builder, rule
 * application, evaluator loader), downloaded once a form has fields with
 * rules: most checkouts have none and never download it.
 *
 * @example
 * const kit = useOnDemand( fieldRulesKitLoader, hasFieldRules( fields ) );
 */
export const fieldRulesKitLoader = createOnDemandLoader( () => import( './field-rules-kit' ) );

/**
 * What {@link useFieldRules} gives a form.
 *
 * @example
 * const { fields, document, evaluator } = useFieldRules( orderFields );
 */
export interface FieldRulesResult {
	/** The fields with their `required` and `hidden` rules applied (the same array while nothing changes). */
	fields: AddressFormField[];
	/** The checkout document the rules read, `undefined` when no field has rules. */
	document: CheckoutDocument | undefined;
	/** The loaded evaluator, `null` when no field has rules or while it loads. */
	evaluator: FieldRuleEvaluator | null;
}

/**
 * The rule evaluator, loaded from its own chunk the first time a form has
 * fields with rules (`hasFieldRules`); `null` until then, and always for the
 * many checkouts without such fields. A failed load leaves the fields with
 * their plain flags.
 *
 * @example
 * const evaluator = useFieldRuleEvaluator( hasFieldRules( fields ) );
 */
export function useFieldRuleEvaluator( needed: boolean ): FieldRuleEvaluator | null {
	const [ evaluator, setEvaluator ] = useState< FieldRuleEvaluator | null >( null );
	useEffect( () => {
		if ( ! needed || evaluator ) {
			return undefined;
		}
		let mounted = true;
		fieldRulesKitLoader
			.load()
			.then( ( kit ) => kit.loadFieldRuleEvaluator() )
			.then(
				( loaded ) => mounted && setEvaluator( () => loaded ),
				// The fields keep their plain flags; the server still checks them.
				() => undefined
			);
		return () => {
			mounted = false;
		};
	}, [ needed, evaluator ] );
	return needed ? evaluator : null;
}

/**
 * The checkout document (spec 2 §5 "Fields": cart, checkout and customer in
 * WooCommerce's shape) built from the stores, or `undefined` when `needed`
 * is false — then nothing is selected, so forms without rules do not
 * re-render for every cart change — and while its builder downloads.
 *
 * @example
 * const document = useCheckoutDocument( true, 'shipping' );
 * document?.cart.prefers_collection;
 */
export function useCheckoutDocument(
	needed: boolean,
	addressType?: CheckoutAddressType
): CheckoutDocument | undefined {
	const parts = useSelect(
		( select ) => {
			if ( ! needed ) {
				return null;
			}
			const checkout = select( checkoutStore );
			return {
				cart: select( cartStore ).getCartData(),
				prefersCollection: checkout.prefersCollection() === true,
				shouldCreateAccount: checkout.getShouldCreateAccount(),
				orderNotes: checkout.getOrderNotes(),
				additionalFields: checkout.getAdditionalFields(),
				customerId: checkout.getCustomerId(),
				paymentMethod: select( paymentStore ).getActivePaymentMethod(),
			};
		},
		[ needed ]
	);
	const kit = useOnDemand( fieldRulesKitLoader, needed );
	const buildDocument = kit.status === 'ready' ? kit.value.buildCheckoutDocument : undefined;
	return useMemo(
		() => ( parts && buildDocument ? buildDocument( { ...parts, addressType } ) : undefined ),
		[ parts, addressType, buildDocument ]
	);
}

/**
 * A form's fields with their rule schemas evaluated (spec 2 §5 "Fields"):
 * required and hidden computed against the checkout document, a hidden
 * field never required. The evaluator loads only when some field has rules;
 * until it has, the fields keep their plain flags.
 *
 * @example
 * const { fields, document, evaluator } = useFieldRules( getAdditionalFields( 'order' ) );
 * getFormErrors( values, fields, { document, evaluator } );
 */
export function useFieldRules(
	fields: readonly AddressFormField[],
	addressType?: CheckoutAddressType
): FieldRulesResult {
	const needed = useMemo( () => hasFieldRules( fields ), [ fields ] );
	const evaluator = useFieldRuleEvaluator( needed );
	const document = useCheckoutDocument( needed, addressType );
	// The evaluator comes after the kit, so the kit is there whenever it is.
	const applyRules = evaluator ? fieldRulesKitLoader.loaded()?.applyFieldRules : undefined;
	const applied = useMemo(
		() =>
			document && applyRules ? applyRules( fields, document, evaluator ) : [ ...fields ],
		[ fields, document, evaluator, applyRules ]
	);
	return { fields: applied, document, evaluator };
}
