/** The inspector controls of the Cart's blocks: the attributes a theme developer sets, by block. */

import type { ComponentType } from 'react';

import { AttributeControls } from '@cesta/blocks-shared/editor';
import type { AttributeControl, EditorBlockEditProps } from '@cesta/blocks-shared/editor';

import { CART_BLOCK_NAMES as NAMES } from '../block-names';
import { labels } from '../messages';
import { CART_CROSS_SELLS_COLUMNS_MAX, CART_CROSS_SELLS_COLUMNS_MIN } from '../constants';
import { editorLabels } from './messages';

const inspector = ( controls: () => AttributeControl[] ): ComponentType< EditorBlockEditProps > =>
	function CartBlockInspector( { attributes, setAttributes }: EditorBlockEditProps ) {
		return (
			<AttributeControls
				title={ editorLabels.settings() }
				attributes={ attributes }
				setAttributes={ setAttributes }
				controls={ controls() }
			/>
		);
	};

/**
 * The inspector of each Cart block that has attributes to set: dark
 * controls (the Cart), the shipping calculator, the rate after tax names,
 * the heading's and the checkout button's texts, the cross-sells' columns.
 *
 * @example
 * CART_BLOCK_INSPECTORS[ 'woocommerce/proceed-to-checkout-block' ]; // the button text field
 */
export const CART_BLOCK_INSPECTORS: Readonly<
	Record< string, ComponentType< EditorBlockEditProps > >
> = {
	[ NAMES.CART ]: inspector( () => [
		{
			attribute: 'hasDarkControls',
			type: 'toggle',
			label: editorLabels.darkControls(),
			help: editorLabels.darkControlsHelp(),
		},
	] ),
	[ NAMES.CART_ORDER_SUMMARY_SHIPPING ]: inspector( () => [
		{
			attribute: 'isShippingCalculatorEnabled',
			type: 'toggle',
			label: editorLabels.shippingCalculator(),
			help: editorLabels.shippingCalculatorHelp(),
		},
	] ),
	[ NAMES.CART_ORDER_SUMMARY_TAXES ]: inspector( () => [
		{
			attribute: 'showRateAfterTaxName',
			type: 'toggle',
			label: editorLabels.rateAfterTaxName(),
		},
	] ),
	[ NAMES.CART_ORDER_SUMMARY_HEADING ]: inspector( () => [
		{
			attribute: 'content',
			type: 'text',
			label: editorLabels.headingText(),
			placeholder: labels.cartTotals(),
		},
	] ),
	[ NAMES.PROCEED_TO_CHECKOUT ]: inspector( () => [
		{
			attribute: 'buttonLabel',
			type: 'text',
			label: editorLabels.buttonText(),
			placeholder: labels.proceedToCheckout(),
		},
	] ),
	[ NAMES.CART_CROSS_SELLS_PRODUCTS ]: inspector( () => [
		{
			attribute: 'columns',
			type: 'range',
			label: editorLabels.columns(),
			min: CART_CROSS_SELLS_COLUMNS_MIN,
			max: CART_CROSS_SELLS_COLUMNS_MAX,
		},
	] ),
};
