/** Types of the shipping calculator: the address it edits, its fields and its props. */

import type { ShippingDestination } from '@cesta/types';

/**
 * The part of an address the shipping calculator edits.
 *
 * @example
 * const address: ShippingCalculatorAddress = { country: 'ES', state: 'M', city: 'Madrid', postcode: '28014' };
 */
export type ShippingCalculatorAddress = Pick<
	ShippingDestination,
	'country' | 'state' | 'city' | 'postcode'
>;

/**
 * A field the calculator can show.
 *
 * @example
 * const fields: ShippingCalculatorField[] = [ 'country', 'postcode' ];
 */
export type ShippingCalculatorField = keyof ShippingCalculatorAddress;

/**
 * Props of {@link ShippingCalculator}.
 *
 * @example
 * const props: ShippingCalculatorProps = {
 * 	address: cart.shippingAddress, countries: SHIPPING_COUNTRIES, states: SHIPPING_STATES,
 * 	onUpdate: ( address ) => updateCustomerData( { shipping_address: address } ),
 * };
 */
export interface ShippingCalculatorProps {
	/** The current address; the form starts from it. @default {} */
	address?: Partial< ShippingCalculatorAddress >;
	/** Countries the shop ships to, code → name. */
	countries: Record< string, string >;
	/**
	 * States by country, code → name. A country with a list gets a select; a
	 * country with an empty list has no state field; a country missing here
	 * gets a text field. @default {}
	 */
	states?: Record< string, Record< string, string > >;
	/** Sends the address; resolves `true` when the cart took it. A rejection's message shows above the button. */
	onUpdate: ( address: ShippingCalculatorAddress ) => Promise< boolean > | boolean;
	/** Called after a successful update (e.g. to close the calculator). @default undefined */
	onSuccess?: () => void;
	/** Fields to show, in this order. @default [ 'country', 'state', 'city', 'postcode' ] */
	addressFields?: ShippingCalculatorField[];
	/** Prefix of the fields' ids, unique on the page. @default a generated id */
	idPrefix?: string;
	/** Extra class names. @default undefined */
	className?: string;
}
