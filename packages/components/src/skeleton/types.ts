/** Types of the Skeleton's and the SkeletonLoader's props. */

import type { ReactNode } from 'react';

/**
 * Props of {@link Skeleton}.
 *
 * @example
 * const props: SkeletonProps = { width: '6em', height: '1em' };
 */
export interface SkeletonProps {
	/** CSS width. @default '100%' */
	width?: string;
	/** CSS height. @default '1em' */
	height?: string;
	/** CSS corner radius. @default undefined (the stylesheet's) */
	borderRadius?: string;
	/** The element; `span` fits inside text. @default 'span' */
	tag?: 'span' | 'div';
	/** Extra class names. @default undefined */
	className?: string;
}

/**
 * Props of {@link SkeletonLoader}.
 *
 * @example
 * const props: SkeletonLoaderProps = { isLoading: true, skeleton: <Skeleton width="5em" />, children: price };
 */
export interface SkeletonLoaderProps {
	/** Whether the content is still loading. */
	isLoading: boolean;
	/** What shows while loading. @default <Skeleton /> */
	skeleton?: ReactNode;
	/** Announced while loading. @default 'Loading…' */
	screenReaderLabel?: string;
	/** Shortest time the skeleton stays once shown. @default SKELETON_MIN_VISIBLE_MS (2000) */
	minimumVisibleMs?: number;
	/** The loaded content. */
	children?: ReactNode;
}
