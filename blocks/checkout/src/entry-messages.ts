/**
 * The messages of the `markup` and `editor` entries
 * (`renderCheckoutBlockMarkup`, `renderCheckoutBlockPreview`): apart from
 * `messages.ts`, so the shop's page bundle, which calls neither, carries
 * none of them. Developer errors stay in English, as WordPress's do.
 */

/**
 * Developer errors of the `markup` and `editor` entries, thrown for bad input.
 *
 * @example
 * throw new TypeError( entryErrors.markupAttributeUnknown( 'colour' ) );
 */
export const entryErrors = Object.freeze( {
	markupOptionsNotObject: ( value: unknown ): string =>
		`renderCheckoutBlockMarkup expects its options as an object, received ${ describe(
			value
		) }.`,
	markupAttributesNotObject: ( value: unknown ): string =>
		`renderCheckoutBlockMarkup expects the Checkout block's attributes as an object, received ${ describe(
			value
		) }.`,
	markupAttributeUnknown: ( blockName: string, name: string ): string =>
		`renderCheckoutBlockMarkup: "${ name }" is not an attribute of ${ blockName }.`,
	markupAttributeType: ( name: string, expected: string, value: unknown ): string =>
		`renderCheckoutBlockMarkup: the attribute "${ name }" must be a ${ expected }, received ${ describe(
			value
		) }.`,
	markupInnerBlockUnknown: ( name: string ): string =>
		`renderCheckoutBlockMarkup: "${ name }" is not an inner block of the Checkout block.`,
	markupOptionNotString: ( name: string, value: unknown ): string =>
		`renderCheckoutBlockMarkup: the option "${ name }" must be a string, received ${ describe(
			value
		) }.`,
	previewContainerMissing: ( value: unknown ): string =>
		`renderCheckoutBlockPreview expects a DOM element to render into, received ${ describe(
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
