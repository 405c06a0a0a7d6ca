/*
 * Every message of this package. What shoppers and administrators read goes
 * through `@wordpress/i18n` (read when called, so the current locale
 * applies), with the specification's wording (spec 2 §8, "Block crash");
 * developers' messages (thrown errors, the console) stay in English so they
 * can be searched for.
 */
import { __, sprintf } from '@wordpress/i18n';

const describe = ( value: unknown ): string => {
	if ( typeof value === 'string' ) {
		return JSON.stringify( value );
	}
	if ( typeof value === 'function' ) {
		return 'a function';
	}
	if ( Array.isArray( value ) ) {
		return 'an array';
	}
	return value === null ? 'null' : typeof value;
};

/**
 * The heading of the error panel a crashed block shows.
 *
 * @example
 * <p className="wc-block-error__header">{ errorPanelHeader() }</p>
 */
export const errorPanelHeader = (): string => __( 'Oops!', 'cesta' );

/**
 * The error panel's text for a top-level block.
 *
 * @example
 * <p>{ errorPanelText() }</p>
 */
export const errorPanelText = (): string =>
	__( 'There was an error loading the content.', 'cesta' );

/**
 * The error panel's text for an inner block, naming it.
 *
 * @example
 * unexpectedErrorInMessage( 'my-plugin/gift-note' ); // 'Unexpected error in: my-plugin/gift-note'
 */
export const unexpectedErrorInMessage = ( blockName: string ): string =>
	/* translators: %s: the name of the block that failed, e.g. my-plugin/gift-note */
	sprintf( __( 'Unexpected error in: %s', 'cesta' ), blockName );

/**
 * What precedes the error details administrators see.
 *
 * @example
 * `${ errorDetailsPrefix() } ${ error.message }`; // 'Error: …'
 */
export const errorDetailsPrefix = (): string => __( 'Error:', 'cesta' );

/**
 * The details shown to administrators when the thrown value says nothing.
 *
 * @example
 * describeThrown( {} ); // { message: unknownErrorMessage() }
 */
export const unknownErrorMessage = (): string => __( 'The error gave no description.', 'cesta' );

/**
 * Thrown by `mountBlocks` for a root that is not a document or an element.
 *
 * @example
 * throw new TypeError( invalidRootMessage( root ) );
 */
export const invalidRootMessage = ( root: unknown ): string =>
	`mountBlocks( root ) needs a Document, an Element or a DocumentFragment to search for block markup, received ${ describe(
		root
	) }. Nothing was mounted.`;

/**
 * Thrown for a wrong option of `mountBlocks` or `renderBlockTree`.
 *
 * @example
 * throw new TypeError( invalidOptionMessage( 'blockNames', 'an array of block names', value ) );
 */
export const invalidOptionMessage = ( option: string, expected: string, value: unknown ): string =>
	`The ${ option } option must be ${ expected }, received ${ describe( value ) }.`;

/**
 * Thrown when the options argument itself is not an object.
 *
 * @example
 * throw new TypeError( invalidOptionsMessage( 'mountBlocks', options ) );
 */
export const invalidOptionsMessage = ( functionName: string, value: unknown ): string =>
	`The options of ${ functionName }() must be an object, received ${ describe( value ) }.`;

/**
 * Thrown by `renderBlockTree` for something that is not a block tree.
 *
 * @example
 * throw new TypeError( invalidTreeMessage( tree ) );
 */
export const invalidTreeMessage = ( value: unknown ): string =>
	`renderBlockTree( tree ) needs a block tree { blockName, attributes, children } from parseBlockMarkup(), received ${ describe(
		value
	) }.`;

/**
 * Thrown by `registerFrontendBlock` for a definition that is not an object.
 *
 * @example
 * throw new TypeError( definitionTypeMessage( definition ) );
 */
export const definitionTypeMessage = ( definition: unknown ): string =>
	`registerFrontendBlock( definition ) needs an object { name, component, attributes? }, received ${ describe(
		definition
	) }.`;

/**
 * Thrown for a block name that is not `namespace/name`.
 *
 * @example
 * throw new TypeError( blockNameMessage( 'cart' ) );
 */
export const blockNameMessage = ( name: unknown ): string =>
	`A frontend block needs a name of the form "namespace/block-name" (lowercase letters, digits and dashes), received ${ describe(
		name
	) }.`;

