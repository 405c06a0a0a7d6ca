/**
 * The server markup of the Checkout block, as WooCommerce's default checkout
 * page saves it and its server prints it: a host (or the demo shop) prints
 * this, then the checkout script mounts it. React-free, so a Node server can
 * use it.
 */
import {
	attributeDefaults,
	blockDataAttributes,
	blockWrapperClass,
	escapeHtml,
} from '@cesta/blocks-shared/markup-writer';

import { CHECKOUT_BLOCK_NAMES as NAMES } from './block-names';
import type { CheckoutBlockName } from './block-names';
import { entryErrors } from './entry-messages';
import { CHECKOUT_BLOCK_ATTRIBUTES, getCheckoutInnerBlockMetadata } from './metadata';
import { checkoutTemplate } from './template';
import type { CheckoutTemplateBlock } from './template';
import type { CheckoutBlockAttributes } from './types';

/**
 * The name of one of the Checkout block's inner blocks.
 *
 * @example
 * const name: CheckoutInnerBlockName = 'woocommerce/checkout-terms-block';
 */
export type CheckoutInnerBlockName = Exclude< CheckoutBlockName, 'woocommerce/checkout' >;

/**
 * Options of {@link renderCheckoutBlockMarkup}.
 *
 * @example
 * const options: CheckoutBlockMarkupOptions = {
 * 	attributes: { showFormStepNumbers: true },
 * 	innerBlocks: { 'woocommerce/checkout-terms-block': { checkbox: true } },
 * };
 */
export interface CheckoutBlockMarkupOptions {
	/** Top-level attributes; the others keep their defaults. @default {} */
	attributes?: Partial< CheckoutBlockAttributes >;
	/** Attributes of inner blocks by block name, as a merchant saved them; the others keep their defaults. @default {} */
	innerBlocks?: Partial< Record< CheckoutInnerBlockName, Record< string, unknown > > >;
	/** Extra class names of the top-level container. @default '' */
	className?: string;
}

// An empty text is the block's own, translated text: not written.
const dataAttributes = ( attributes: Record< string, unknown > ): string =>
	blockDataAttributes( attributes, { omitEmpty: true } );

const typeMatches = ( expected: unknown, value: unknown ): boolean => {
	const types = Array.isArray( expected ) ? expected : [ expected ];
	return types.some( ( type ) => {
		switch ( type ) {
			case undefined:
				return true;
			case 'integer':
			case 'number':
				return typeof value === 'number';
			case 'array':
				return Array.isArray( value );
			case 'object':
				return typeof value === 'object' && value !== null && ! Array.isArray( value );
			case 'null':
				return value === null;
			default:
				return typeof value === type;
		}
	} );
};

function assertAttributes(
	blockName: string,
	definitions: Record< string, { type?: unknown } >,
	attributes: unknown
): asserts attributes is Record< string, unknown > {
	if ( typeof attributes !== 'object' || attributes === null || Array.isArray( attributes ) ) {
		throw new TypeError( entryErrors.markupAttributesNotObject( attributes ) );
	}
	for ( const [ name, value ] of Object.entries( attributes ) ) {
		const definition = definitions[ name ];
		if ( ! definition ) {
			throw new TypeError( entryErrors.markupAttributeUnknown( blockName, name ) );
		}
		if ( ! typeMatches( definition.type, value ) ) {
			throw new TypeError(
				entryErrors.markupAttributeType( name, String( definition.type ), value )
			);
		}
	}
}

function assertOptions( options: unknown ): asserts options is CheckoutBlockMarkupOptions {
	if ( typeof options !== 'object' || options === null || Array.isArray( options ) ) {
		throw new TypeError( entryErrors.markupOptionsNotObject( options ) );
	}
	const { attributes = {}, innerBlocks = {}, className } = options as Record< string, unknown >;
	assertAttributes( NAMES.CHECKOUT, CHECKOUT_BLOCK_ATTRIBUTES, attributes );
	if ( typeof innerBlocks !== 'object' || innerBlocks === null || Array.isArray( innerBlocks ) ) {
		throw new TypeError( entryErrors.markupAttributesNotObject( innerBlocks ) );
	}
	for ( const [ name, blockAttributes ] of Object.entries( innerBlocks ) ) {
		let definitions;
		try {
			definitions = getCheckoutInnerBlockMetadata( name ).attributes;
		} catch {
			throw new TypeError( entryErrors.markupInnerBlockUnknown( name ) );
		}
		assertAttributes( name, definitions, blockAttributes );
	}
	if ( className !== undefined && typeof className !== 'string' ) {
		throw new TypeError( entryErrors.markupOptionNotString( 'className', className ) );
	}
}

/**
 * The HTML a host prints for the Checkout block: the top-level container
 * (`is-loading` until mounted) and, in order, every inner block of
 * WooCommerce's default checkout template — the fields column (express
 * payment, contact information, delivery or pickup, shipping and billing
 * addresses, shipping options, payment, additional information, order note,
 * terms, actions) and the totals column (the order summary with its items,
 * coupon form and totals rows) — each with `data-block-name` and its
 * attributes as `data-*`. Wrong options throw a `TypeError` and nothing is
 * returned.
 *
 * @example
 * const html = renderCheckoutBlockMarkup( { innerBlocks: { 'woocommerce/checkout-actions-block': { showReturnToCart: true } } } );
 * // '<div data-block-name="woocommerce/checkout" … class="wp-block-woocommerce-checkout alignwide wc-block-checkout is-loading">…'
 */
export function renderCheckoutBlockMarkup( options: CheckoutBlockMarkupOptions = {} ): string {
	assertOptions( options );
	const saved = options.innerBlocks ?? {};
	const innerBlock = (
		name: CheckoutInnerBlockName,
		content: string,
		templateAttributes: Record< string, unknown >
	): string => {
		const { className: extraClass, ...attributes } = {
			...attributeDefaults( getCheckoutInnerBlockMetadata( name ).attributes ),
			...templateAttributes,
			...saved[ name ],
		};
		const classes = [ blockWrapperClass( name ), extraClass ].filter( Boolean ).join( ' ' );
		return `<div data-block-name="${ name }"${ dataAttributes(
			attributes
		) } class="${ escapeHtml( classes ) }">${ content }</div>`;
	};
	const templateMarkup = ( template: readonly CheckoutTemplateBlock[] ): string =>
		template
			.map( ( [ name, templateAttributes, innerBlocks ] ) =>
				innerBlock(
					name as CheckoutInnerBlockName,
					templateMarkup( innerBlocks ),
					templateAttributes
				)
			)
			.join( '' );
	const attributes = { ...attributeDefaults( CHECKOUT_BLOCK_ATTRIBUTES ), ...options.attributes };
	const classes = [
		blockWrapperClass( NAMES.CHECKOUT ),
		attributes.align ? `align${ String( attributes.align ) }` : '',
		options.className ?? '',
		// WooCommerce's save() adds these two: themes style the loading container.
		'wc-block-checkout',
		'is-loading',
	]
		.filter( Boolean )
		.join( ' ' );
	return `<div data-block-name="${ NAMES.CHECKOUT }"${ dataAttributes(
		attributes
	) } class="${ escapeHtml( classes ) }">${ templateMarkup( checkoutTemplate() ) }</div>`;
}
