/** The ContainerWidthContextProvider: measures its element and shares the width class with its content. */

import { useMemo } from '@wordpress/element';

import { cx } from '../utils/cx';
import { ContainerWidthContext, useContainerWidthClass } from './hook';
import type { ContainerWidthContextProviderProps, ContainerWidthContextValue } from './types';

/**
 * Measures its own width and tells the components inside which width class
 * it has; the class (`is-large`, `is-medium`, `is-small`, `is-mobile`) is
 * also set on the element for the stylesheets.
 *
 * @example
 * <ContainerWidthContextProvider className="wc-block-cart">
 * 	<CartLineItemsTable />
 * </ContainerWidthContextProvider>
 */
export function ContainerWidthContextProvider( {
	className,
	children,
}: ContainerWidthContextProviderProps ) {
	const { ref, className: widthClass } = useContainerWidthClass< HTMLDivElement >();
	const value = useMemo< ContainerWidthContextValue >(
		() => ( {
			hasContainerWidth: widthClass !== '',
			containerClassName: widthClass,
			isMobile: widthClass === 'is-mobile',
			isSmall: widthClass === 'is-small',
			isMedium: widthClass === 'is-medium',
			isLarge: widthClass === 'is-large',
		} ),
		[ widthClass ]
	);
	return (
		<ContainerWidthContext.Provider value={ value }>
			<div ref={ ref } className={ cx( className, widthClass ) }>
				{ children }
			</div>
		</ContainerWidthContext.Provider>
	);
}
