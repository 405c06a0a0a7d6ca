/** createInnerBlockEdit: the edit of an inner block — its frontend component with editor-side inner blocks. */

import { useBlockProps } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import type { ComponentType, HTMLAttributes, ReactNode } from 'react';

import { hasInnerBlocks } from '@cesta/registry';
import type { BlockComponentLike } from '@cesta/registry';

import { datasetKeyOf } from '../markup/block-attributes';
import { blockDataAttributeEntries, blockWrapperClassNames } from '../markup/write-block-markup';
import { ParentBlockContext, useParentBlock } from '../render/parent-block-context';
import { useIsEditorViewShown } from './editor-views';
import { useInnerBlockAreaProps } from './inner-block-area';
import type { InnerBlockAreaOptions } from './inner-block-area';
import { LookOnly } from './look-only';
import type { EditorBlockEditProps } from './types';

/**
 * The props a frontend inner block component gets from `mountBlocks` for
 * these attributes: each as its `data-*` string (camelCased key) and the
 * wrapper's `className` — so the editor renders a component exactly as the
 * saved markup will.
 *
 * @example
 * frontendPropsOf( 'woocommerce/cart-order-summary-taxes-block', { showRateAfterTaxName: true } );
 * // { showRateAfterTaxName: 'true', className: 'wp-block-woocommerce-cart-order-summary-taxes-block' }
 */
export function frontendPropsOf(
	name: string,
	attributes: Record< string, unknown >
): Record< string, string > {
	return {
		...Object.fromEntries(
			blockDataAttributeEntries( attributes ).map( ( [ attribute, text ] ) => [
				datasetKeyOf( attribute ),
				text,
			] )
		),
		className: blockWrapperClassNames( name, attributes ),
	};
}

/**
 * Options of {@link createInnerBlockEdit}.
 *
 * @example
 * const options: InnerBlockEditOptions = { name: 'woocommerce/cart-line-items-block', rootBlockName: 'woocommerce/cart', component: CartLineItemsBlock };
 */
export interface InnerBlockEditOptions {
	/** The block's name. */
	name: string;
	/** The top-level block it belongs to (`woocommerce/cart`). */
	rootBlockName: string;
	/** Its frontend component, as `registerCheckoutBlock` got it. */
	component: BlockComponentLike;
	/**
	 * When the block holds other blocks: its area's allowed blocks (`area`
	 * defaults to `name`). With `lookOnlyContent`, the block's own content is
	 * a form a click must not use (a checkout step): it is shown look-only
	 * and its editable inner blocks follow it instead of going in as
	 * `children`.
	 */
	innerBlocks?: Omit< InnerBlockAreaOptions, 'area' > & {
		area?: string;
		lookOnlyContent?: boolean;
	};
	/** Extra props the top-level block's `blockWrapper` gives inner blocks on the frontend (`extensions`, `cart`). */
	useExtraProps?: ( blockName: string ) => Record< string, unknown >;
	/** The inspector controls of the block (e.g. an `AttributeControls`). */
	inspector?: ComponentType< EditorBlockEditProps >;
}

const noExtraProps = (): Record< string, unknown > => ( {} );

/**
 * The `edit` of an inner block: its frontend component rendered with the
 * props `mountBlocks` would give it ({@link frontendPropsOf} plus
 * `useExtraProps`), inside the editor's block wrapper. A block holding an
 * area gets its editable inner blocks as `children`
 * ({@link useInnerBlockAreaProps}: template, allowed blocks, locking, forced
 * blocks) — or, with `innerBlocks.lookOnlyContent`, shows its own content
 * look-only with the editable inner blocks after it; a leaf block is shown
 * look-only ({@link LookOnly}). A block that
 * is one of its parent's {@link EditorViews} is hidden outside its view.
 * Inner components see the same `ParentBlockContext` as on the frontend.
 *
 * @example
 * registerEditorBlock( metadata, {
 * 	edit: createInnerBlockEdit( { name: metadata.name, rootBlockName: 'woocommerce/cart', component: CartLineItemsBlock } ),
 * } );
 */
export function createInnerBlockEdit( {
	name,
	rootBlockName,
	component,
	innerBlocks,
	useExtraProps = noExtraProps,
	inspector: Inspector,
}: InnerBlockEditOptions ): ComponentType< EditorBlockEditProps > {
	const Component = component as ComponentType< Record< string, unknown > >;

	/** What both kinds of edit share: the wrapper's props and the frontend component. */
	function useInnerBlock( props: EditorBlockEditProps ) {
		const parent = useParentBlock();
		const shown = useIsEditorViewShown( name );
		const blockProps = useBlockProps( shown ? {} : { hidden: true } );
		const extraProps = useExtraProps( name );
		const info = {
			parentBlockName: name,
			rootBlockName: parent?.rootBlockName ?? rootBlockName,
			area: hasInnerBlocks( name ) ? name : ( parent?.area ?? null ),
		};
		const provide = ( children: ReactNode ) =>
			createElement( ParentBlockContext.Provider, { value: info }, children );
		const render = ( children?: ReactNode ) =>
			createElement(
				Component,
				{ ...frontendPropsOf( name, props.attributes ), ...extraProps },
				children === undefined ? undefined : provide( children )
			);
		return {
			blockProps,
			render,
			provide,
			inspector: Inspector ? <Inspector { ...props } /> : null,
		};
	}

	function LeafBlockEdit( props: EditorBlockEditProps ) {
		const { blockProps, render, inspector } = useInnerBlock( props );
		return (
			<div { ...( blockProps as HTMLAttributes< HTMLDivElement > ) }>
				{ inspector }
				<LookOnly>{ render() }</LookOnly>
			</div>
		);
	}

	function AreaBlockEdit( props: EditorBlockEditProps ) {
		const { blockProps, render, provide, inspector } = useInnerBlock( props );
		const { lookOnlyContent = false, ...area } = innerBlocks!;
		const { children, ...wrapperProps } = useInnerBlockAreaProps( props.clientId, blockProps, {
			...area,
			area: area.area ?? name,
		} );
		return (
			<div { ...( wrapperProps as HTMLAttributes< HTMLDivElement > ) }>
				{ inspector }
				{ lookOnlyContent ? (
					<>
						<LookOnly>{ render() }</LookOnly>
						{ provide( children ) }
					</>
				) : (
					render( children )
				) }
			</div>
		);
	}

	return innerBlocks ? AreaBlockEdit : LeafBlockEdit;
}
