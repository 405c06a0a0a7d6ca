/** The Skeleton placeholder and the SkeletonLoader that shows it for at least 2 s while content loads. */

import { createElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { cx } from '../utils/cx';
import { useMinimumVisible } from './hook';
import type { SkeletonLoaderProps, SkeletonProps } from './types';
import './style.css';
import '../utils/screen-reader-text.css';

/**
 * A grey placeholder shaped like the content to come. Its shimmer stops when
 * the user prefers reduced motion. Hidden from assistive technology: pair it
 * with a text announcement (see {@link SkeletonLoader}).
 *
 * @example
 * <Skeleton width="5em" height="1.2em" />
 */
export function Skeleton( {
	width = '100%',
	height = '1em',
	borderRadius,
	tag = 'span',
	className,
}: SkeletonProps ) {
	return createElement( tag, {
		className: cx( 'wc-block-components-skeleton__element', className ),
		'aria-hidden': 'true',
		style: { width, height, ...( borderRadius ? { borderRadius } : {} ) },
	} );
}

/**
 * Shows a skeleton while content loads, for at least 2 s once shown unless the
 * user prefers reduced motion, then the content. The wait is announced to
 * screen readers.
 *
 * @example
 * <SkeletonLoader isLoading={ isLoadingRates } skeleton={ <Skeleton height="3em" /> }>
 * 	<ShippingRates />
 * </SkeletonLoader>
 */
export function SkeletonLoader( {
	isLoading,
	skeleton,
	screenReaderLabel,
	minimumVisibleMs,
	children,
}: SkeletonLoaderProps ) {
	const showSkeleton = useMinimumVisible( isLoading, minimumVisibleMs );
	if ( ! showSkeleton ) {
		return <>{ children }</>;
	}
	return (
		<span className="wc-block-components-skeleton">
			{ skeleton ?? <Skeleton /> }
			<span role="status" className="screen-reader-text">
				{ screenReaderLabel ?? __( 'Loading…', 'cesta' ) }
			</span>
		</span>
	);
}
