/** The context the top-level Cart or Checkout block gives its inner blocks: dark controls, emptied cart, preview. */

import { createContext, useContext } from '@wordpress/element';

/**
 * What the top-level Cart or Checkout block tells its inner blocks.
 *
 * @example
 * const { hasDarkControls, wasEmptied } = useTopLevelBlockContext();
 */
export interface TopLevelBlockContextValue {
	/** The block's `hasDarkControls` attribute. */
	hasDarkControls: boolean;
	/** The cart had lines during this visit and has none now (the shopper emptied it). */
	wasEmptied: boolean;
	/** The block shows the editor's sample cart. */
	isPreview: boolean;
}

/**
 * The context of the top-level Cart or Checkout block
 * ({@link TopLevelBlockLayout} provides it).
 *
 * @example
 * <TopLevelBlockContext.Provider value={ { hasDarkControls: false, wasEmptied: false, isPreview: false } }>…</TopLevelBlockContext.Provider>
 */
export const TopLevelBlockContext = createContext< TopLevelBlockContextValue >( {
	hasDarkControls: false,
	wasEmptied: false,
	isPreview: false,
} );

/**
 * Reads the context of the top-level Cart or Checkout block.
 *
 * @example
 * const { isPreview } = useTopLevelBlockContext();
 */
export const useTopLevelBlockContext = (): TopLevelBlockContextValue =>
	useContext( TopLevelBlockContext );
