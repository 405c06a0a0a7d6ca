/** expressButtonAttributes: the button height and radius an express method gets, for the styles it supports. */

import type { ExpressButtonStyleProperty } from '@cesta/registry';

import {
	EXPRESS_BUTTON_DEFAULT_BORDER_RADIUS_PX,
	EXPRESS_BUTTON_DEFAULT_HEIGHT_PX,
} from '../constants';
import type { ExpressButtonAttributes } from './element-props';

/**
 * The `buttonAttributes` an express method receives: the block's values
 * (spec 2 §9 defaults: height 48, border radius 4) for the properties the
 * method lists in `supports.style`, `undefined` when it lists none.
 *
 * @example
 * expressButtonAttributes( [ 'height' ] ); // { height: 48 }
 * expressButtonAttributes( [] ); // undefined
 */
export function expressButtonAttributes(
	style: readonly ExpressButtonStyleProperty[],
	values: ExpressButtonAttributes = {}
): ExpressButtonAttributes | undefined {
	const all: Required< ExpressButtonAttributes > = {
		height: values.height ?? EXPRESS_BUTTON_DEFAULT_HEIGHT_PX,
		borderRadius: values.borderRadius ?? EXPRESS_BUTTON_DEFAULT_BORDER_RADIUS_PX,
	};
	if ( style.length === 0 ) {
		return undefined;
	}
	return Object.fromEntries( style.map( ( property ) => [ property, all[ property ] ] ) );
}
