/**
 * The core blocks WooCommerce's templates hold (heading, paragraph,
 * separator), for editors that run without WordPress's block library (the
 * demo's playground, tests): registered only when missing, with the
 * attributes of WordPress's own block.json and a `save` printing WordPress's
 * markup for them, which is also what the markup writers print.
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import { getBlockType } from '@wordpress/blocks';
import { createElement, RawHTML } from '@wordpress/element';
import type { HTMLAttributes } from 'react';

import {
	coreHeadingClasses,
	coreParagraphClass,
	coreSeparatorClasses,
} from '../markup/core-block-markup';
import headingJson from './core-blocks/heading/block.json';
import paragraphJson from './core-blocks/paragraph/block.json';
import separatorJson from './core-blocks/separator/block.json';
import { registerEditorBlock } from './register-editor-block';
import type { EditorBlockEditProps, EditorBlockMetadata, EditorBlockSaveProps } from './types';

interface HeadingAttributes {
	content: string;
	level: number;
	textAlign?: string;
	fontSize?: string;
	className?: string;
}

interface ParagraphAttributes {
	content: string;
	align?: string;
}

const headingClasses = coreHeadingClasses;
const paragraphClass = ( attributes: ParagraphAttributes ): string | undefined =>
	coreParagraphClass( attributes ) || undefined;
const separatorClasses = coreSeparatorClasses;

function HeadingEdit( { attributes, setAttributes }: EditorBlockEditProps< HeadingAttributes > ) {
	const blockProps = useBlockProps( { className: headingClasses( attributes ) } );
	return (
		<RichText
			{ ...blockProps }
			identifier="content"
			tagName={ `h${ attributes.level }` }
			value={ attributes.content }
			onChange={ ( content: string ) => setAttributes( { content } ) }
		/>
	);
}

function ParagraphEdit( {
	attributes,
	setAttributes,
}: EditorBlockEditProps< ParagraphAttributes > ) {
	const blockProps = useBlockProps( { className: paragraphClass( attributes ) } );
	return (
		<RichText
			{ ...blockProps }
			identifier="content"
			tagName="p"
			value={ attributes.content }
			onChange={ ( content: string ) => setAttributes( { content } ) }
		/>
	);
}

function SeparatorEdit( {
	attributes,
}: EditorBlockEditProps< { className?: string; opacity?: string } > ) {
	const blockProps = useBlockProps( { className: separatorClasses( attributes ) } );
	return <hr { ...( blockProps as HTMLAttributes< HTMLHRElement > ) } />;
}

const richContent = ( content: string ) => createElement( RawHTML, null, content );

/**
 * Registers `core/heading`, `core/paragraph` and `core/separator` where the
 * host has not (WordPress registers its own, which this leaves alone): what
 * WooCommerce's Cart, Checkout and Mini-Cart templates hold besides their
 * own blocks. Their saved markup is WordPress's (`<h2 class="wp-block-heading
 * has-text-align-center …">`, `<p class="has-text-align-center">`,
 * `<hr class="wp-block-separator has-alpha-channel-opacity …"/>`).
 *
 * @example
 * registerTemplateCoreBlocks();
 * createBlocksFromInnerBlocksTemplate( [ [ 'core/heading', { content: 'Hola', level: 2 } ] ] );
 */
export function registerTemplateCoreBlocks(): void {
	if ( ! getBlockType( 'core/heading' ) ) {
		registerEditorBlock( headingJson as EditorBlockMetadata, {
			edit: HeadingEdit,
			save: ( { attributes }: EditorBlockSaveProps< HeadingAttributes > ) =>
				createElement(
					`h${ attributes.level }`,
					{ className: headingClasses( attributes ) },
					richContent( attributes.content )
				),
		} );
	}
	if ( ! getBlockType( 'core/paragraph' ) ) {
		registerEditorBlock( paragraphJson as EditorBlockMetadata, {
			edit: ParagraphEdit,
			save: ( { attributes }: EditorBlockSaveProps< ParagraphAttributes > ) =>
				createElement(
					'p',
					{ className: paragraphClass( attributes ) },
					richContent( attributes.content )
				),
		} );
	}
	if ( ! getBlockType( 'core/separator' ) ) {
		registerEditorBlock( separatorJson as EditorBlockMetadata, {
			edit: SeparatorEdit,
			save: ( {
				attributes,
			}: EditorBlockSaveProps< { className?: string; opacity?: string } > ) =>
				createElement( 'hr', { className: separatorClasses( attributes ) } ),
		} );
	}
}
