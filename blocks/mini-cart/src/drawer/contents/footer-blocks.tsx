/** The drawer's footer blocks: the subtotal with the buttons to the cart and checkout pages, and the empty view's shopping button. */
import { useInnerBlockAttributes } from '@cesta/cart-checkout-shared';
import { TotalsItem } from '@cesta/components';
import { getCurrencyFromPriceResponse } from '@cesta/price-format';
import { getStorePageUrl } from '@cesta/settings';

import { miniCartTotalAmount } from '../../button/cart-summary';
import { MINI_CART_CONTENTS_BLOCK_NAMES as NAMES } from '../../contents/block-names';
import type { MiniCartInnerBlockName } from '../../contents/block-names';
import { contentsTexts } from '../../contents/messages';
import { getMiniCartInnerBlockMetadata } from '../../contents/metadata';
import { drawerTexts } from '../messages';
import { useMiniCartData } from '../use-mini-cart-data';
import { buttonVariantOf, colorPropsOf, uniqueClassNames } from './color-props';
import type { MiniCartInnerBlockProps } from './types';

/**
 * `woocommerce/mini-cart-footer-block`: the subtotal (with "Shipping, taxes,
 * and discounts calculated at checkout."), then its buttons.
 *
 * @example
 * <MiniCartFooterBlock className="wp-block-woocommerce-mini-cart-footer-block">{ buttons }</MiniCartFooterBlock>
 */
export function MiniCartFooterBlock( { children, className }: MiniCartInnerBlockProps ) {
	const { cart } = useMiniCartData();
	return (
		<div className={ uniqueClassNames( 'wc-block-mini-cart__footer', className ) }>
			<TotalsItem
				className="wc-block-mini-cart__footer-subtotal"
				label={ drawerTexts.subtotal() }
				value={ miniCartTotalAmount( cart.totals ) }
				currency={ getCurrencyFromPriceResponse( cart.totals ) }
				description={ drawerTexts.subtotalNote() }
			/>
			<div className="wc-block-mini-cart__footer-actions">{ children }</div>
		</div>
	);
}

interface LinkButtonOptions {
	blockName: MiniCartInnerBlockName;
	labelAttribute: string;
	defaultLabel: () => string;
	defaultVariant: 'contained' | 'outlined';
	page: 'cart' | 'checkout' | 'shop';
	buttonClassName: string;
}

/** A footer or empty-view button: a link to a store page with the block's label, style and colours. */
function createLinkButtonBlock( options: LinkButtonOptions ) {
	const metadata = getMiniCartInnerBlockMetadata( options.blockName );
	return function LinkButtonBlock( props: MiniCartInnerBlockProps ) {
		const attributes = useInnerBlockAttributes< Record< string, string > >( metadata, props );
		const color = colorPropsOf( props );
		return (
			<a
				className={ uniqueClassNames(
					'wc-block-components-button',
					'wp-element-button',
					buttonVariantOf( props.className, options.defaultVariant ),
					options.buttonClassName,
					props.className,
					color.className
				) }
				style={ color.style }
				href={ getStorePageUrl( options.page, '/' ) }
			>
				{ attributes[ options.labelAttribute ] || options.defaultLabel() }
			</a>
		);
	};
}

/**
 * `woocommerce/mini-cart-cart-button-block`: the link to the cart page,
 * outlined unless the editor picked the fill style, labelled by its
 * `cartButtonLabel` or "View my cart".
 *
 * @example
 * <MiniCartCartButtonBlock cartButtonLabel="Ver la cesta" />
 */
export const MiniCartCartButtonBlock = createLinkButtonBlock( {
	blockName: NAMES.CART_BUTTON,
	labelAttribute: 'cartButtonLabel',
	defaultLabel: contentsTexts.viewCart,
	defaultVariant: 'outlined',
	page: 'cart',
	buttonClassName: 'wc-block-mini-cart__footer-cart',
} );

/**
 * `woocommerce/mini-cart-checkout-button-block`: the link to the checkout
 * page, filled unless the editor picked the outline style, labelled by its
 * `checkoutButtonLabel` or "Go to checkout".
 *
 * @example
 * <MiniCartCheckoutButtonBlock checkoutButtonLabel="Pagar" />
 */
export const MiniCartCheckoutButtonBlock = createLinkButtonBlock( {
	blockName: NAMES.CHECKOUT_BUTTON,
	labelAttribute: 'checkoutButtonLabel',
	defaultLabel: contentsTexts.goToCheckout,
	defaultVariant: 'contained',
	page: 'checkout',
	buttonClassName: 'wc-block-mini-cart__footer-checkout',
} );

/**
 * `woocommerce/mini-cart-shopping-button-block`: the empty view's link to
 * the shop page, labelled by its `startShoppingButtonLabel` or "Start
 * shopping".
 *
 * @example
 * <MiniCartShoppingButtonBlock startShoppingButtonLabel="Ver productos" />
 */
export const MiniCartShoppingButtonBlock = createLinkButtonBlock( {
	blockName: NAMES.SHOPPING_BUTTON,
	labelAttribute: 'startShoppingButtonLabel',
	defaultLabel: contentsTexts.startShopping,
	defaultVariant: 'contained',
	page: 'shop',
	buttonClassName: 'wc-block-mini-cart__shopping-button',
} );
