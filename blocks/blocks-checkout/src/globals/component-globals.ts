/** window.wc.blocksComponents: the components extensions build with, store-connected ones included. */

import {
	Button,
	CheckboxControl,
	Chip,
	FormattedMonetaryAmount,
	Label,
	Panel,
	RadioControl,
	RemovableChip,
	Spinner,
	StoreNotice,
	TextInput,
	Title,
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

import { StoreNoticesContainer } from '../notices/store-notices-container';
import { ValidationInputError } from '../notices/validation-input-error';
import { RadioControlAccordion } from '../payment-methods/radio-control-accordion';

/**
 * The type of `blocksComponentsGlobal`.
 *
 * @example
 * const { Button }: BlocksComponentsGlobal = blocksComponentsGlobal;
 */
export type BlocksComponentsGlobal = Readonly<
	Pick<
		typeof components,
		| 'Button'
		| 'CheckboxControl'
		| 'Chip'
		| 'RemovableChip'
		| 'FormattedMonetaryAmount'
		| 'Label'
		| 'Panel'
		| 'RadioControl'
		| 'Spinner'
		| 'StoreNotice'
		| 'TextInput'
		| 'Title'
		| 'TotalsCoupon'
		| 'TotalsDiscount'
		| 'TotalsFees'
		| 'TotalsFooterItem'
		| 'TotalsItem'
		| 'TotalsShipping'
		| 'TotalsSubtotal'
		| 'TotalsTaxes'
		| 'TotalsWrapper'
	> & {
		RadioControlAccordion: typeof RadioControlAccordion;
		StoreNoticesContainer: typeof StoreNoticesContainer;
		ValidationInputError: typeof ValidationInputError;
	}
>;

/**
 * `window.wc.blocksComponents` (WooCommerce's `@woocommerce/blocks-components`):
 * the components extensions build with. `StoreNoticesContainer` and
 * `ValidationInputError` are the store-connected ones.
 *
 * @example
 * const { Button } = window.wc.blocksComponents;
 */
export const blocksComponentsGlobal: BlocksComponentsGlobal = Object.freeze( {
	Button,
	CheckboxControl,
	Chip,
	RemovableChip,
	FormattedMonetaryAmount,
	Label,
	Panel,
	RadioControl,
	RadioControlAccordion,
	Spinner,
	StoreNotice,
	StoreNoticesContainer,
	TextInput,
	Title,
	TotalsCoupon,
	TotalsDiscount,
	TotalsFees,
	TotalsFooterItem,
	TotalsItem,
	TotalsShipping,
	TotalsSubtotal,
	TotalsTaxes,
	TotalsWrapper,
	ValidationInputError,
} );
