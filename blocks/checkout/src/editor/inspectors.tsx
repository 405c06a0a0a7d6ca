/** The inspector controls of the Checkout's inner blocks: the attributes a theme developer sets, by block. */

import type { ComponentType } from 'react';

import { AttributeControls } from '@cesta/blocks-shared/editor';
import type { AttributeControl, EditorBlockEditProps } from '@cesta/blocks-shared/editor';

import { CHECKOUT_BLOCK_NAMES as NAMES } from '../block-names';
import { labels as shippingMethodLabels } from '../inner-blocks/shipping-method/messages';
import { labels } from '../messages';
import { editorLabels } from './messages';

const inspector = ( controls: () => AttributeControl[] ): ComponentType< EditorBlockEditProps > =>
	function CheckoutBlockInspector( { attributes, setAttributes }: EditorBlockEditProps ) {
		return (
			<AttributeControls
				title={ editorLabels.blockSettings() }
				attributes={ attributes }
				setAttributes={ setAttributes }
				controls={ controls() }
			/>
		);
	};

/** A step's heading and the sentence under it; `''` keeps the step's own, translated. */
const stepControls = (): AttributeControl[] => [
	{
		attribute: 'title',
		type: 'text',
		label: editorLabels.stepTitle(),
		help: editorLabels.stepTitleHelp(),
	},
	{ attribute: 'description', type: 'text', label: editorLabels.stepDescription() },
];

const STEP_BLOCKS = [
	NAMES.CHECKOUT_CONTACT_INFORMATION,
	NAMES.CHECKOUT_PICKUP_OPTIONS,
	NAMES.CHECKOUT_SHIPPING_ADDRESS,
	NAMES.CHECKOUT_BILLING_ADDRESS,
	NAMES.CHECKOUT_SHIPPING_METHODS,
	NAMES.CHECKOUT_PAYMENT,
	NAMES.CHECKOUT_ADDITIONAL_INFORMATION,
];

/**
 * The inspector of each inner block of the Checkout that has attributes to
 * set: the steps' titles and descriptions, the delivery choice's icons,
 * costs and labels, the terms' checkbox and text, the actions' button and
 * link texts, the "Return to Cart" link and its page, the order summary's
 * product descriptions and the taxes' rates. (The top-level block's are in
 * `CheckoutInspector`.)
 *
 * @example
 * CHECKOUT_INNER_BLOCK_INSPECTORS[ 'woocommerce/checkout-actions-block' ]; // the button text, the return link
 */
export const CHECKOUT_INNER_BLOCK_INSPECTORS: Readonly<
	Record< string, ComponentType< EditorBlockEditProps > >
> = {
	...Object.fromEntries( STEP_BLOCKS.map( ( name ) => [ name, inspector( stepControls ) ] ) ),
	[ NAMES.CHECKOUT_SHIPPING_METHOD ]: inspector( () => [
		...stepControls(),
		{ attribute: 'showIcon', type: 'toggle', label: editorLabels.showIcons() },
		{ attribute: 'showPrice', type: 'toggle', label: editorLabels.showCosts() },
		{
			attribute: 'shippingText',
			type: 'text',
			label: editorLabels.shippingText(),
			placeholder: shippingMethodLabels.ship(),
		},
		{
			attribute: 'localPickupText',
			type: 'text',
			label: editorLabels.localPickupText(),
			placeholder: shippingMethodLabels.pickup(),
		},
	] ),
	[ NAMES.CHECKOUT_TERMS ]: inspector( () => [
		{
			attribute: 'checkbox',
			type: 'toggle',
			label: editorLabels.termsCheckbox(),
			help: editorLabels.termsCheckboxHelp(),
		},
		{
			attribute: 'text',
			type: 'text',
			label: editorLabels.termsText(),
			help: editorLabels.termsTextHelp(),
		},
		{ attribute: 'showSeparator', type: 'toggle', label: editorLabels.showSeparator() },
	] ),
	[ NAMES.CHECKOUT_ACTIONS ]: inspector( () => [
		{
			attribute: 'placeOrderButtonLabel',
			type: 'text',
			label: editorLabels.placeOrderButtonLabel(),
			placeholder: labels.placeOrder(),
		},
		{ attribute: 'showReturnToCart', type: 'toggle', label: editorLabels.showReturnToCart() },
		{
			attribute: 'returnToCartButtonLabel',
			type: 'text',
			label: editorLabels.returnToCartButtonLabel(),
			placeholder: labels.returnToCart(),
		},
		{
			attribute: 'cartPageId',
			type: 'number',
			min: 0,
			label: editorLabels.cartPageId(),
			help: editorLabels.cartPageIdHelp(),
		},
	] ),
	[ NAMES.CHECKOUT_ORDER_SUMMARY_CART_ITEMS ]: inspector( () => [
		{
			attribute: 'disableProductDescriptions',
			type: 'toggle',
			label: editorLabels.hideProductDescriptions(),
		},
	] ),
	[ NAMES.CHECKOUT_ORDER_SUMMARY_TAXES ]: inspector( () => [
		{
			attribute: 'showRateAfterTaxName',
			type: 'toggle',
			label: editorLabels.rateAfterTaxName(),
		},
	] ),
};
