/**
 * The server markup of the Attribute Filter block: a pure string writer,
 * React-free and DOM-free, so a Node server and the browser print the same
 * HTML with WooCommerce's class names. `enhanceAttributeFilters` makes it
 * work.
 */
import { renderCheckboxListMarkup } from '@cesta/blocks-shared/checkbox-list';
import type { CheckboxListOption } from '@cesta/blocks-shared/checkbox-list';
import {
	blockDataAttributes,
	blockWrapperClass,
	escapeHtml,
} from '@cesta/blocks-shared/markup-writer';
import type { AttributeTerm, ProductAttribute } from '@cesta/types';

import { ATTRIBUTE_FILTER_BLOCK_NAME } from '../constants';
import { readChosenSlugs } from '../filter-query/url';
import { attributeFilterTexts } from '../messages';
import { normalizeAttributeFilterAttributes } from './attributes';
import type { AttributeFilterAttributes, NormalizedAttributeFilterAttributes } from './attributes';

/**
 * The attribute filtered by, as `GET /products/attributes/{id}` answers it.
 *
 * @example
 * const colour: FilteredAttribute = { id: 1, name: 'Color', taxonomy: 'pa_color' };
 */
export type FilteredAttribute = Pick< ProductAttribute, 'id' | 'name' | 'taxonomy' >;

/**
 * The attribute's terms and their counts, ready to print.
 *
 * @example
 * const data: AttributeFilterData = { attribute: colour, terms, counts: collectionData.attribute_counts };
 */
export interface AttributeFilterData {
	attribute: FilteredAttribute;
	/** `GET /products/attributes/{id}/terms`. */
	terms: AttributeTerm[];
	/** `attribute_counts` of `GET /products/collection-data`; without them the terms' own counts are shown. @default the terms' counts */
	counts?: Array< { term: number; count: number } > | null;
}

/**
 * What {@link renderAttributeFilterMarkup} prints.
 *
 * @example
 * const options: AttributeFilterMarkupOptions = { attributes: { attributeId: 1 }, data, urlQuery: '?filter_color=rojo', isServerTemplate: true };
 */
export interface AttributeFilterMarkupOptions {
	/** The block's attributes. @default {} */
	attributes?: AttributeFilterAttributes;
	/** The attribute, its terms and counts, when the server has them (no request on load); `undefined` lets the browser ask. @default undefined */
	data?: AttributeFilterData;
	/** The page's URL query, for the chosen terms (`filter_{name}`). @default none */
	urlQuery?: string;
	/** The page is rendered by a server template: a change reloads it. @default false */
	isServerTemplate?: boolean;
	/** The listing's Store API query (category, tag…), for the browser's count request. @default {} */
	listingQuery?: Record< string, unknown >;
}

/**
 * The options the list shows: each term with its count (the collection
 * data's, else the term's own), in the terms' order; a term no listed
 * product has is left out unless it is chosen (so it can be unticked).
 *
 * @example
 * attributeFilterOptions( data, [ 'rojo' ], true ); // [ { value: 'rojo', label: 'Rojo', count: 1, checked: true }, … ]
 */
export function attributeFilterOptions(
	data: AttributeFilterData,
	chosen: string[],
	showCounts: boolean
): CheckboxListOption[] {
	const counts = data.counts ? new Map( data.counts.map( ( c ) => [ c.term, c.count ] ) ) : null;
	return data.terms.flatMap( ( term ) => {
		const count = counts ? ( counts.get( term.id ) ?? 0 ) : term.count;
		const checked = chosen.includes( term.slug );
		return count > 0 || checked
			? [
					{
						value: term.slug,
						label: term.name,
						checked,
						...( showCounts ? { count } : {} ),
					},
				]
			: [];
	} );
}

/**
 * The heading id of a block's list (its accessible name).
 *
 * @example
 * attributeFilterHeadingId( 'pa_color' ); // 'wc-block-attribute-filter-heading-pa_color'
 */
