/** The ProductImage: a lazy-loaded product image with srcset, safe URLs only, else the store placeholder. */

import { decodeEntities } from '@wordpress/html-entities';

import { isSafeUrl, isSrcsetSafe } from '@cesta/sanitize';
import { getSetting } from '@cesta/settings';

import { cx } from '../utils/cx';
import type { ProductImageProps } from './types';
import './style.css';

/**
 * A product's image, lazy-loaded, with `srcset`/`sizes` when the server gives
 * them. Unsafe URLs are dropped. Without a usable image the store's
 * placeholder shows, with empty alternative text (it says nothing).
 *
 * @example
 * <ProductImage image={ item.images[ 0 ] } fallbackAlt={ item.name } />
 */
export function ProductImage( {
	image,
	fallbackAlt = '',
	permalink,
	size = 'thumbnail',
	className,
}: ProductImageProps ) {
	const wanted = size === 'thumbnail' ? image?.thumbnail || image?.src : image?.src;
	const source = wanted && isSafeUrl( wanted ) ? wanted : undefined;
	const srcSet =
		source && image?.srcset && isSrcsetSafe( image.srcset ) ? image.srcset : undefined;
	const alt = source ? decodeEntities( image?.alt || fallbackAlt ) : '';
	const picture = source ? (
		<img
			className={ cx( 'wc-block-components-product-image', className ) }
			src={ source }
			srcSet={ srcSet }
			sizes={ srcSet ? image?.sizes || undefined : undefined }
			alt={ alt }
			loading="lazy"
			decoding="async"
		/>
	) : (
		<img
			className={ cx(
				'wc-block-components-product-image',
				'wc-block-components-product-image--placeholder',
				className
			) }
			src={ getSetting( 'placeholderImgSrc' ) || undefined }
			alt=""
			loading="lazy"
		/>
	);
	if ( ! permalink || ! isSafeUrl( permalink ) ) {
		return picture;
	}
	// The product name beside the image links to the same page: one tab stop is
	// enough, and a link around a picture that says nothing is hidden outright.
	return (
		<a
			href={ permalink }
			tabIndex={ -1 }
			aria-hidden={ alt === '' || undefined }
			className="wc-block-components-product-image__link"
		>
			{ picture }
		</a>
	);
}
