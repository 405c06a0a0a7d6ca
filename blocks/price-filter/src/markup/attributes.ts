/** The block's attributes (WooCommerce's `woocommerce/price-filter`), with spec 1 §9's defaults. */
import {
	HEADING_LEVEL_DEFAULT,
	SHOW_FILTER_BUTTON_DEFAULT,
	SHOW_INPUT_FIELDS_DEFAULT,
} from '../constants';

/**
 * The attributes of the block as saved (every one optional).
 *
 * @example
 * const attributes: PriceFilterAttributes = { heading: 'Filtrar por precio', showFilterButton: true };
 */
export interface PriceFilterAttributes {
	/** A heading above the slider; none when empty. @default '' */
	heading?: string;
	/** The heading's level, 1–6. @default 3 */
	headingLevel?: number;
	/** Show the min and max fields. @default true */
	showInputFields?: boolean;
	/** Apply only when the Apply button is pressed. @default false */
	showFilterButton?: boolean;
	/** The step in minor units. @default one whole currency unit */
	step?: number;
	/** Extra classes of the wrapper. @default '' */
	className?: string;
}

/**
 * The attributes with every default filled in.
 *
 * @example
 * const normal: NormalizedPriceFilterAttributes = normalizePriceFilterAttributes( {} );
 */
export type NormalizedPriceFilterAttributes = Required< Omit< PriceFilterAttributes, 'step' > > & {
	step?: number;
};

const bool = ( value: unknown, fallback: boolean ) =>
	typeof value === 'boolean'
		? value
		: value === 'true'
			? true
			: value === 'false'
				? false
				: fallback;

/**
 * Fills in the defaults and reads attributes written as `data-` strings
 * ('true', '2'); a heading level outside 1–6 becomes 3.
 *
 * @example
 * normalizePriceFilterAttributes( { headingLevel: '2' } ).headingLevel; // 2
 */
export function normalizePriceFilterAttributes(
	attributes: Record< string, unknown > = {}
): NormalizedPriceFilterAttributes {
	const level = Number( attributes.headingLevel );
	const step = Number( attributes.step );
	return {
		heading: typeof attributes.heading === 'string' ? attributes.heading : '',
		headingLevel:
			Number.isInteger( level ) && level >= 1 && level <= 6 ? level : HEADING_LEVEL_DEFAULT,
		showInputFields: bool( attributes.showInputFields, SHOW_INPUT_FIELDS_DEFAULT ),
		showFilterButton: bool( attributes.showFilterButton, SHOW_FILTER_BUTTON_DEFAULT ),
		className: typeof attributes.className === 'string' ? attributes.className : '',
		...( Number.isInteger( step ) && step > 0 ? { step } : {} ),
	};
}
