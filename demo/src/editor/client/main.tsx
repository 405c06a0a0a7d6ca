/**
 * The editor playground's script (after `wordpress-notices.ts`, the page's
 * first): the Spanish catalogues, the block editor's own
 * (`load-wordpress-es.ts`, imported first) and ours (block titles are
 * translated when blocks register), then the blocks' editor registrations,
 * then the playground drawn in its element with the editor's snackbar
 * notices.
 */
// First: some WordPress modules translate their strings while they load.
import './load-wordpress-es';
import '@wordpress/components/build-style/style.css';
import '@wordpress/block-editor/build-style/style.css';
import '@wordpress/block-editor/build-style/content.css';
import './playground.css';
import { createRoot } from '@wordpress/element';

import { loadShopTranslations } from '../../i18n';
import { PLAYGROUND_ROOT_ID } from '../editor-page';
import { readPlaygroundConfig } from './config';
import { EditorNotices } from './editor-notices';
import { Playground } from './playground';
import { registerTemplateBlocks } from './register-template-blocks';

loadShopTranslations();
registerTemplateBlocks();
createRoot( document.getElementById( PLAYGROUND_ROOT_ID )! ).render(
	<>
		<Playground config={ readPlaygroundConfig() } />
		<EditorNotices />
	</>
);
