/**
 * The server markup of a checkbox list (WooCommerce's `CheckboxList` class
 * names): a labelled list of checkboxes, each with its label and product
 * count, and a "Show N more" / "Show less" button when spec 2 §9 says the
 * list truncates. A pure string writer, React-free and DOM-free.
 */
import { escapeHtml } from '../markup/write-block-markup';
import { CHECKBOX_LIST_LIMIT_DEFAULT, CHECKBOX_LIST_TRUNCATE_MARGIN_OPTIONS } from './constants';
import { checkboxListTexts } from './messages';

/**
 * One option of the list.
 *
 * @example
 * const red: CheckboxListOption = { value: 'rojo', label: 'Rojo', count: 3, checked: true };
 */
export interface CheckboxListOption {
	/** The checkbox's value (a term's slug). */
	value: string;
	/** The visible text. */
	label: string;
	/** Products with this option, shown after the label; none when undefined. @default undefined */
	count?: number;
	/** Ticked. @default false */
	checked?: boolean;
	/** Cannot be changed. @default false */
	disabled?: boolean;
}

/**
 * What {@link renderCheckboxListMarkup} prints.
 *
 * @example
 * const options: CheckboxListMarkupOptions = { idPrefix: 'filter-color', label: 'Color', options: [ red, blue ] };
 */
export interface CheckboxListMarkupOptions {
	/** The options, in the order shown. */
	options: CheckboxListOption[];
	/** Prefix of the checkboxes' ids, unique on the page. */
	idPrefix: string;
	/** The list's accessible name; use `labelledBy` when a heading names it. @default none */
	label?: string;
	/** The id of the element naming the list (`aria-labelledby`). @default none */
	labelledBy?: string;
	/** The checkboxes' `name`. @default `idPrefix` */
	name?: string;
	/** Options shown while truncated. @default 10 */
	limit?: number;
	/** Start with every option shown. @default true when a hidden option is ticked */
	expanded?: boolean;
	/** Extra classes of the list. @default '' */
	className?: string;
}

/**
 * Spec 2 §9: a list truncates only with more than `limit + 5` options
 * (then it shows `limit` of them); a shorter one shows them all.
 *
 * @example
 * shouldTruncateCheckboxList( 15, 10 ); // false
 * shouldTruncateCheckboxList( 16, 10 ); // true
 */
export const shouldTruncateCheckboxList = (
	optionCount: number,
	limit: number = CHECKBOX_LIST_LIMIT_DEFAULT
): boolean => optionCount > limit + CHECKBOX_LIST_TRUNCATE_MARGIN_OPTIONS;

/**
 * The toggle's visible text and accessible name for a list that hides
 * `hidden` options while collapsed.
 *
 * @example
 * checkboxListToggleText( false, 6 ); // { text: 'Show 6 more', label: 'Show 6 more options' }
 */
export function checkboxListToggleText(
	expanded: boolean,
	hidden: number
): { text: string; label: string } {
	return expanded
		? { text: checkboxListTexts.showLess(), label: checkboxListTexts.showLessLabel() }
		: {
				text: checkboxListTexts.showMore( hidden ),
				label: checkboxListTexts.showMoreLabel( hidden ),
			};
}

const optionMarkup = (
	option: CheckboxListOption,
	index: number,
	{
		idPrefix,
		name,
		extra,
		hidden,
	}: { idPrefix: string; name: string; extra: boolean; hidden: boolean }
) => {
	const id = escapeHtml( `${ idPrefix }-${ index }` );
	const count =
		option.count === undefined
			? ''
			: ` <span class="wc-filter-element-label-list-count"><span aria-hidden="true">${
					option.count
				}</span><span class="screen-reader-text">${ escapeHtml(
					checkboxListTexts.productCount( option.count )
				) }</span></span>`;
	return `<li${ extra ? ' data-checkbox-list-extra' : '' }${ hidden ? ' hidden' : '' }><div class="wc-block-components-checkbox"><label for="${ id }"><input id="${ id }" class="wc-block-components-checkbox__input" type="checkbox" name="${ escapeHtml(
		name
	) }" value="${ escapeHtml( option.value ) }"${ option.checked ? ' checked' : '' }${
		option.disabled ? ' disabled' : ''
	}><span class="wc-block-components-checkbox__label">${ escapeHtml(
		option.label
	) }${ count }</span></label></div></li>`;
};

/**
 * The HTML of a checkbox list: a `ul` named by `label` or `labelledBy`,
 * one checkbox per option (its label and, with a count, the count shown and
 * "N products" for screen readers). With more than `limit + 5` options, the
 * options past `limit` are printed `hidden` and a button
 * (`aria-expanded`) shows them — "Show N more" (named "Show N more
 * options"), then "Show less"; `enhanceCheckboxLists` makes it work.
 *
 * @example
 * element.innerHTML = renderCheckboxListMarkup( {
 * 	idPrefix: 'filter-color',
 * 	label: 'Color',
 * 	options: [ { value: 'rojo', label: 'Rojo', count: 1 }, { value: 'azul', label: 'Azul', count: 1 } ],
 * } );
 */
export function renderCheckboxListMarkup( options: CheckboxListMarkupOptions ): string {
	const { idPrefix, label, labelledBy, className = '' } = options;
	const limit =
		Number.isInteger( options.limit ) && ( options.limit as number ) > 0
			? ( options.limit as number )
			: CHECKBOX_LIST_LIMIT_DEFAULT;
	const truncate = shouldTruncateCheckboxList( options.options.length, limit );
	const expanded =
		truncate &&
		( options.expanded ?? options.options.slice( limit ).some( ( option ) => option.checked ) );
	const items = options.options.map( ( option, index ) => {
		const extra = truncate && index >= limit;
		return optionMarkup( option, index, {
			idPrefix,
			name: options.name ?? idPrefix,
			extra,
			hidden: extra && ! expanded,
		} );
	} );
	if ( truncate ) {
		const toggle = checkboxListToggleText( expanded, options.options.length - limit );
		items.push(
			`<li class="${ expanded ? 'show-less' : 'show-more' }"><button type="button" class="wc-block-components-checkbox-list__toggle" data-checkbox-list-toggle aria-expanded="${ expanded }" aria-label="${ escapeHtml(
				toggle.label
			) }">${ escapeHtml( toggle.text ) }</button></li>`
		);
	}
	const classes = [ 'wc-block-checkbox-list', 'wc-block-components-checkbox-list', className ]
		.filter( Boolean )
		.map( escapeHtml )
		.join( ' ' );
	const name = labelledBy
		? ` aria-labelledby="${ escapeHtml( labelledBy ) }"`
		: label
			? ` aria-label="${ escapeHtml( label ) }"`
			: '';
	return `<ul class="${ classes }" data-checkbox-list-limit="${ limit }"${ name }>${ items.join(
		''
	) }</ul>`;
}
