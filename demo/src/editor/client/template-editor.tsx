/** One template in a real block editor: list view, canvas, selected block's toolbar and settings, inserter, keyboard shortcuts. */

import {
	BlockEditorKeyboardShortcuts,
	BlockEditorProvider,
	BlockInspector,
	BlockList,
	BlockSelectionClearer,
	BlockToolbar,
	BlockTools,
	Inserter,
	WritingFlow,
	__experimentalListView as ListView,
} from '@wordpress/block-editor';
import type { Block } from '@wordpress/blocks';
import { Popover, SlotFillProvider } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { ShortcutProvider } from '@wordpress/keyboard-shortcuts';

/**
 * Props of {@link TemplateEditor}.
 *
 * @example
 * const props: TemplateEditorProps = { blocks, onChange: setBlocks };
 */
export interface TemplateEditorProps {
	/** The template's blocks. */
	blocks: Block[];
	/** Called with the blocks after every change. */
	onChange: ( blocks: Block[] ) => void;
}

// The top-level block is the template: it stays, alone, at the root.
const EDITOR_SETTINGS = {
	templateLock: 'all',
	hasFixedToolbar: true,
	focusMode: false,
	__experimentalBlockPatterns: [],
};

/**
 * The block editor of one template, as WordPress's site editor shows a
 * template part: the canvas with the blocks' editor previews (wide enough
 * for the Cart's and Checkout's two columns), beside it the document's
 * structure (list view) and the selected block's settings (its inspector
 * controls), above it an inserter and the selected block's toolbar (move,
 * remove…), and the editor's keyboard shortcuts. The root is locked: the template is its top-level
 * block.
 *
 * @example
 * <TemplateEditor blocks={ blocks } onChange={ setBlocks } />
 */
export function TemplateEditor( { blocks, onChange }: TemplateEditorProps ) {
	return (
		<ShortcutProvider>
			<SlotFillProvider>
				{ /* The default registry, as WordPress's editors use it: the blocks' previews find the shop's stores (notices, cart) there. */ }
				<BlockEditorProvider
					useSubRegistry={ false }
					value={ blocks }
					onInput={ onChange }
					onChange={ onChange }
					settings={ EDITOR_SETTINGS }
				>
					<BlockEditorKeyboardShortcuts.Register />
					<div className="cesta-playground__block-toolbar">
						<Inserter />
						<BlockToolbar hideDragHandle />
					</div>
					<div className="cesta-playground__workspace">
						<section
							className="cesta-playground__canvas"
							aria-label={ __( 'Editor canvas', 'cesta' ) }
						>
							{ /* In the page, not BlockCanvas's iframe: the page's block styles apply and the canvas is one document. */ }
							<BlockTools>
								<BlockSelectionClearer>
									<WritingFlow>
										<div className="editor-styles-wrapper">
											<BlockList />
										</div>
									</WritingFlow>
								</BlockSelectionClearer>
							</BlockTools>
						</section>
						<div className="cesta-playground__sidebar">
							<section
								className="cesta-playground__list-view"
								aria-label={ __( 'Document structure', 'cesta' ) }
							>
								<h2>{ __( 'Structure', 'cesta' ) }</h2>
								<ListView />
							</section>
							<section
								className="cesta-playground__inspector"
								aria-label={ __( 'Block settings', 'cesta' ) }
							>
								<h2>{ __( 'Block settings', 'cesta' ) }</h2>
								<BlockInspector />
							</section>
						</div>
					</div>
				</BlockEditorProvider>
				<Popover.Slot />
			</SlotFillProvider>
		</ShortcutProvider>
	);
}
