/** A cart line's product text: the clamped, sanitised description and the variation and item-data rows. */

import { decodeEntities } from '@wordpress/html-entities';
import { __, sprintf } from '@wordpress/i18n';

import {
	PRODUCT_DESCRIPTION_ALLOWED_ATTR,
	PRODUCT_DESCRIPTION_ALLOWED_TAGS,
	needsSanitizer,
	trimHtmlToCharactersOrText,
	trimHtmlToWordsOrText,
} from '@cesta/sanitize';

import { DEFAULT_DESCRIPTION_WORD_LIMIT } from '../constants';
import { SanitizedHtml, useSanitizerLoaded } from '../sanitized-html';
import { cx } from '../utils/cx';
import { toDetailRows } from './details';
import type { ProductDetailsProps, ProductMetadataProps, ProductSummaryProps } from './types';
import './style.css';

const DESCRIPTION_POLICY = {
	tags: PRODUCT_DESCRIPTION_ALLOWED_TAGS,
	attr: PRODUCT_DESCRIPTION_ALLOWED_ATTR,
};

/**
 * A product description, sanitised to the description allow-list and clamped
 * to 15 words by default (or N characters): the short description, or the full
 * one when the short one is empty. Renders nothing when both are empty.
 * Simple markup is clamped and shown at once; a description that needs
 * DOMPurify shows its clamped plain text until DOMPurify has loaded (it is
 * asked for after the first render).
 *
 * @example
 * <ProductSummary shortDescription={ item.short_description } fullDescription={ item.description } />
 */
export function ProductSummary( {
	shortDescription = '',
	fullDescription = '',
	countType = 'words',
	maxLength = DEFAULT_DESCRIPTION_WORD_LIMIT,
	className,
}: ProductSummaryProps ) {
	const source = shortDescription.trim() ? shortDescription : fullDescription;
	// Re-renders once DOMPurify has loaded, when this description needs it.
	useSanitizerLoaded( needsSanitizer( source, DESCRIPTION_POLICY ) );
	const html =
		countType === 'characters'
			? trimHtmlToCharactersOrText( source, maxLength, DESCRIPTION_POLICY )
			: trimHtmlToWordsOrText( source, maxLength, DESCRIPTION_POLICY );
	if ( ! html ) {
		return null;
	}
	return (
		<div
			className={ cx( 'wc-block-components-product-summary', className ) }
			// The clamps of @cesta/sanitize sanitise (or reduce to safe text) before they cut.
			dangerouslySetInnerHTML={ { __html: html } }
		/>
	);
}

/**
 * A product's variation attributes and item data as a list of
 * "name: value" rows. Hidden entries are left out; names are text, values are
 * server HTML and go through the sanitiser.
 *
 * @example
 * <ProductDetails details={ [ ...item.variation, ...item.item_data ] } />
 */
export function ProductDetails( { details, className }: ProductDetailsProps ) {
	const rows = toDetailRows( details );
	if ( rows.length === 0 ) {
		return null;
	}
	return (
		<ul className={ cx( 'wc-block-components-product-details', className ) }>
			{ rows.map( ( row ) => (
				<li key={ row.key } className={ row.className }>
					{ row.name && (
						<>
							<span className="wc-block-components-product-details__name">
								{ sprintf(
									/* translators: %s: name of a product detail, such as Color. */
									__( '%s:', 'cesta' ),
									decodeEntities( row.name )
								) }
							</span>{ ' ' }
						</>
					) }
					<SanitizedHtml
						tagName="span"
						className="wc-block-components-product-details__value"
						html={ row.value }
					/>
				</li>
			) ) }
		</ul>
	);
}

/**
 * What a cart line says about its product: the clamped description, then its
 * variation attributes and item data.
 *
 * @example
 * <ProductMetadata
 * 	shortDescription={ item.short_description }
 * 	fullDescription={ item.description }
 * 	variation={ item.variation }
 * 	itemData={ item.item_data }
 * />
 */
export function ProductMetadata( {
	shortDescription,
	fullDescription,
	countType,
	maxLength,
	variation = [],
	itemData = [],
	className,
}: ProductMetadataProps ) {
	return (
		<div className={ cx( 'wc-block-components-product-metadata', className ) }>
			<ProductSummary
				className="wc-block-components-product-metadata__description"
				shortDescription={ shortDescription }
				fullDescription={ fullDescription }
				countType={ countType }
				maxLength={ maxLength }
			/>
			<ProductDetails details={ [ ...variation, ...itemData ] } />
		</div>
	);
}