/**
 * Thrown for a block whose component is not a function or lazy component.
 *
 * @example
 * throw new TypeError( blockComponentMessage( 'woocommerce/cart', component ) );
 */
export const blockComponentMessage = ( name: string, component: unknown ): string =>
	`The component of block "${ name }" must be a function component or a React.lazy() component, received ${ describe(
		component
	) }.`;

/**
 * Thrown for a definition property of the wrong type.
 *
 * @example
 * throw new TypeError( definitionPropertyMessage( 'woocommerce/cart', 'blockWrapper', 'a function component', value ) );
 */
export const definitionPropertyMessage = (
	name: string,
	property: string,
	expected: string,
	value: unknown
): string =>
	`The ${ property } of block "${ name }" must be ${ expected }, received ${ describe( value ) }.`;

/**
 * Thrown for an attribute definition with an unknown type.
 *
 * @example
 * throw new TypeError( attributeTypeMessage( 'woocommerce/cart', 'hasDarkControls', 'bool' ) );
 */
export const attributeTypeMessage = ( name: string, attribute: string, type: unknown ): string =>
	`Attribute "${ attribute }" of block "${ name }" has the type ${ describe(
		type
	) }; use one of string, number, integer, boolean, object, array, null (or a list of them).`;

/**
 * Thrown when a block name is registered twice.
 *
 * @example
 * throw new Error( blockAlreadyRegisteredMessage( 'woocommerce/cart' ) );
 */
export const blockAlreadyRegisteredMessage = ( name: string ): string =>
	`Block "${ name }" is already registered for the frontend; the first registration is kept. Call unregisterFrontendBlock( "${ name }" ) first to replace it.`;

/**
 * Thrown by `renderBlockTree` for a block nobody registered.
 *
 * @example
 * throw new Error( blockNotRegisteredMessage( 'woocommerce/cart' ) );
 */
export const blockNotRegisteredMessage = ( name: string ): string =>
	`Block "${ name }" is not registered for the frontend: call registerFrontendBlock( { name: "${ name }", component } ) first, or pass the definition.`;

/**
 * Thrown for an element without a `data-block-name`.
 *
 * @example
 * throw new TypeError( notBlockMarkupMessage( element ) );
 */
export const notBlockMarkupMessage = ( tagName: string ): string =>
	`The <${ tagName }> element is not block markup: it has no data-block-name attribute.`;

/**
 * Warned when an attribute in the markup does not fit its definition; the
 * default is used instead.
 *
 * @example
 * console.warn( invalidAttributeValueMessage( 'woocommerce/cart', 'hasDarkControls', 'yes', 'boolean' ) );
 */
export const invalidAttributeValueMessage = (
	blockName: string,
	attribute: string,
	raw: string,
	expected: string
): string =>
	`Block "${ blockName }": the markup gives attribute "${ attribute }" the value ${ JSON.stringify(
		raw
	) }, which is not ${ expected }; its default is used instead.`;

/**
 * Warned once per mount for an inner block with no registered component;
 * its markup is kept as plain elements.
 *
 * @example
 * console.warn( unknownInnerBlockMessage( 'acme/gift-note', 'woocommerce/checkout' ) );
 */
export const unknownInnerBlockMessage = ( blockName: string, rootBlockName: string ): string =>
	`Block "${ blockName }" inside "${ rootBlockName }" has no registered component, so it is skipped and its markup is kept as plain HTML. Register it with registerCheckoutBlock( { metadata, component } ) or registerBlockComponent( { blockName: "${ blockName }", component, context: "${ rootBlockName }" } ).`;

/**
 * Warned when a container asks for hydration without the markup it needs;
 * the block is rendered afresh instead.
 *
 * @example
 * console.warn( hydrationMarkupMissingMessage( 'woocommerce/cart' ) );
 */
export const hydrationMarkupMissingMessage = ( blockName: string ): string =>
	`Block "${ blockName }" is marked data-cesta-hydrate="true" but lacks a child <template data-cesta-block-markup> and a child element with data-cesta-block-root; it is rendered without hydration.`;

/**
 * Logged when a block could not be mounted; its server markup stays and the
 * other blocks are mounted.
 *
 * @example
 * console.error( mountFailedMessage( 'woocommerce/cart' ), error );
 */
export const mountFailedMessage = ( blockName: string ): string =>
	`Block "${ blockName }" could not be mounted; its server markup is left in place.`;
