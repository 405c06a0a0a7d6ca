// @wordpress/block-editor ships no type declarations: these cover the part
// Cesta's editor entries use, as its documentation describes them.
declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode, Ref } from 'react';
	import type { StoreDescriptor } from '@wordpress/data';
	import type { Block } from '@wordpress/blocks';

	export type InnerBlockTemplate = [ string, Record< string, unknown >?, InnerBlockTemplate[]? ];
	export type TemplateArray = InnerBlockTemplate[];
	export type TemplateLock = 'all' | 'insert' | 'contentOnly' | false;

	export interface InnerBlocksOptions {
		allowedBlocks?: string[] | boolean;
		template?: TemplateArray;
		templateLock?: TemplateLock;
		templateInsertUpdatesSelection?: boolean;
		renderAppender?: ComponentType | false;
		orientation?: 'horizontal' | 'vertical';
		prioritizedInserterBlocks?: string[];
		defaultBlock?: unknown;
		directInsert?: boolean;
	}

	export type BlockProps = Record< string, unknown > & {
		className?: string;
		ref?: Ref< HTMLElement >;
		children?: ReactNode;
	};

	export const InnerBlocks: ComponentType< InnerBlocksOptions > & {
		Content: ComponentType;
		ButtonBlockAppender: ComponentType;
		DefaultBlockAppender: ComponentType;
	};
	export function useBlockProps( props?: Record< string, unknown > ): BlockProps;
	export namespace useBlockProps {
		function save( props?: Record< string, unknown > ): BlockProps;
	}
	export function useInnerBlocksProps(
		props?: Record< string, unknown >,
		options?: InnerBlocksOptions
	): BlockProps;
	export namespace useInnerBlocksProps {
		function save( props?: Record< string, unknown > ): BlockProps;
	}
	export const InspectorControls: ComponentType< { group?: string; children?: ReactNode } >;
	export const BlockControls: ComponentType< { group?: string; children?: ReactNode } >;
	export const BlockEditorProvider: ComponentType< {
		value: Block[];
		onChange?: ( blocks: Block[] ) => void;
		onInput?: ( blocks: Block[] ) => void;
		settings?: Record< string, unknown >;
		useSubRegistry?: boolean;
		children?: ReactNode;
	} >;
	export const BlockList: ComponentType< { className?: string } >;
	export const BlockTools: ComponentType< { children?: ReactNode } >;
	export const WritingFlow: ComponentType< { children?: ReactNode } >;
	export const ObserveTyping: ComponentType< { children?: ReactNode } >;
	export const BlockInspector: ComponentType;
	export const Inserter: ComponentType< Record< string, unknown > >;
	export const RichText: ComponentType< Record< string, unknown > > & {
		Content: ComponentType< { value?: string; tagName?: string; [ prop: string ]: unknown } >;
	};
	export const store: StoreDescriptor;
}
