/** Editor views: a block with alternative states (filled or empty cart) shows one inner block at a time, switched from its toolbar. */

import { BlockControls } from '@wordpress/block-editor';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { createContext, useContext, useMemo, useState } from '@wordpress/element';
import type { ReactNode } from 'react';

/**
 * One view of a block: the inner block shown in it and the switcher's label.
 *
 * @example
 * const filled: EditorView = { name: 'woocommerce/filled-cart-block', label: __( 'Filled Cart', 'cesta' ) };
 */
export interface EditorView {
	name: string;
	label: string;
}

// The view shown and the views' own blocks: blocks inside a view are not views.
const EditorViewContext = createContext< { current: string | null; names: string[] } | null >(
	null
);

/**
 * Props of {@link EditorViews}.
 *
 * @example
 * const props: EditorViewsProps = { views: [ filled, empty ], children };
 */
export interface EditorViewsProps {
	/** The views, the first shown first. */
	views: readonly EditorView[];
	children: ReactNode;
}

/**
 * Gives a block alternative views, as WooCommerce's Cart (filled or empty
 * cart) and Mini-Cart do: a toolbar group switches between them, and the
 * inner block of each view is shown only in its view
 * ({@link useIsEditorViewShown}).
 *
 * @example
 * <EditorViews views={ [ { name: 'woocommerce/filled-cart-block', label: 'Filled Cart' }, { name: 'woocommerce/empty-cart-block', label: 'Empty Cart' } ] }>
 * 	<div { ...innerBlocksProps } />
 * </EditorViews>
 */
export function EditorViews( { views, children }: EditorViewsProps ) {
	const [ current, setCurrent ] = useState( views[ 0 ]?.name ?? null );
	const names = views.map( ( view ) => view.name ).join( '\n' );
	const shown = useMemo( () => ( { current, names: names.split( '\n' ) } ), [ current, names ] );
	return (
		<>
			<BlockControls>
				<ToolbarGroup>
					{ views.map( ( view ) => (
						<ToolbarButton
							key={ view.name }
							isPressed={ view.name === current }
							onClick={ () => setCurrent( view.name ) }
						>
							{ view.label }
						</ToolbarButton>
					) ) }
				</ToolbarGroup>
			</BlockControls>
			<EditorViewContext.Provider value={ shown }>{ children }</EditorViewContext.Provider>
		</>
	);
}

/**
 * Whether the inner block `name` is in the view its parent's
 * {@link EditorViews} shows: always for a block that is not one of the
 * views (a block inside a view, or outside any).
 *
 * @example
 * const shown = useIsEditorViewShown( 'woocommerce/empty-cart-block' );
 * return <div { ...useBlockProps( { hidden: ! shown } ) } />;
 */
export function useIsEditorViewShown( name: string ): boolean {
	const views = useContext( EditorViewContext );
	return ! views?.names.includes( name ) || views.current === name;
}
