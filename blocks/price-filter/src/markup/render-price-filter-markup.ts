/**
 * The server markup of the Price Filter block: a pure string writer,
 * React-free and DOM-free, so a Node server and the browser print the same
 * HTML, with WooCommerce's class names. `enhancePriceFilters` makes it work.
 */
import {
	blockDataAttributes,
	blockWrapperClass,
	escapeHtml,
} from '@cesta/blocks-shared/markup-writer';
import { formatPrice, getCurrency, getCurrencyFromPriceResponse } from '@cesta/price-format';
import type { Currency } from '@cesta/price-format';
import type { PriceRange } from '@cesta/types';

import { PRICE_FILTER_BLOCK_NAME } from '../constants';
import { priceFilterTexts } from '../messages';
import { adjustPriceSelection } from '../price-range/adjust';
import { isPriceFilterHidden, priceConstraints, priceStep } from '../price-range/bounds';
import type { PriceSelection } from '../price-range/types';
import { readPriceBoundFromUrl } from '../price-range/url';
import { normalizePriceFilterAttributes } from './attributes';
import type { NormalizedPriceFilterAttributes, PriceFilterAttributes } from './attributes';

/**
 * What the slider and fields show: the constraints, the chosen range and
 * the step (minor units), and the currency they are written in.
 *
 * @example
 * const view: PriceSliderView = { min: 1000, max: 43000, step: 100, selection: { min: 2000, max: 43000 }, currency };
 */
export interface PriceSliderView {
	min: number;
	max: number;
	step: number;
	selection: PriceSelection;
	currency: Currency;
}

/**
 * What {@link renderPriceFilterMarkup} prints.
 *
 * @example
 * const options: PriceFilterMarkupOptions = { priceRange: data.price_range, urlQuery: '?min_price=20', isServerTemplate: true };
 */
export interface PriceFilterMarkupOptions {
	/** The block's attributes. @default {} */
	attributes?: PriceFilterAttributes;
	/** `price_range` of `GET /products/collection-data?calculate_price_range=true`, when the server has it (no request on load); `undefined` lets the browser ask. @default undefined */
	priceRange?: PriceRange | null;
	/** The page's URL query, for the chosen `min_price`/`max_price`. @default none */
	urlQuery?: string;
	/** The page is rendered by a server template: applying the filter reloads it. @default false */
	isServerTemplate?: boolean;
	/** The listing's Store API query (category, tag…), for the browser's range request. @default {} */
	listingQuery?: Record< string, unknown >;
}

const percent = ( value: number, { min, max }: PriceSliderView ) =>
	Math.round( ( ( value - min ) / ( max - min ) ) * 10000 ) / 100;

/**
 * An amount as the min and max fields show it (`€20.00`).
 *
 * @example
 * fieldValue( 2000, getCurrency() ); // '€20.00'
 */
export const fieldValue = ( amount: number, currency: Currency ): string =>
	formatPrice( amount, currency );

const rangeInput = ( bound: 'min' | 'max', view: PriceSliderView ) =>
	`<input type="range" class="wc-block-price-filter__range-input wc-block-price-filter__range-input--${ bound } wc-block-components-price-slider__range-input wc-block-components-price-slider__range-input--${ bound }" aria-label="${ escapeHtml(
		bound === 'min' ? priceFilterTexts.filterByMin() : priceFilterTexts.filterByMax()
	) }" aria-valuetext="${ escapeHtml( formatPrice( view.selection[ bound ], view.currency ) ) }" min="${
		view.min
	}" max="${ view.max }" step="${ view.step }" value="${ view.selection[ bound ] }">`;

const amountField = ( bound: 'min' | 'max', view: PriceSliderView ) =>
	`<label class="wc-block-components-price-slider__amount-field wc-block-components-price-slider__amount-field--${ bound }"><span class="wc-block-components-price-slider__amount-label">${ escapeHtml(
		bound === 'min' ? priceFilterTexts.minPrice() : priceFilterTexts.maxPrice()
	) }</span><input type="text" inputmode="decimal" autocomplete="off" class="wc-block-price-filter__amount wc-block-price-filter__amount--${ bound } wc-block-form-text-input wc-block-components-price-slider__amount wc-block-components-price-slider__amount--${ bound }" value="${ escapeHtml(
		fieldValue( view.selection[ bound ], view.currency )
	) }"></label>`;

const isFiltered = ( view: PriceSliderView ) =>
	view.selection.min > view.min || view.selection.max < view.max;

/**
 * The slider, the fields (or the range as text) and the buttons of the
 * filter, as WooCommerce's `PriceSlider` lays them out: two
 * `input type=range` named "Filter products by minimum/maximum price", two
 * text fields labelled "Min. Price" and "Max. Price", "Reset" (shown only
 * while the range is narrower than the constraints) and, with the filter
 * button, "Apply".
 *
 * @example
 * element.innerHTML = priceSliderMarkup( normalizePriceFilterAttributes( {} ), view );
 */
