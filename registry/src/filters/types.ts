/** Types of the checkout filters: filter functions, their arguments, a namespace's filters, apply options. */

import type { CheckoutFilterValues } from './filter-names';

/**
 * The third argument of a filter function: `{ context, cartItem, cart }`,
 * `{ cart }`, … depending on the filter, or null.
 *
 * @example
 * const arg: CheckoutFilterArguments = { context: 'cart', cartItem };
 */
export type CheckoutFilterArguments = ( Record< string, unknown > & { context?: string } ) | null;

/**
 * A checkout filter: receives the current value, the cart's `extensions` data
 * and the filter's argument; returns a value of the same type.
 *
 * @example
 * const itemName: CheckoutFilterFunction< string > = ( name, extensions, args ) =>
 * 	args?.context === 'summary' ? `${ name } 🎁` : name;
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a filter may transform any value
export type CheckoutFilterFunction< T = any > = (
	value: T,
	extensions: Record< string, unknown >,
	args: CheckoutFilterArguments
) => T;

/**
 * The filters one namespace registers: the known names are typed by their
 * value; any other name is accepted as well.
 *
 * @example
 * const filters: CheckoutFilters = { totalLabel: () => 'Total a pagar' };
 */
export type CheckoutFilters = {
	[ Name in keyof CheckoutFilterValues ]?: CheckoutFilterFunction< CheckoutFilterValues[ Name ] >;
} & {
	[ filterName: string ]: CheckoutFilterFunction | undefined;
};

/**
 * Options of `applyCheckoutFilter`.
 *
 * @example
 * const options: ApplyCheckoutFilterOptions< string > = { filterName: 'totalLabel', defaultValue: 'Total' };
 */
export interface ApplyCheckoutFilterOptions< T > {
	filterName: keyof CheckoutFilterValues | ( string & Record< never, never > );
	defaultValue: T;
	/** The cart's `extensions` data, handed to each filter. @default null */
	extensions?: Record< string, unknown > | null;
	/** The filter's third argument. @default null */
	arg?: CheckoutFilterArguments;
	/** Accepts a result by returning `true`; throwing, or returning anything else, rejects it. @default () => true */
	validation?: ( value: T ) => unknown;
}
