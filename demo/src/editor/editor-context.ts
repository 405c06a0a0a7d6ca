/** What the playground's routes and the pages that print saved templates share: the templates kept and the blocks they may hold. */

import { findRepositoryRoot } from '../build/repository-root';
import { readBlockJsonFiles, templateBlockDefinitions } from './block-definitions';
import type { BlockDefinition } from './block-definitions';
import { TEMPLATE_ROOT_BLOCKS } from './constants';
import type { SavedTemplate, TemplateKind } from './parse-template';
import { renderTemplateBlock } from './render-template';
import { createTemplateStore } from './template-store';
import type { TemplateStore } from './template-store';
import { editorVisitorIdOf } from './visitor-id';

/**
 * The playground's state in a running demo: each visitor's saved templates
 * and the blocks a template may hold (read once from the blocks'
 * block.json files).
 *
 * @example
 * const editor = createEditorContext();
 * editor.templates.get( visitorId, 'checkout' );
 */
export interface EditorContext {
	templates: TemplateStore;
	definitions: ReadonlyMap< string, BlockDefinition >;
}

/**
 * A fresh playground state: no saved template, the block definitions of
 * the repository the demo runs from.
 *
 * @example
 * live.context = { mock, distDir, editor: createEditorContext() };
 */
export const createEditorContext = ( rootDir: string = findRepositoryRoot() ): EditorContext => ( {
	templates: createTemplateStore(),
	definitions: templateBlockDefinitions(
		readBlockJsonFiles( rootDir ),
		Object.values( TEMPLATE_ROOT_BLOCKS )
	),
} );

/**
 * The template saved by the visitor whose request has this `Cookie`
 * header, or null (then the page prints the default).
 *
 * @example
 * savedTemplateOf( context.editor, request.headers.cookie, 'checkout' )?.root;
 */
export const savedTemplateOf = (
	editor: EditorContext,
	cookieHeader: string | undefined,
	kind: TemplateKind
): SavedTemplate | null => editor.templates.get( editorVisitorIdOf( cookieHeader ), kind );

/**
 * The HTML of the template saved by the visitor whose request has this
 * `Cookie` header, or undefined (then the page prints the default).
 *
 * @example
 * renderCheckoutContent( savedTemplateHtml( context.editor, visitor.cookie, 'checkout' ) );
 */
export const savedTemplateHtml = (
	editor: EditorContext,
	cookieHeader: string | undefined,
	kind: TemplateKind
): string | undefined => {
	const saved = savedTemplateOf( editor, cookieHeader, kind );
	return saved ? renderTemplateBlock( saved.root ) : undefined;
};
