/** The Checkout block's block wrapper: gives extensions' inner blocks what WooCommerce's checkout gives them. */

import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import { createBlockWrapper } from '@cesta/blocks-shared';
import { useInnerBlockCartProps } from '@cesta/cart-checkout-shared';
import { checkoutStore, useValidation } from '@cesta/data';

import { CHECKOUT_BLOCK_NAMES } from '../block-names';

const OWN_BLOCKS: ReadonlySet< string > = new Set( Object.values( CHECKOUT_BLOCK_NAMES ) );

function useCheckoutExtensionData() {
	const extensionData = useSelect( ( select ) => select( checkoutStore ).getExtensionData(), [] );
	const { __internalSetExtensionData } = useDispatch( checkoutStore );
	const setExtensionData = useCallback(
		( namespace: string, key: string, value: unknown ) =>
			__internalSetExtensionData( namespace, { [ key ]: value } ),
		[ __internalSetExtensionData ]
	);
	return { extensionData, setExtensionData };
}

function useExtensionBlockProps() {
	const cartProps = useInnerBlockCartProps();
	const checkoutExtensionData = useCheckoutExtensionData();
	const validation = useValidation();
	return { ...cartProps, checkoutExtensionData, validation };
}

const useNoExtraProps = () => ( {} );

/**
 * Gives every inner block an extension registers in the Checkout block the
 * props WooCommerce's checkout gives them: `extensions`, `cart`,
 * `checkoutExtensionData` (`setExtensionData( namespace, key, value )`,
 * sent as `extensions` with the order) and `validation`. The Checkout's own
 * blocks read the stores themselves and get nothing, so typing an address
 * (which changes the cart) does not re-render them through their wrapper.
 *
 * @example
 * registerFrontendBlock( { name: 'woocommerce/checkout', component: CheckoutBlock, blockWrapper: CheckoutInnerBlockWrapper } );
 */
export const CheckoutInnerBlockWrapper = createBlockWrapper( ( blockName: string ) =>
	// A wrapper always serves the same block, so the hook called never changes.
	( OWN_BLOCKS.has( blockName ) ? useNoExtraProps : useExtensionBlockProps )()
);
