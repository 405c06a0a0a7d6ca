/** `@cesta/blocks-shared/markup-writer`: the React-free helpers the blocks' `markup` entries print server markup with. */

export {
	attributeDefaults,
	blockDataAttributeEntries,
	blockDataAttributes,
	blockWrapperClass,
	blockWrapperClassNames,
	escapeHtml,
} from './markup/write-block-markup';
export {
	coreBlockMarkup,
	coreHeadingClasses,
	coreParagraphClass,
	coreSeparatorClasses,
} from './markup/core-block-markup';
export type { CoreTemplateBlockAttributes } from './markup/core-block-markup';
