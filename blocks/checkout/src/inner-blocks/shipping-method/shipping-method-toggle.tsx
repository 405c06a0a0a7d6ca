/** The delivery / pickup choice itself: two options in a radio group, with icons and prices. */

import type { ReactNode } from 'react';
import { useId } from '@wordpress/element';

import { joinClassNames } from '@cesta/cart-checkout-shared';

import { DeliveryIcon, PickupIcon } from './icons';
import { labels } from './messages';
import { OptionPrice } from './option-price';
import type { PriceRange } from './price-range';
import './style.css';

/**
 * How the shopper gets the order: delivered or collected.
 *
 * @example
 * const method: DeliveryMethod = prefersCollection ? 'pickup' : 'shipping';
 */
export type DeliveryMethod = 'shipping' | 'pickup';

/**
 * Props of {@link ShippingMethodToggle}.
 *
 * @example
 * const props: ShippingMethodToggleProps = { checked: 'shipping', onChange, shippingText: 'Envío', pickupText: 'Recogida en tienda', showIcon: true, showPrice: false, shippingPrice: undefined, pickupPrice: undefined, multiplePackages: false };
 */
export interface ShippingMethodToggleProps {
	checked: DeliveryMethod;
	onChange: ( method: DeliveryMethod ) => void;
	shippingText: string;
	pickupText: string;
	showIcon: boolean;
	showPrice: boolean;
	/** The delivery rates' prices; without, the price reads "calculated with an address". */
	shippingPrice: PriceRange | undefined;
	pickupPrice: PriceRange | undefined;
	/** Several packages: the pickup price reads "from …". */
	multiplePackages: boolean;
}

interface OptionProps {
	name: string;
	value: DeliveryMethod;
	checked: boolean;
	onChange: ( method: DeliveryMethod ) => void;
	icon: ReactNode;
	text: string;
	price: ReactNode;
}

function Option( { name, value, checked, onChange, icon, text, price }: OptionProps ) {
	return (
		<label
			className={ joinClassNames(
				'wc-block-checkout__shipping-method-option',
				checked && 'wc-block-checkout__shipping-method-option--selected'
			) }
		>
			<input
				className="wc-block-checkout__shipping-method-option-input"
				type="radio"
				name={ name }
				value={ value }
				checked={ checked }
				onChange={ () => onChange( value ) }
			/>
			<span className="wc-block-checkout__shipping-method-option-title-wrapper">
				{ icon }
				<span className="wc-block-checkout__shipping-method-option-title">{ text }</span>
			</span>
			{ price }
		</label>
	);
}

/**
 * The choice between delivery and local pickup in WooCommerce's markup
 * (`wc-block-checkout__shipping-method-container`, `…-option`,
 * `…-option--selected`, `…-option-title`, `…-option-price`), as a radio
 * group named "Shipping method" of two native radio buttons: arrow keys move
 * the choice, Space and a click make it. Each option may show an icon and
 * its price ("Free", the price, "from" the cheapest).
 *
 * @example
 * <ShippingMethodToggle
 * 	checked={ prefersCollection ? 'pickup' : 'shipping' }
 * 	onChange={ choose }
 * 	shippingText="Envío"
 * 	pickupText="Recogida en tienda"
 * 	showIcon
 * 	showPrice={ false }
 * 	shippingPrice={ getPriceRange( deliveryRates ) }
 * 	pickupPrice={ getPriceRange( pickupRates ) }
 * 	multiplePackages={ false }
 * />
 */
export function ShippingMethodToggle( {
	checked,
	onChange,
	shippingText,
	pickupText,
	showIcon,
	showPrice,
	shippingPrice,
	pickupPrice,
	multiplePackages,
}: ShippingMethodToggleProps ) {
	const name = `shipping-method-${ useId() }`;
	const deliveryPrice = shippingPrice ? (
		<OptionPrice range={ shippingPrice } />
	) : (
		<span className="wc-block-checkout__shipping-method-option-price">
			{ labels.calculatedWithAddress() }
		</span>
	);
	return (
		<div
			// components-button-group: WooCommerce keeps it for themes that style it.
			className="components-button-group wc-block-checkout__shipping-method-container"
			role="radiogroup"
			aria-label={ labels.shippingMethod() }
		>
			<Option
				name={ name }
				value="shipping"
				checked={ checked === 'shipping' }
				onChange={ onChange }
				icon={ showIcon && <DeliveryIcon /> }
				text={ shippingText }
				price={ showPrice && deliveryPrice }
			/>
			<Option
				name={ name }
				value="pickup"
				checked={ checked === 'pickup' }
				onChange={ onChange }
				icon={ showIcon && <PickupIcon /> }
				text={ pickupText }
				price={
					showPrice && <OptionPrice range={ pickupPrice } multiple={ multiplePackages } />
				}
			/>
		</div>
	);
}
