/** The inspector controls of the Mini-Cart's blocks: the attributes a theme developer sets, by block. */
import type { ComponentType } from 'react';

import { AttributeControls } from '@cesta/blocks-shared/editor';
import type { AttributeControl, EditorBlockEditProps } from '@cesta/blocks-shared/editor';

import { MINI_CART_BLOCK_NAME } from '../constants';
import { MINI_CART_CONTENTS_BLOCK_NAMES as NAMES } from '../contents/block-names';
import { contentsTexts } from '../contents/messages';
import { editorLabels } from './messages';

const inspector = ( controls: () => AttributeControl[] ): ComponentType< EditorBlockEditProps > =>
	function MiniCartBlockInspector( { attributes, setAttributes }: EditorBlockEditProps ) {
		return (
			<AttributeControls
				title={ editorLabels.settings() }
				attributes={ attributes }
				setAttributes={ setAttributes }
				controls={ controls() }
			/>
		);
	};

const buttonText = ( attribute: string, placeholder: () => string ) =>
	inspector( () => [
		{ attribute, type: 'text', label: editorLabels.buttonText(), placeholder: placeholder() },
	] );

/**
 * The inspector of each Mini-Cart block that has attributes to set: the
 * header button's icon, add-to-cart behaviour, total, count and its place
 * on the cart and checkout pages; the title's label; the buttons' texts
 * (their style and colours are WordPress's own block style and colour
 * panels, from their block.json).
 *
 * @example
 * MINI_CART_BLOCK_INSPECTORS[ 'woocommerce/mini-cart-checkout-button-block' ]; // the button text field
 */
export const MINI_CART_BLOCK_INSPECTORS: Readonly<
	Record< string, ComponentType< EditorBlockEditProps > >
> = {
	[ MINI_CART_BLOCK_NAME ]: inspector( () => [
		{
			attribute: 'miniCartIcon',
			type: 'select',
			label: editorLabels.icon(),
			options: [
				{ value: 'cart', label: editorLabels.iconCart() },
				{ value: 'bag', label: editorLabels.iconBag() },
				{ value: 'bag-alt', label: editorLabels.iconBagAlt() },
			],
		},
		{
			attribute: 'addToCartBehaviour',
			type: 'select',
			label: editorLabels.addToCartBehaviour(),
			options: [
				{ value: 'none', label: editorLabels.addToCartNone() },
				{ value: 'open_drawer', label: editorLabels.addToCartOpenDrawer() },
			],
		},
		{
			attribute: 'hasHiddenPrice',
			type: 'toggle',
			label: editorLabels.hidePrice(),
			help: editorLabels.hidePriceHelp(),
		},
		{
			attribute: 'productCountVisibility',
			type: 'select',
			label: editorLabels.countVisibility(),
			options: [
				{ value: 'greater_than_zero', label: editorLabels.countGreaterThanZero() },
				{ value: 'always', label: editorLabels.countAlways() },
				{ value: 'never', label: editorLabels.countNever() },
			],
		},
		{
			attribute: 'cartAndCheckoutRenderStyle',
			type: 'select',
			label: editorLabels.cartAndCheckoutStyle(),
			options: [
				{ value: 'hidden', label: editorLabels.cartAndCheckoutHidden() },
				{ value: 'removed', label: editorLabels.cartAndCheckoutRemoved() },
			],
		},
	] ),
	[ NAMES.TITLE_LABEL ]: inspector( () => [
		{
			attribute: 'label',
			type: 'text',
			label: editorLabels.titleLabel(),
			placeholder: contentsTexts.yourCart(),
		},
	] ),
	[ NAMES.CART_BUTTON ]: buttonText( 'cartButtonLabel', contentsTexts.viewCart ),
	[ NAMES.CHECKOUT_BUTTON ]: buttonText( 'checkoutButtonLabel', contentsTexts.goToCheckout ),
	[ NAMES.SHOPPING_BUTTON ]: buttonText(
		'startShoppingButtonLabel',
		contentsTexts.startShopping
	),
};
