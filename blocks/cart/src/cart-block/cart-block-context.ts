/** The context the top-level Cart block gives its inner blocks: dark controls, emptied cart, preview. */

import { createContext, useContext } from '@wordpress/element';

/**
 * What the top-level Cart block tells its inner blocks.
 *
 * @example
 * const { hasDarkControls, wasEmptied } = useCartBlockContext();
 */
export interface CartBlockContextValue {
	/** The block's `hasDarkControls` attribute. */
	hasDarkControls: boolean;
	/** The cart had lines during this visit and has none now (the shopper emptied it). */
	wasEmptied: boolean;
	/** The block shows the editor's sample cart. */
	isPreview: boolean;
}

/**
 * The context of the top-level Cart block.
 *
 * @example
 * <CartBlockContext.Provider value={ { hasDarkControls: false, wasEmptied: false, isPreview: false } }>…</CartBlockContext.Provider>
 */
export const CartBlockContext = createContext< CartBlockContextValue >( {
	hasDarkControls: false,
	wasEmptied: false,
	isPreview: false,
} );

/**
 * Reads the context of the top-level Cart block.
 *
 * @example
 * const { wasEmptied } = useCartBlockContext();
 */
export const useCartBlockContext = (): CartBlockContextValue => useContext( CartBlockContext );
