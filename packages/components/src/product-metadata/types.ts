/** Types of the ProductSummary's, ProductDetails' and ProductMetadata's props. */

import type { CartItemData, CartItemVariation } from '@cesta/types';

/**
 * Props of {@link ProductSummary}.
 *
 * @example
 * const props: ProductSummaryProps = { shortDescription: item.short_description, fullDescription: item.description };
 */
export interface ProductSummaryProps {
	/** The short description (server HTML). @default '' */
	shortDescription?: string;
	/** Used when the short description is empty. @default '' */
	fullDescription?: string;
	/** Clamp by words or by characters. @default 'words' */
	countType?: 'words' | 'characters';
	/** Most words (or characters) shown. @default DEFAULT_DESCRIPTION_WORD_LIMIT (15) */
	maxLength?: number;
	/** Extra class names. @default undefined */
	className?: string;
}

/**
 * Props of {@link ProductDetails}.
 *
 * @example
 * const props: ProductDetailsProps = { details: [ ...item.variation, ...item.item_data ] };
 */
export interface ProductDetailsProps {
	/** Variation attributes and item data; hidden entries are left out. */
	details: Array< CartItemData | CartItemVariation >;
	/** Extra class names. @default undefined */
	className?: string;
}

/**
 * Props of {@link ProductMetadata}.
 *
 * @example
 * const props: ProductMetadataProps = {
 * 	shortDescription: item.short_description, fullDescription: item.description,
 * 	variation: item.variation, itemData: item.item_data,
 * };
 */
export interface ProductMetadataProps extends Pick<
	ProductSummaryProps,
	'shortDescription' | 'fullDescription' | 'countType' | 'maxLength'
> {
	/** Variation attributes of the line. @default [] */
	variation?: CartItemVariation[];
	/** Extra data extensions attach to the line. @default [] */
	itemData?: CartItemData[];
	/** Extra class names. @default undefined */
	className?: string;
}
