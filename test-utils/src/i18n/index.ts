/**
 * `@cesta/test-utils/i18n` (Node only): reads the translatable strings of the
 * workspaces' sources as a gettext extractor would, and checks a catalogue
 * against them. `@cesta/i18n`'s coverage test checks the library's strings;
 * an app with its own catalogue (the demo) checks its own the same way.
 */
export {
	findCatalogueProblems,
	findConflicts,
	findOrphans,
	findPlaceholderMismatches,
	findShapeClashes,
	findUntranslated,
	placeholdersOf,
} from './catalogue-checks';
export { BLOCK_JSON_I18N_SCHEMA, extractBlockJsonMessages } from './extract-block-json';
export {
	extractMessages,
	extractWorkspace,
	listWorkspaceBlockJson,
	listWorkspaceSources,
	selectWorkspaces,
} from './extract-messages';
export type { ExtractedMessage, ExtractionProblem, WorkspaceFilter } from './extract-messages';
