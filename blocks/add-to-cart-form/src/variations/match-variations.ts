/** Matching the chosen attributes against the preloaded variations, and each option's availability. */

import type { AvailableVariation, FormAttribute } from '../types';

/**
 * Whether a variation fits the chosen attributes, as WooCommerce's `isMatch`:
 * an empty value on either side ("any", or not chosen yet) fits anything.
 *
 * @example
 * variationFits( { attributes: { attribute_pa_talla: '' } } as AvailableVariation, { attribute_pa_talla: 's' } ); // true
 */
export function variationFits(
	variation: AvailableVariation,
	chosen: Record< string, string >
): boolean {
	return Object.entries( variation.attributes ?? {} ).every( ( [ key, value ] ) => {
		const wanted = chosen[ key ] ?? '';
		return value === '' || wanted === '' || value === wanted;
	} );
}

/**
 * The variations that fit the chosen attributes, in their order.
 *
 * @example
 * findMatchingVariations( variations, { attribute_pa_color: 'gris', attribute_pa_talla: 's' } )[ 0 ]?.variation_id; // 86
 */
export function findMatchingVariations(
	variations: readonly AvailableVariation[],
	chosen: Record< string, string >
): AvailableVariation[] {
	return variations.filter( ( variation ) => variationFits( variation, chosen ) );
}

/**
 * Whether every attribute has a choice.
 *
 * @example
 * isSelectionComplete( attributes, { attribute_pa_color: 'negro', attribute_pa_talla: '' } ); // false
 */
export function isSelectionComplete(
	attributes: readonly FormAttribute[],
	chosen: Record< string, string >
): boolean {
	return attributes.every( ( attribute ) => ( chosen[ attribute.key ] ?? '' ) !== '' );
}

/**
 * Spec 1 §4: a matching variation can be added when it is purchasable, in
 * stock and visible.
 *
 * @example
 * isVariationAvailable( { variation_id: 85, attributes: {}, is_purchasable: true, is_in_stock: false, variation_is_visible: true } ); // false
 */
export function isVariationAvailable( variation: AvailableVariation ): boolean {
	return Boolean(
		variation.is_purchasable && variation.is_in_stock && variation.variation_is_visible
	);
}

/**
 * How an option can be chosen given the other choices: `disabled` when no
 * variation has it, `out-of-stock` when every variation that has it is out
 * of stock, else `enabled`. Without preloaded variations nothing is known,
 * so every option is `enabled`.
 *
 * @example
 * optionAvailability( talla, 'xl', variations, { attribute_pa_color: 'negro' } ); // 'out-of-stock'
 */
export function optionAvailability(
	attribute: FormAttribute,
	value: string,
	variations: readonly AvailableVariation[] | false,
	chosen: Record< string, string >
): 'enabled' | 'out-of-stock' | 'disabled' {
	if ( ! variations ) {
		return 'enabled';
	}
	const candidates = findMatchingVariations( variations, {
		...chosen,
		[ attribute.key ]: value,
	} );
	if ( candidates.length === 0 ) {
		return 'disabled';
	}
	return candidates.some( ( variation ) => variation.is_in_stock ) ? 'enabled' : 'out-of-stock';
}
