/** The context the Checkout block gives its inner blocks: whether the steps are numbered, which address fields its attributes change. */

import { createContext, useContext } from '@wordpress/element';

import type { AddressFieldVisibility } from '../address/field-visibility';

/**
 * What the Checkout block tells its inner blocks (WooCommerce's
 * `CheckoutBlockContext`).
 *
 * @example
 * const { showFormStepNumbers } = useCheckoutBlockContext();
 */
export interface CheckoutBlockContextValue {
	/** The block's `showFormStepNumbers` attribute: each step's `FormStep` is numbered. */
	showFormStepNumbers: boolean;
	/** The company, apartment and phone fields as the block's attributes set them (`{}`: the shop's settings). */
	addressFieldVisibility?: AddressFieldVisibility;
}

/**
 * The context of the Checkout block (`CheckoutContent` provides it).
 *
 * @example
 * <CheckoutBlockContext.Provider value={ { showFormStepNumbers: true } }>…</CheckoutBlockContext.Provider>
 */
export const CheckoutBlockContext = createContext< CheckoutBlockContextValue >( {
	showFormStepNumbers: false,
} );

/**
 * Reads the Checkout block's context: the steps use it to number themselves.
 *
 * @example
 * const { showFormStepNumbers } = useCheckoutBlockContext();
 * <FormStep title={ title } showStepNumber={ showFormStepNumbers } />
 */
export const useCheckoutBlockContext = (): CheckoutBlockContextValue =>
	useContext( CheckoutBlockContext );
