/**
 * The messages of the `markup` and `editor` entries (`renderCartBlockMarkup`,
 * `renderCartBlockPreview`): apart from `messages.ts`, so the shop's page
 * bundle, which calls neither, carries neither them nor their translations.
 * Texts are functions, translated when printed; developer errors stay in
 * English, as WordPress's do.
 */
import { __ } from '@wordpress/i18n';

/**
 * Texts of the server markup a host prints (see `renderCartBlockMarkup`).
 *
 * @example
 * markupTexts.emptyCartTitle(); // 'Your cart is currently empty!'
 */
export const markupTexts = Object.freeze( {
	emptyCartTitle: (): string => __( 'Your cart is currently empty!', 'cesta' ),
	browseStore: (): string => __( 'Browse store', 'cesta' ),
	crossSellsTitle: (): string => __( 'You may be interested in…', 'cesta' ),
} );

/**
 * Developer errors of the `markup` and `editor` entries
 * (`renderCartBlockMarkup`, `renderCartBlockPreview`), thrown for bad input.
 *
 * @example
 * throw new TypeError( entryErrors.markupAttributeUnknown( 'colour' ) );
 */
export const entryErrors = Object.freeze( {
	markupAttributesNotObject: ( value: unknown ): string =>
		`renderCartBlockMarkup expects the Cart block's attributes as an object, received ${ describe(
			value
		) }.`,
	markupAttributeUnknown: ( name: string ): string =>
		`renderCartBlockMarkup: "${ name }" is not an attribute of the Cart block.`,
	markupAttributeType: ( name: string, expected: string, value: unknown ): string =>
		`renderCartBlockMarkup: the attribute "${ name }" must be a ${ expected }, received ${ describe(
			value
		) }.`,
	markupOptionNotString: ( name: string, value: unknown ): string =>
		`renderCartBlockMarkup: the option "${ name }" must be a string, received ${ describe(
			value
		) }.`,
	previewContainerMissing: ( value: unknown ): string =>
		`renderCartBlockPreview expects a DOM element to render into, received ${ describe(
			value
		) }.`,
} );

function describe( value: unknown ): string {
	if ( value === null ) {
		return 'null';
	}
	if ( Array.isArray( value ) ) {
		return 'an array';
	}
	return typeof value === 'string' ? `the string "${ value }"` : typeof value;
}
