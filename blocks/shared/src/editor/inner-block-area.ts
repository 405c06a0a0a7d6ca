/** Inner block areas in the editor: WooCommerce's template, allowed blocks (extensions' included) and forced blocks. */

import { store as blockEditorStore, useInnerBlocksProps } from '@wordpress/block-editor';
import type { BlockProps, TemplateLock } from '@wordpress/block-editor';
import { createBlock, getBlockType } from '@wordpress/blocks';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

import { applyCheckoutFilter, getRegisteredBlocks, hasInnerBlocks } from '@cesta/registry';

import { ADDITIONAL_INNER_BLOCK_TYPES_FILTER } from './constants';

/**
 * How an inner block area behaves in the editor.
 *
 * @example
 * const options: InnerBlockAreaOptions = {
 * 	area: 'woocommerce/cart-totals-block',
 * 	allowedBlocks: [ 'woocommerce/cart-order-summary-block', 'woocommerce/proceed-to-checkout-block' ],
 * };
 */
export interface InnerBlockAreaOptions {
	/** The area's block name (an `innerBlockAreas` value for extension blocks to join). */
	area: string;
	/** The area's own blocks, in any order; `true` for any block (a content area such as the empty cart). */
	allowedBlocks: readonly string[] | true;
	/** As WooCommerce: `false`, each template block locking itself with its `lock` attribute. @default false */
	templateLock?: TemplateLock;
}

/**
 * The blocks an inner block area accepts: its own, the blocks extensions
 * registered for it with `registerCheckoutBlock`, and those the
 * `additionalCartCheckoutInnerBlockTypes` checkout filter adds (as
 * WooCommerce's editor does).
 *
 * @example
 * innerBlockAreaAllowedBlocks( 'woocommerce/cart-totals-block', [ 'woocommerce/cart-order-summary-block' ] );
 * // [ 'woocommerce/cart-order-summary-block', 'acme/gift-note' ]
 */
export function innerBlockAreaAllowedBlocks( area: string, own: readonly string[] ): string[] {
	if ( ! hasInnerBlocks( area ) ) {
		return [ ...own ];
	}
	const additional = applyCheckoutFilter< string[] >( {
		filterName: ADDITIONAL_INNER_BLOCK_TYPES_FILTER,
		defaultValue: [],
		arg: { block: area },
		validation: ( value ) => Array.isArray( value ),
	} );
	return [
		...new Set( [
			...own,
			...getRegisteredBlocks( area ).map( ( block ) => block.blockName ),
			...additional,
		] ),
	];
}

/**
 * The blocks registered with `registerCheckoutBlock( { …, force: true } )`
 * for `area` that the editor knows (`registerBlockType`).
 *
 * @example
 * forcedBlocksOf( 'woocommerce/checkout-fields-block' ); // [ 'acme/terms-extra' ]
 */
export function forcedBlocksOf( area: string ): string[] {
	if ( ! hasInnerBlocks( area ) ) {
		return [];
	}
	return getRegisteredBlocks( area )
		.filter( ( block ) => block.force && getBlockType( block.blockName ) )
		.map( ( block ) => block.blockName );
}

/**
 * Adds to the area of `clientId` each forced block it lacks (as WooCommerce's
 * editor does), locked against removal, after the area's template (the
 * block type's `template`) applied.
 *
 * @example
 * useForcedBlocks( clientId, 'woocommerce/checkout-fields-block' );
 */
export function useForcedBlocks( clientId: string, area: string ) {
	// The area's allowed blocks reach the store after its first render:
	// inserting before that would be refused.
	const { names, settled, hasTemplate } = useSelect(
		( select ) => {
			const editor = select( blockEditorStore ) as unknown as {
				getBlocks: ( id: string ) => Array< { name: string } >;
				getBlockName: ( id: string ) => string;
				getBlockListSettings: ( id: string ) => unknown;
			};
			const template = getBlockType( editor.getBlockName( clientId ) )?.template;
			return {
				hasTemplate: Array.isArray( template ) && template.length > 0,
				names: editor
					.getBlocks( clientId )
					.map( ( block ) => block.name )
					.join( ',' ),
				settled: Boolean( editor.getBlockListSettings( clientId ) ),
			};
		},
		[ clientId ]
	);
	const { insertBlock } = useDispatch( blockEditorStore ) as unknown as {
		insertBlock: (
			block: unknown,
			index: number,
			rootClientId: string,
			updateSelection: boolean
		) => void;
	};
	const present = names.split( ',' ).filter( Boolean );
	const waitingForTemplate = present.length === 0 && hasTemplate;
	const missing =
		! settled || waitingForTemplate
			? []
			: forcedBlocksOf( area ).filter( ( name ) => ! present.includes( name ) );
	const missingKey = missing.join( ',' );
	useEffect( () => {
		missingKey
			.split( ',' )
			.filter( Boolean )
			.forEach( ( name, offset ) => {
				const lock = getBlockType( name )?.attributes?.lock?.default ?? {};
				insertBlock(
					createBlock( name, { lock: { ...lock, remove: true } } ),
					present.length + offset,
					clientId,
					false
				);
			} );
		// Runs when the set of missing blocks changes, not on every render.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ missingKey, clientId ] );
}

/**
 * The props of the element an inner block area's blocks sit in
 * (`useInnerBlocksProps`, spread them on it or use its `children` inside
 * the block's frontend markup): WooCommerce's locking, the allowed blocks
 * of {@link innerBlockAreaAllowedBlocks}, and forced blocks added when
 * missing. The area's template is its block type's `template` (give it to
 * `registerEditorBlock`). Call it inside the area block's `edit`.
 *
 * @example
 * const Edit = ( { clientId } ) => {
 * 	const props = useInnerBlockAreaProps( clientId, useBlockProps(), { area: 'woocommerce/cart-totals-block', allowedBlocks } );
 * 	return <div { ...props } />;
 * };
 */
export function useInnerBlockAreaProps(
	clientId: string,
	blockProps: Record< string, unknown >,
	{ area, allowedBlocks, templateLock = false }: InnerBlockAreaOptions
): BlockProps {
	useForcedBlocks( clientId, area );
	return useInnerBlocksProps( blockProps, {
		allowedBlocks:
			allowedBlocks === true ? true : innerBlockAreaAllowedBlocks( area, allowedBlocks ),
		templateLock,
	} );
}
