/** The product's image in the form, swapped for the chosen variation's (spec 1 §3 image fields). */

import { isSafeUrl, isSrcsetSafe } from '@cesta/sanitize';
import type { ProductResponse } from '@cesta/types';

import type { AvailableVariation } from '../types';

/**
 * Props of {@link FormImage}.
 *
 * @example
 * const props: FormImageProps = { product, variation: null };
 */
export interface FormImageProps {
	product: ProductResponse;
	/** The variation whose image shows instead of the product's, if it has one. */
	variation: AvailableVariation | null;
}

const text = ( value: unknown ): string => ( typeof value === 'string' ? value : '' );

/**
 * The product's first image, or the variation's once its details show
 * (WooCommerce's `wc_variations_image_update`); a variation image with an
 * unsafe URL keeps the product's, an unsafe `srcset` is dropped.
 *
 * @example
 * <FormImage product={ product } variation={ form.shownVariation } />
 */
export function FormImage( { product, variation }: FormImageProps ) {
	const variationImage = variation?.image;
	const variationSrc = text( variationImage?.src );
	const useVariation = variationSrc !== '' && isSafeUrl( variationSrc );
	const fallback = product.images?.[ 0 ];
	const src = useVariation ? text( variationImage?.src ) : text( fallback?.src );
	if ( ! src || ! isSafeUrl( src ) ) {
		return null;
	}
	const srcset = useVariation ? text( variationImage?.srcset ) : text( fallback?.srcset );
	const sizes = useVariation ? text( variationImage?.sizes ) : text( fallback?.sizes );
	const alt = useVariation ? text( variationImage?.alt ) : text( fallback?.alt );
	return (
		<figure className="wc-block-add-to-cart-form__image">
			<img
				src={ src }
				srcSet={ srcset && isSrcsetSafe( srcset ) ? srcset : undefined }
				sizes={ sizes || undefined }
				alt={ alt }
				data-variation-image={ useVariation ? 'true' : undefined }
			/>
		</figure>
	);
}
