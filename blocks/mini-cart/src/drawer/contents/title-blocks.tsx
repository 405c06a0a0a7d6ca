/** The drawer's title blocks: the title, drawn into the drawer's heading, with its label and items counter. */
import { createPortal, useLayoutEffect } from '@wordpress/element';

import { useInnerBlockAttributes } from '@cesta/cart-checkout-shared';

import { MINI_CART_CONTENTS_BLOCK_NAMES as NAMES } from '../../contents/block-names';
import { contentsTexts } from '../../contents/messages';
import { getMiniCartInnerBlockMetadata } from '../../contents/metadata';
import { useMiniCartData } from '../use-mini-cart-data';
import { colorPropsOf, uniqueClassNames } from './color-props';
import { useMiniCartTitleSlot } from './title-slot';
import type { MiniCartInnerBlockProps } from './types';

/**
 * `woocommerce/mini-cart-title-block`: the drawer's title, made of its
 * inner blocks (the label and the items counter, in the template's order).
 * In a drawer it is drawn into the drawer's heading, which names the dialog
 * (one heading, beside the close button); elsewhere (an editor's preview)
 * it is a heading of its own.
 *
 * @example
 * <MiniCartTitleBlock className="wp-block-woocommerce-mini-cart-title-block">{ labelAndCounter }</MiniCartTitleBlock>
 */
export function MiniCartTitleBlock( props: MiniCartInnerBlockProps ) {
	const slot = useMiniCartTitleSlot();
	const register = slot?.register;
	useLayoutEffect( () => register?.(), [ register ] );
	const color = colorPropsOf( props );
	const className = uniqueClassNames(
		'wc-block-mini-cart__title',
		props.className,
		color.className
	);
	if ( ! slot ) {
		return (
			<h2 className={ className } style={ color.style }>
				{ props.children }
			</h2>
		);
	}
	return slot.element
		? createPortal(
				<span className={ className } style={ color.style }>
					{ props.children }
				</span>,
				slot.element
			)
		: null;
}

/**
 * `woocommerce/mini-cart-title-label-block`: the title's label, its
 * `label` attribute or "Your cart".
 *
 * @example
 * <MiniCartTitleLabelBlock label="Tu cesta" />
 */
export function MiniCartTitleLabelBlock( props: MiniCartInnerBlockProps ) {
	const { label } = useInnerBlockAttributes< { label: string } >(
		getMiniCartInnerBlockMetadata( NAMES.TITLE_LABEL ),
		props
	);
	const color = colorPropsOf( props );
	return (
		<>
			{ /* The title's pieces are words of one heading: spaced in any order. */ ' ' }
			<span
				className={ uniqueClassNames(
					'wc-block-mini-cart__title-label',
					props.className,
					color.className
				) }
				style={ color.style }
			>
				{ label || contentsTexts.yourCart() }
			</span>{ ' ' }
		</>
	);
}

/**
 * `woocommerce/mini-cart-title-items-counter-block`: the number of items in
 * the cart, "(2 items)".
 *
 * @example
 * <MiniCartTitleItemsCounterBlock />
 */
export function MiniCartTitleItemsCounterBlock( props: MiniCartInnerBlockProps ) {
	const { cart } = useMiniCartData();
	const color = colorPropsOf( props );
	return (
		<>
			{ ' ' }
			<span
				className={ uniqueClassNames(
					'wc-block-mini-cart__title-items-counter',
					props.className,
					color.className
				) }
				style={ color.style }
			>
				{ contentsTexts.itemsCounter( cart.itemsCount ) }
			</span>{ ' ' }
		</>
	);
}
