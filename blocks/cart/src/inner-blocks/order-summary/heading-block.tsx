/** The woocommerce/cart-order-summary-heading-block: the order summary's heading. */

import { Title } from '@cesta/components';

import { CART_BLOCK_NAMES } from '../../block-names';
import { useInnerBlockAttributes } from '../../hooks/use-inner-block-attributes';
import { labels } from '../../messages';
import type { CartInnerBlockProps } from '../../types';

/**
 * `woocommerce/cart-order-summary-heading-block`: the order summary's
 * heading, the block's `content` or "Cart totals".
 *
 * @example
 * <OrderSummaryHeadingBlock content="Resumen" />
 */
export function OrderSummaryHeadingBlock( props: CartInnerBlockProps ) {
	const { content } = useInnerBlockAttributes< { content: string } >(
		CART_BLOCK_NAMES.CART_ORDER_SUMMARY_HEADING,
		props
	);
	return (
		<Title
			headingLevel="2"
			className={ [ 'wc-block-cart__totals-title', props.className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			{ content || labels.cartTotals() }
		</Title>
	);
}
