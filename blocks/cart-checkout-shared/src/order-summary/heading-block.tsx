/** The order summary's heading block: the block's content or the top-level block's default heading. */

import type { FunctionComponent } from 'react';

import { Title } from '@cesta/components';

import { useInnerBlockAttributes } from '../hooks/use-inner-block-attributes';
import { joinClassNames } from '../join-class-names';
import type { InnerBlockOptions, InnerBlockProps } from '../types';
import { HEADING_BLOCK_ATTRIBUTES } from './attributes';

/**
 * Options of {@link createOrderSummaryHeadingBlock}.
 *
 * @example
 * const options: OrderSummaryHeadingBlockOptions = {
 * 	config: CART_BLOCK_CONFIG,
 * 	blockName: 'woocommerce/cart-order-summary-heading-block',
 * 	defaultContent: () => __( 'Cart totals', 'cesta' ),
 * };
 */
export interface OrderSummaryHeadingBlockOptions extends InnerBlockOptions {
	/** The heading when the block's `content` is empty, translated when shown. */
	defaultContent: () => string;
}

/**
 * Makes the order summary heading block (e.g.
 * `woocommerce/cart-order-summary-heading-block`): a level-2 heading
 * (`<classNameBase>__totals-title`) with the block's `content`, or
 * `defaultContent()` ("Cart totals" in the cart).
 *
 * @example
 * const HeadingBlock = createOrderSummaryHeadingBlock( { config, blockName, defaultContent: labels.cartTotals } );
 * <HeadingBlock content="Resumen" />
 */
export function createOrderSummaryHeadingBlock( {
	config,
	blockName,
	defaultContent,
}: OrderSummaryHeadingBlockOptions ): FunctionComponent< InnerBlockProps > {
	const metadata = { name: blockName, attributes: HEADING_BLOCK_ATTRIBUTES };
	return function OrderSummaryHeadingBlock( props: InnerBlockProps ) {
		const { content } = useInnerBlockAttributes< { content: string } >( metadata, props );
		return (
			<Title
				headingLevel="2"
				className={ joinClassNames(
					`${ config.classNameBase }__totals-title`,
					props.className
				) }
			>
				{ content || defaultContent() }
			</Title>
		);
	};
}