export const attributeFilterHeadingId = ( taxonomy: string ): string =>
	`wc-block-attribute-filter-heading-${ taxonomy }`;

/**
 * The heading (when the block has one, at its level, naming the list) and
 * the checkbox list of the options; `''` when there is no option.
 *
 * @example
 * element.innerHTML = attributeFilterContentMarkup( attributes, data, '?filter_color=rojo' );
 */
export function attributeFilterContentMarkup(
	attributes: NormalizedAttributeFilterAttributes,
	data: AttributeFilterData,
	urlQuery = ''
): string {
	const { taxonomy, name } = data.attribute;
	const options = attributeFilterOptions(
		data,
		readChosenSlugs( urlQuery, taxonomy ),
		attributes.showCounts
	);
	if ( ! options.length ) {
		return '';
	}
	const tag = `h${ attributes.headingLevel }`;
	const headingId = attributeFilterHeadingId( taxonomy );
	const heading = attributes.heading
		? `<${ tag } id="${ escapeHtml( headingId ) }" class="wc-block-attribute-filter__title">${ escapeHtml(
				attributes.heading
			) }</${ tag }>`
		: '';
	return `${ heading }<div class="wc-block-attribute-filter style-list">${ renderCheckboxListMarkup(
		{
			idPrefix: `wc-block-attribute-filter-${ taxonomy }`,
			name: taxonomy,
			options,
			limit: attributes.limit,
			...( attributes.heading
				? { labelledBy: headingId }
				: { label: attributeFilterTexts.listLabel( name ) } ),
			className: 'wc-block-attribute-filter-list',
		}
	) }</div>`;
}

/**
 * The HTML of an Attribute Filter block: a wrapper `div` with
 * `data-block-name="woocommerce/attribute-filter"`, the attributes, the
 * attribute's taxonomy and the page mode as `data-` attributes; with the
 * server's data, the heading (`headingLevel`, default 3) and the checkbox
 * list of the terms any listed product has (with counts unless
 * `showCounts` is off; the URL's `filter_{name}` ticked; truncated past
 * limit + 5 as spec 2 §9 says) — or the wrapper `hidden` when no term is
 * left; without data, an empty wrapper (`is-loading`) the browser fills.
 *
 * @example
 * const html = renderAttributeFilterMarkup( {
 * 	attributes: { attributeId: 1, heading: 'Color' },
 * 	data: { attribute, terms, counts: collectionData.attribute_counts },
 * 	urlQuery: request.url,
 * 	isServerTemplate: true,
 * } );
 */
export function renderAttributeFilterMarkup( options: AttributeFilterMarkupOptions = {} ): string {
	const { data, urlQuery = '', isServerTemplate = false, listingQuery = {} } = options;
	const attributes = normalizeAttributeFilterAttributes(
		( options.attributes ?? {} ) as Record< string, unknown >
	);
	const content = data ? attributeFilterContentMarkup( attributes, data, urlQuery ) : undefined;
	const { className, ...dataAttributes } = attributes;
	const dataText = blockDataAttributes( {
		...dataAttributes,
		isServerTemplate,
		...( Object.keys( listingQuery ).length ? { listingQuery } : {} ),
		...( data
			? { taxonomy: data.attribute.taxonomy, attributeName: data.attribute.name }
			: {} ),
	} );
	const classes = [
		blockWrapperClass( ATTRIBUTE_FILTER_BLOCK_NAME ),
		data ? '' : 'is-loading',
		className,
	]
		.filter( Boolean )
		.map( escapeHtml )
		.join( ' ' );
	const hidden = content === '' || ( ! data && ! attributes.attributeId );
	return `<div data-block-name="${ ATTRIBUTE_FILTER_BLOCK_NAME }"${ dataText } class="${ classes }"${
		hidden ? ' hidden' : ''
	}>${ content ?? '' }</div>`;
}
