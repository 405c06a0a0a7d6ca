/** Types of the Checkout block: its attributes and the props of its inner blocks. */

import type { InnerBlockProps } from '@cesta/cart-checkout-shared';

/**
 * The attributes of the top-level Checkout block, parsed from its markup.
 *
 * @example
 * const attributes: CheckoutBlockAttributes = {
 * 	isPreview: false, hasDarkControls: false, showRateAfterTaxName: false,
 * 	showFormStepNumbers: false, align: 'wide',
 * };
 */
export interface CheckoutBlockAttributes {
	/** Renders the editor's sample cart instead of the shopper's. @default false */
	isPreview: boolean;
	/** Light controls for dark themes. @default false */
	hasDarkControls: boolean;
	/** The rate after each tax's name. @default false */
	showRateAfterTaxName: boolean;
	/** Numbers the checkout's steps. @default false */
	showFormStepNumbers: boolean;
	/** Block alignment. @default 'wide' */
	align: string;
	/** Shows (true) or hides (false) the company field; unset: the shop's setting. */
	showCompanyField?: boolean;
	/** Makes the shown company field required (true) or optional (false); unset: the shop's setting. */
	requireCompanyField?: boolean;
	/** Shows or hides the apartment (address line 2) field; unset: the shop's setting. */
	showApartmentField?: boolean;
	/** Makes the shown apartment field required or optional; unset: the shop's setting. */
	requireApartmentField?: boolean;
	/** Shows or hides the phone field; unset: the shop's setting. */
	showPhoneField?: boolean;
	/** Makes the shown phone field required or optional; unset: the shop's setting. */
	requirePhoneField?: boolean;
}

/**
 * The props every inner block of the Checkout block receives: its `data-*`
 * attributes as camelCased strings (as WooCommerce passes them), its class
 * names, its rendered inner blocks, and `extensions` and `cart` from the
 * block wrapper (`InnerBlockProps` of `@cesta/cart-checkout-shared`).
 *
 * @example
 * const Note = ( { className }: CheckoutInnerBlockProps ) => <div className={ className } />;
 */
export type CheckoutInnerBlockProps = InnerBlockProps;
