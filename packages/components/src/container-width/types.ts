/** Types of the container width: its classes, its context value and the provider's props. */

import type { ReactNode } from 'react';

/**
 * A container width class (spec §9).
 *
 * @example
 * const size: ContainerWidthClass = 'is-medium';
 */
export type ContainerWidthClass = 'is-large' | 'is-medium' | 'is-small' | 'is-mobile';

/**
 * What {@link ContainerWidthContext} tells the components inside a block.
 *
 * @example
 * const { isMobile } = useContainerWidthContext();
 */
export interface ContainerWidthContextValue {
	/** False until the container has been measured. */
	hasContainerWidth: boolean;
	/** The width class, or `''` before the first measure. */
	containerClassName: ContainerWidthClass | '';
	isMobile: boolean;
	isSmall: boolean;
	isMedium: boolean;
	isLarge: boolean;
}

/**
 * Props of {@link ContainerWidthContextProvider}.
 *
 * @example
 * const props: ContainerWidthContextProviderProps = { className: 'wc-block-cart', children: <Cart /> };
 */
export interface ContainerWidthContextProviderProps {
	/** Extra class names of the measured element. @default undefined */
	className?: string;
	/** The block's content. */
	children?: ReactNode;
}
