/** window.wc.wcBlocksRegistry and blocksCheckout: registration and the checkout API, as WooCommerce's. */

import {
	Button,
	CheckboxControl,
	Label,
	Panel,
	StoreNotice,
	TextInput,
	TotalsCoupon,
	TotalsDiscount,
	TotalsFees,
	TotalsFooterItem,
	TotalsItem,
	TotalsShipping,
	TotalsSubtotal,
	TotalsTaxes,
	TotalsWrapper,
} from '@cesta/components';
import type * as components from '@cesta/components';
import * as registry from '@cesta/registry';
import { getValidityMessageForInput } from '@cesta/validation';
import type * as validation from '@cesta/validation';

import { extensionCartUpdate } from '../extension-cart-update';
import { StoreNoticesContainer } from '../notices/store-notices-container';
import { ValidationInputError } from '../notices/validation-input-error';
import { isPostcodeOnDemand, loadPostcodeCheck } from './postcode-on-demand';
import { useValidateCheckout } from '../payment-method-interface/use-validate-checkout';
import { createSlotFill, hasValidFills, useSlot } from '../slot-fill/create-slot-fill';
import {
	ExperimentalDiscountsMeta,
	ExperimentalOrderLocalPickupPackages,
	ExperimentalOrderMeta,
	ExperimentalOrderShippingPackages,
} from '../slot-fill/experimental-slot-fills';
import { SlotFillProvider } from '../slot-fill/slot-fill-provider';

/**
 * The type of `wcBlocksRegistryGlobal`.
 *
 * @example
 * const { registerPaymentMethod }: WcBlocksRegistryGlobal = wcBlocksRegistryGlobal;
 */
export type WcBlocksRegistryGlobal = Readonly<
	Pick<
		typeof registry,
		| 'registerPaymentMethod'
		| 'registerExpressPaymentMethod'
		| 'registerPaymentMethodExtensionCallbacks'
		| 'getPaymentMethods'
		| 'getExpressPaymentMethods'
		| '__experimentalDeRegisterPaymentMethod'
		| '__experimentalDeRegisterExpressPaymentMethod'
		| 'registerBlockComponent'
		| 'getRegisteredBlockComponents'
		| 'registerInnerBlock'
		| 'getRegisteredInnerBlocks'
	>
>;

/**
 * `window.wc.wcBlocksRegistry` (WooCommerce's `@woocommerce/blocks-registry`):
 * the payment method and block component registration of `@cesta/registry`.
 *
 * @example
 * window.wc.wcBlocksRegistry.registerPaymentMethod( config );
 */
export const wcBlocksRegistryGlobal: WcBlocksRegistryGlobal = Object.freeze( {
	registerPaymentMethod: registry.registerPaymentMethod,
	registerExpressPaymentMethod: registry.registerExpressPaymentMethod,
	registerPaymentMethodExtensionCallbacks: registry.registerPaymentMethodExtensionCallbacks,
	getPaymentMethods: registry.getPaymentMethods,
	getExpressPaymentMethods: registry.getExpressPaymentMethods,
	__experimentalDeRegisterPaymentMethod: registry.__experimentalDeRegisterPaymentMethod,
	__experimentalDeRegisterExpressPaymentMethod:
		registry.__experimentalDeRegisterExpressPaymentMethod,
	registerBlockComponent: registry.registerBlockComponent,
	getRegisteredBlockComponents: registry.getRegisteredBlockComponents,
	registerInnerBlock: registry.registerInnerBlock,
	getRegisteredInnerBlocks: registry.getRegisteredInnerBlocks,
} );

/**
 * The type of `blocksCheckoutGlobal`.
 *
 * @example
 * const { registerCheckoutFilters }: BlocksCheckoutGlobal = blocksCheckoutGlobal;
 */
