/** Types of the ProductImage's props. */

import type { ImageResponse } from '@cesta/types';

/**
 * Props of {@link ProductImage}.
 *
 * @example
 * const props: ProductImageProps = { image: item.images[ 0 ], fallbackAlt: item.name };
 */
export interface ProductImageProps {
	/** The product image; without one the store's placeholder shows. @default undefined */
	image?: Partial< ImageResponse >;
	/** Alternative text when the image has none (the product name). @default '' (decorative) */
	fallbackAlt?: string;
	/** Wraps the image in a link to the product, left out of the tab order (the name links there too). @default undefined */
	permalink?: string;
	/** Which file to show: the thumbnail or the full-size source. @default 'thumbnail' */
	size?: 'thumbnail' | 'full';
	/** Extra class names. @default undefined */
	className?: string;
}
