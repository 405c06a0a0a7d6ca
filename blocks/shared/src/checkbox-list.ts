/**
 * `@cesta/blocks-shared/checkbox-list`: the React-free checkbox list of the
 * attribute and stock filters (spec 2 §9) — its markup writer, for Node and
 * the browser, and the DOM controller of its "show more" toggle.
 */
export {
	CHECKBOX_LIST_LIMIT_DEFAULT,
	CHECKBOX_LIST_TRUNCATE_MARGIN_OPTIONS,
} from './checkbox-list/constants';
export {
	checkedValues,
	controlCheckboxList,
	enhanceCheckboxLists,
} from './checkbox-list/control-checkbox-list';
export { checkboxListTexts } from './checkbox-list/messages';
export {
	checkboxListToggleText,
	renderCheckboxListMarkup,
	shouldTruncateCheckboxList,
} from './checkbox-list/render-checkbox-list-markup';

export type { CheckboxListControlOptions } from './checkbox-list/control-checkbox-list';
export type {
	CheckboxListMarkupOptions,
	CheckboxListOption,
} from './checkbox-list/render-checkbox-list-markup';