export type BlocksCheckoutGlobal = Readonly<
	Pick<
		typeof registry,
		| 'registerCheckoutBlock'
		| 'getRegisteredBlocks'
		| 'hasInnerBlocks'
		| 'innerBlockAreas'
		| 'registerCheckoutFilters'
		| 'applyCheckoutFilter'
		| '__experimentalRegisterCheckoutFilters'
		| '__experimentalApplyCheckoutFilter'
		| 'mustContain'
		| 'productPriceValidation'
	> &
		Pick<
			typeof components,
			| 'TotalsWrapper'
			| 'TotalsCoupon'
			| 'TotalsDiscount'
			| 'TotalsFees'
			| 'TotalsFooterItem'
			| 'TotalsItem'
			| 'TotalsShipping'
			| 'TotalsSubtotal'
			| 'TotalsTaxes'
			| 'Panel'
			| 'Button'
			| 'Label'
			| 'CheckboxControl'
			| 'TextInput'
			| 'StoreNotice'
		> &
		Pick< typeof validation, 'isPostcode' | 'getValidityMessageForInput' > & {
			extensionCartUpdate: typeof extensionCartUpdate;
			useValidateCheckout: typeof useValidateCheckout;
			ValidationInputError: typeof ValidationInputError;
			StoreNoticesContainer: typeof StoreNoticesContainer;
			SlotFillProvider: typeof SlotFillProvider;
			createSlotFill: typeof createSlotFill;
			useSlot: typeof useSlot;
			hasValidFills: typeof hasValidFills;
			ExperimentalOrderMeta: typeof ExperimentalOrderMeta;
			ExperimentalDiscountsMeta: typeof ExperimentalDiscountsMeta;
			ExperimentalOrderShippingPackages: typeof ExperimentalOrderShippingPackages;
			ExperimentalOrderLocalPickupPackages: typeof ExperimentalOrderLocalPickupPackages;
		}
>;

/**
 * `window.wc.blocksCheckout` (WooCommerce's `@woocommerce/blocks-checkout`):
 * exactly WooCommerce's members — inner blocks and filters from
 * `@cesta/registry`, validation helpers, the components, slot fills,
 * `extensionCartUpdate` and `useValidateCheckout`. `isPostcode` loads its
 * pattern table when a script first reads it (see `postcode-on-demand.ts`).
 * Cesta's own payment areas
 * and props builder are not globals (WooCommerce has none), so pages that
 * never show them do not load them.
 *
 * @example
 * window.wc.blocksCheckout.registerCheckoutFilters( 'my-plugin', { totalLabel: () => 'Total a pagar' } );
 */
export const blocksCheckoutGlobal: BlocksCheckoutGlobal = freezeWithPostcodeOnDemand( {
	registerCheckoutBlock: registry.registerCheckoutBlock,
	getRegisteredBlocks: registry.getRegisteredBlocks,
	hasInnerBlocks: registry.hasInnerBlocks,
	innerBlockAreas: registry.innerBlockAreas,
	registerCheckoutFilters: registry.registerCheckoutFilters,
	applyCheckoutFilter: registry.applyCheckoutFilter,
	__experimentalRegisterCheckoutFilters: registry.__experimentalRegisterCheckoutFilters,
	__experimentalApplyCheckoutFilter: registry.__experimentalApplyCheckoutFilter,
	mustContain: registry.mustContain,
	productPriceValidation: registry.productPriceValidation,
	getValidityMessageForInput,
	extensionCartUpdate,
	useValidateCheckout,
	TotalsWrapper,
	TotalsCoupon,
	TotalsDiscount,
	TotalsFees,
	TotalsFooterItem,
	TotalsItem,
	TotalsShipping,
	TotalsSubtotal,
	TotalsTaxes,
	Panel,
	Button,
	Label,
	CheckboxControl,
	TextInput,
	ValidationInputError,
	StoreNoticesContainer,
	StoreNotice,
	SlotFillProvider,
	createSlotFill,
	useSlot,
	hasValidFills,
	ExperimentalOrderMeta,
	ExperimentalDiscountsMeta,
	ExperimentalOrderShippingPackages,
	ExperimentalOrderLocalPickupPackages,
} );

/**
 * Freezes the `blocksCheckout` members with `isPostcode` as a getter: reading
 * it (plugins take it when their script runs) starts loading the postcode
 * patterns, so they are there by the time a shopper's input is checked.
 */
function freezeWithPostcodeOnDemand(
	members: Omit< BlocksCheckoutGlobal, 'isPostcode' >
): BlocksCheckoutGlobal {
	return Object.freeze(
		Object.defineProperty( { ...members }, 'isPostcode', {
			enumerable: true,
			get: () => {
				loadPostcodeCheck().catch( () => undefined );
				return isPostcodeOnDemand;
			},
		} ) as BlocksCheckoutGlobal
	);
}
