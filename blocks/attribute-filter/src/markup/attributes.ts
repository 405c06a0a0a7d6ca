/** The block's attributes (WooCommerce's `woocommerce/attribute-filter`), with their defaults. */
import { HEADING_LEVEL_DEFAULT, QUERY_TYPE_DEFAULT, SHOW_COUNTS_DEFAULT } from '../constants';
import type { AttributeQueryType } from '../filter-query/types';

/**
 * The attributes of the block as saved (every one optional).
 *
 * @example
 * const attributes: AttributeFilterAttributes = { attributeId: 1, heading: 'Color', queryType: 'or' };
 */
export interface AttributeFilterAttributes {
	/** The global attribute filtered by (`/products/attributes/{id}`). @default 0 (none: the block hides) */
	attributeId?: number;
	/** A heading above the list; none when empty. @default '' */
	heading?: string;
	/** The heading's level, 1–6. @default 3 */
	headingLevel?: number;
	/** `or`: products with any chosen term; `and`: with all of them. @default 'or' */
	queryType?: AttributeQueryType;
	/** Show each option's product count. @default true */
	showCounts?: boolean;
	/** Options shown before "Show more" (spec 2 §9). @default 10 */
	limit?: number;
	/** Extra classes of the wrapper. @default '' */
	className?: string;
}

/**
 * The attributes with every default filled in.
 *
 * @example
 * const normal: NormalizedAttributeFilterAttributes = normalizeAttributeFilterAttributes( { attributeId: 1 } );
 */
export type NormalizedAttributeFilterAttributes = Required<
	Omit< AttributeFilterAttributes, 'limit' >
> & {
	limit?: number;
};

/**
 * Fills in the defaults and reads attributes written as `data-` strings
 * ('true', '2'); a heading level outside 1–6 becomes 3, a query type other
 * than `and` is `or`.
 *
 * @example
 * normalizeAttributeFilterAttributes( { attributeId: '1', queryType: 'and' } ); // { attributeId: 1, queryType: 'and', headingLevel: 3, … }
 */
export function normalizeAttributeFilterAttributes(
	attributes: Record< string, unknown > = {}
): NormalizedAttributeFilterAttributes {
	const level = Number( attributes.headingLevel );
	const id = Number( attributes.attributeId );
	const limit = Number( attributes.limit );
	const showCounts = attributes.showCounts;
	return {
		attributeId: Number.isInteger( id ) && id > 0 ? id : 0,
		heading: typeof attributes.heading === 'string' ? attributes.heading : '',
		headingLevel:
			Number.isInteger( level ) && level >= 1 && level <= 6 ? level : HEADING_LEVEL_DEFAULT,
		queryType: attributes.queryType === 'and' ? 'and' : QUERY_TYPE_DEFAULT,
		showCounts:
			showCounts === false || showCounts === 'false'
				? false
				: showCounts === true || showCounts === 'true'
					? true
					: SHOW_COUNTS_DEFAULT,
		className: typeof attributes.className === 'string' ? attributes.className : '',
		...( Number.isInteger( limit ) && limit > 0 ? { limit } : {} ),
	};
}
