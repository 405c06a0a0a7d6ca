/** Where the Mini-Cart title block puts its heading: the drawer's own title, so the dialog has one heading that names it. */
import { createContext, useContext } from '@wordpress/element';

/**
 * The drawer's title as the title block sees it: the element to render
 * into (`null` until the drawer's header is in the page) and a way to say a
 * title block is there (the drawer then drops its own default text).
 *
 * @example
 * const slot: MiniCartTitleSlot = { element: headerTitle, register: () => () => undefined };
 */
export interface MiniCartTitleSlot {
	/** The element inside the drawer's heading that the title block's content goes into. */
	element: HTMLElement | null;
	/** Says a title block is mounted; returns the function that says it is gone. */
	register: () => () => void;
}

/**
 * The drawer's title slot; `null` outside a drawer (an editor's preview),
 * where the title block renders its own heading in place.
 *
 * @example
 * <MiniCartTitleSlotContext.Provider value={ slot }>{ contents }</MiniCartTitleSlotContext.Provider>
 */
export const MiniCartTitleSlotContext = createContext< MiniCartTitleSlot | null >( null );

/**
 * The drawer's title slot, or `null` outside a drawer.
 *
 * @example
 * const slot = useMiniCartTitleSlot();
 */
export function useMiniCartTitleSlot(): MiniCartTitleSlot | null {
	return useContext( MiniCartTitleSlotContext );
}