export function priceSliderMarkup(
	attributes: NormalizedPriceFilterAttributes,
	view: PriceSliderView
): string {
	const classes = [
		'wc-block-price-filter',
		'wc-block-components-price-slider',
		attributes.showInputFields
			? 'wc-block-price-filter--has-input-fields wc-block-components-price-slider--has-input-fields'
			: '',
		attributes.showFilterButton
			? 'wc-block-price-filter--has-filter-button wc-block-components-price-slider--has-filter-button'
			: '',
	]
		.filter( Boolean )
		.join( ' ' );
	const controls = attributes.showInputFields
		? amountField( 'min', view ) + amountField( 'max', view )
		: `<div class="wc-block-price-filter__range-text wc-block-components-price-slider__range-text"><span data-price-text="min">${ escapeHtml(
				formatPrice( view.selection.min, view.currency )
			) }</span><span data-price-text="max">${ escapeHtml(
				formatPrice( view.selection.max, view.currency )
			) }</span></div>`;
	return [
		`<div class="wc-block-price-slider"><div class="${ classes }">`,
		`<div class="wc-block-price-filter__range-input-wrapper wc-block-components-price-slider__range-input-wrapper" style="--low: ${ percent(
			view.selection.min,
			view
		) }%; --high: ${ percent( view.selection.max, view ) }%;">`,
		'<div class="wc-block-price-filter__range-input-progress wc-block-components-price-slider__range-input-progress"></div>',
		rangeInput( 'min', view ),
		rangeInput( 'max', view ),
		'</div>',
		`<div class="wc-block-price-filter__controls wc-block-components-price-slider__controls">${ controls }</div>`,
		'<div class="wc-block-components-price-slider__actions">',
		`<button type="button" class="wc-block-components-filter-reset-button" aria-label="${ escapeHtml(
			priceFilterTexts.resetLabel()
		) }"${ isFiltered( view ) ? '' : ' hidden' }>${ escapeHtml( priceFilterTexts.reset() ) }</button>`,
		attributes.showFilterButton
			? `<button type="button" class="wc-block-components-filter-submit-button" aria-label="${ escapeHtml(
					priceFilterTexts.applyLabel()
				) }">${ escapeHtml( priceFilterTexts.apply() ) }</button>`
			: '',
		'</div></div></div>',
	].join( '' );
}

/**
 * The heading (when the block has one, at its level) and the slider.
 *
 * @example
 * element.innerHTML = priceFilterContentMarkup( attributes, view );
 */
export function priceFilterContentMarkup(
	attributes: NormalizedPriceFilterAttributes,
	view: PriceSliderView
): string {
	const tag = `h${ attributes.headingLevel }`;
	const heading = attributes.heading
		? `<${ tag } class="wc-block-price-filter__title">${ escapeHtml( attributes.heading ) }</${ tag }>`
		: '';
	return heading + priceSliderMarkup( attributes, view );
}

/**
 * The view of a price range for the page's URL: constraints from the range
 * (min rounded down, max rounded up to whole units), the chosen range from
 * `min_price`/`max_price` kept within them; `null` when the filter hides (a
 * bound missing or both equal).
 *
 * @example
 * priceSliderView( data.price_range, { urlQuery: '?min_price=20' } )?.selection; // { min: 2000, max: 43000 }
 */
export function priceSliderView(
	priceRange: PriceRange | null | undefined,
	{ urlQuery = '', step }: { urlQuery?: string; step?: number } = {}
): PriceSliderView | null {
	const currency = priceRange ? getCurrencyFromPriceResponse( priceRange ) : getCurrency();
	const constraints = priceConstraints( priceRange, currency.minorUnit );
	if ( isPriceFilterHidden( constraints ) ) {
		return null;
	}
	const limits = {
		min: constraints.min as number,
		max: constraints.max as number,
		step: priceStep( currency.minorUnit, step ),
	};
	const wanted = {
		min: readPriceBoundFromUrl( urlQuery, 'min', currency.minorUnit ) ?? limits.min,
		max: readPriceBoundFromUrl( urlQuery, 'max', currency.minorUnit ) ?? limits.max,
	};
	return { ...limits, selection: adjustPriceSelection( wanted, 'max', limits ), currency };
}

/**
 * The HTML of a Price Filter block: a wrapper `div` with
 * `data-block-name="woocommerce/price-filter"`, the attributes and the page
 * mode as `data-` attributes; with a known price range, the heading
 * (`headingLevel`, default 3) and the slider for the URL's range — or the
 * wrapper `hidden` when the filter has nothing to offer; without one, an
 * empty wrapper (`is-loading`) the browser fills after asking the Store API.
 *
 * @example
 * const html = renderPriceFilterMarkup( {
 * 	attributes: { heading: 'Filtrar por precio' },
 * 	priceRange: collectionData.price_range,
 * 	urlQuery: request.url,
 * 	isServerTemplate: true,
 * } );
 */
export function renderPriceFilterMarkup( options: PriceFilterMarkupOptions = {} ): string {
	const { priceRange, urlQuery = '', isServerTemplate = false, listingQuery = {} } = options;
	const attributes = normalizePriceFilterAttributes(
		( options.attributes ?? {} ) as Record< string, unknown >
	);
	const view =
		priceRange === undefined
			? undefined
			: priceSliderView( priceRange, { urlQuery, step: attributes.step } );
	const { className, ...dataAttributes } = attributes;
	const data = blockDataAttributes( {
		...dataAttributes,
		isServerTemplate,
		...( Object.keys( listingQuery ).length ? { listingQuery } : {} ),
		...( view
			? { minConstraint: view.min, maxConstraint: view.max, currency: view.currency }
			: {} ),
	} );
	const classes = [
		blockWrapperClass( PRICE_FILTER_BLOCK_NAME ),
		view === undefined ? 'is-loading' : '',
		className,
	]
		.filter( Boolean )
		.map( escapeHtml )
		.join( ' ' );
	return `<div data-block-name="${ PRICE_FILTER_BLOCK_NAME }"${ data } class="${ classes }"${
		view === null ? ' hidden' : ''
	}>${ view ? priceFilterContentMarkup( attributes, view ) : '' }</div>`;
}
