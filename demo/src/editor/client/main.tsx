/**
 * The editor playground's script: WordPress's notices store first (as
 * WordPress loads it before other scripts, so our stores find it instead of
 * registering their own), the Spanish catalogues (block titles are
 * translated when blocks register), then the blocks' editor registrations,
 * then the playground drawn in its element.
 */
import '@wordpress/components/build-style/style.css';
import '@wordpress/block-editor/build-style/style.css';
import '@wordpress/block-editor/build-style/content.css';
import './playground.css';
// First: WordPress's notices store registers before our stores look for one.
import { EditorNotices } from './editor-notices';
import { createRoot } from '@wordpress/element';

import { loadShopTranslations } from '../../i18n';
import { PLAYGROUND_ROOT_ID } from '../editor-page';
import { readPlaygroundConfig } from './config';
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
