/** The Product Collection's edit: the sample products as the shop lists them, and its settings. */
import { useBlockProps } from '@wordpress/block-editor';
import { RawHTML } from '@wordpress/element';
import type { HTMLAttributes } from 'react';

import { AttributeControls, LookOnly } from '@cesta/blocks-shared/editor';
import type { EditorBlockEditProps } from '@cesta/blocks-shared/editor';

import { getProductCollections } from '../collections/register-product-collection';
import { COLUMNS_MAX, COLUMNS_MIN, PRODUCTS_PER_PAGE_MAX } from '../constants';
import { renderProductCollectionMarkup } from '../markup/render-product-collection-markup';
import { previewProducts } from '../preview/preview-products';
import type { ProductCollectionAttributes } from '../query/types';
import { productCollectionEditorLabels as labels } from './messages';
import { attributesFor, settingsOf } from './settings';

/**
 * The `edit` of `woocommerce/product-collection`: the block as
 * `renderProductCollectionMarkup` prints it for the sample products of
 * `@cesta/mocks/preview` (no Store API request), look-only, and an inspector
 * for the collection, the layout and columns, products per page, the order
 * and the on-sale, featured and page-query filters. The block is dynamic: it
 * saves only its attributes and the host prints its markup for the page's
 * products.
 *
 * @example
 * registerEditorBlock( PRODUCT_COLLECTION_BLOCK_JSON, { edit: ProductCollectionEdit, save: () => null } );
 */
export function ProductCollectionEdit( {
	attributes,
	setAttributes,
}: EditorBlockEditProps< ProductCollectionAttributes > ) {
	const html = renderProductCollectionMarkup( {
		attributes,
		products: previewProducts(),
		totalPages: 1,
		page: 1,
	} );
	const settings = settingsOf( attributes );
	return (
		<div { ...( useBlockProps() as HTMLAttributes< HTMLDivElement > ) }>
			<AttributeControls
				title={ labels.settings() }
				attributes={ settings as unknown as Record< string, unknown > }
				setAttributes={ ( next ) => setAttributes( attributesFor( attributes, next ) ) }
				controls={ [
					{
						attribute: 'collection',
						type: 'select',
						label: labels.collection(),
						options: [
							{ value: '', label: labels.customCollection() },
							...getProductCollections().map( ( collection ) => ( {
								value: collection.name,
								label: collection.title,
							} ) ),
						],
					},
					{
						attribute: 'layout',
						type: 'select',
						label: labels.layout(),
						options: [
							{ value: 'flex', label: labels.grid() },
							{ value: 'list', label: labels.list() },
						],
					},
					{
						attribute: 'columns',
						type: 'range',
						label: labels.columns(),
						min: COLUMNS_MIN,
						max: COLUMNS_MAX,
					},
					{
						attribute: 'perPage',
						type: 'range',
						label: labels.perPage(),
						min: 1,
						max: PRODUCTS_PER_PAGE_MAX,
					},
					{
						attribute: 'order',
						type: 'select',
						label: labels.orderBy(),
						options: [
							{ value: 'title/asc', label: labels.orderTitleAsc() },
							{ value: 'title/desc', label: labels.orderTitleDesc() },
							{ value: 'date/desc', label: labels.orderNewest() },
							{ value: 'price/asc', label: labels.orderPriceAsc() },
							{ value: 'price/desc', label: labels.orderPriceDesc() },
							{ value: 'popularity/desc', label: labels.orderPopularity() },
							{ value: 'rating/desc', label: labels.orderRating() },
						],
					},
					{ attribute: 'onSale', type: 'toggle', label: labels.onSale() },
					{ attribute: 'featured', type: 'toggle', label: labels.featured() },
					{
						attribute: 'inherit',
						type: 'toggle',
						label: labels.inherit(),
						help: labels.inheritHelp(),
					},
				] }
			/>
			<LookOnly>
				<RawHTML>{ html }</RawHTML>
			</LookOnly>
		</div>
	);
}
