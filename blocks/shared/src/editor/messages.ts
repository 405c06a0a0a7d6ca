/*
 * The editor kit's messages: what editors read goes through
 * `@wordpress/i18n`; developers' messages stay in English.
 */
import { __ } from '@wordpress/i18n';

/**
 * The inserter's name for the category of WooCommerce's blocks.
 *
 * @example
 * registerBlockCollection( 'woocommerce', { title: woocommerceCategoryTitle() } );
 */
export const woocommerceCategoryTitle = (): string => __( 'WooCommerce', 'cesta' );

/**
 * The developer's error when `registerEditorBlock` gets no usable block.json.
 *
 * @example
 * throw new TypeError( editorMetadataMessage( metadata ) );
 */
export const editorMetadataMessage = ( metadata: unknown ): string =>
	`registerEditorBlock() needs a block.json object with a "name" and a "title"; got ${ JSON.stringify(
		metadata
	) }.`;

/**
 * The developer's error when `registerEditorBlock` gets no edit component.
 *
 * @example
 * throw new TypeError( editorEditMessage( 'woocommerce/cart' ) );
 */
export const editorEditMessage = ( name: string ): string =>
	`registerEditorBlock( "${ name }" ) needs settings with an "edit" component.`;
