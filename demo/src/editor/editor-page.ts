/** The editor playground's page: the editor's stylesheet, the shop's settings, the visitor's templates and the editor's script. */

import { __ } from '@wordpress/i18n';

import { escapeHtml, globalAssignmentScript } from '../pages/html';
import { EDITOR_PATHS } from './constants';
import { PLAYGROUND_CONFIG_GLOBAL } from './playground-config';
import type { PlaygroundConfig } from './playground-config';

/**
 * The id of the element the editor's script draws the playground in.
 *
 * @example
 * document.getElementById( PLAYGROUND_ROOT_ID );
 */
export const PLAYGROUND_ROOT_ID = 'cesta-playground';

/**
 * What the editor page adds to the storefront's `<head>` (which prints the
 * shop's settings, used by the blocks' previews to format prices): the
 * editor's stylesheet, the playground's config, then the editor's scripts
 * (ES modules, run in order: WordPress's notices store, then React, the
 * block editor and the blocks' editor registrations, bundled apart from the
 * shop's scripts).
 *
 * @example
 * renderEditorHead( playgroundConfig( ( kind ) => null ) );
 */
export const renderEditorHead = ( config: PlaygroundConfig ): string =>
	[
		`<link rel="stylesheet" href="${ EDITOR_PATHS.stylesheet }">`,
		globalAssignmentScript( PLAYGROUND_CONFIG_GLOBAL, config ),
		`<script type="module" src="${ EDITOR_PATHS.noticesScript }"></script>`,
		`<script type="module" src="${ EDITOR_PATHS.script }"></script>`,
	].join( '\n' );

/**
 * The editor page's content: its title, what it is for, and the element
 * the script fills (saying the editor is loading until it does).
 *
 * @example
 * renderEditorMain(); // '<h1>Editor de bloques</h1>…'
 */
export const renderEditorMain = (): string => `<h1>${ escapeHtml(
	__( 'Block editor', 'cesta' )
) }</h1>
<p>${ escapeHtml(
	__(
		'Compose the Cart, Checkout and Mini-Cart templates as a theme developer does in WordPress, save them, and see them in this shop. Your templates are yours alone: other visitors keep the default ones.',
		'cesta'
	)
) }</p>
<div id="${ PLAYGROUND_ROOT_ID }" class="cesta-playground"><p>${ escapeHtml(
	__( 'Loading the editor…', 'cesta' )
) }</p></div>`;
