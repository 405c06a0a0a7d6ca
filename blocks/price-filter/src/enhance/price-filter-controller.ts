/**
 * One Price Filter block made interactive without React: the slider and the
 * fields follow spec 1 §5's rules, and the range is applied after spec 1
 * §9's delays (or with Apply) to the URL and the page's listing.
 */
import { formatPrice, parsePrice } from '@cesta/price-format';

import {
	INLINE_INPUT_MIN_WIDTH_PX,
	SLIDER_SUBMIT_DELAY_MS,
	TYPED_INPUT_DEBOUNCE_MS,
	URL_UPDATE_DELAY_MS,
} from '../constants';
import type { NormalizedPriceFilterAttributes } from '../markup/attributes';
import { fieldValue } from '../markup/render-price-filter-markup';
import type { PriceSliderView } from '../markup/render-price-filter-markup';
import { adjustPriceSelection } from '../price-range/adjust';
import type { PriceBound, PriceQueryState, PriceSelection } from '../price-range/types';
import { priceFilterUrl, priceQueryState } from '../price-range/url';
import { publishPriceQueryState } from './publish-query-state';

/**
 * How the controller reaches the page, replaceable in tests and embeds.
 *
 * @example
 * const page: PriceFilterPage = { serverTemplate: false, href: () => location.href, navigate: ( url ) => location.assign( url ), replaceUrl: ( url ) => history.replaceState( history.state, '', url ) };
 */
export interface PriceFilterPage {
	/** The page is rendered by a server template: a new range reloads it. */
	serverTemplate: boolean;
	href: () => string;
	navigate: ( url: string ) => void;
	replaceUrl: ( url: string ) => void;
	onQueryStateChange?: ( state: PriceQueryState ) => void;
}

const BOUNDS: PriceBound[] = [ 'min', 'max' ];
const same = ( a: PriceQueryState, b: PriceQueryState ) =>
	a.min_price === b.min_price && a.max_price === b.max_price;

/**
 * Wires the slider of `element` (printed by `priceFilterContentMarkup` for
 * `view`). Returns a function that stops its timers, listeners and
 * observer.
 *
 * @example
 * const stop = controlPriceFilter( block, attributes, view, page );
 */
export function controlPriceFilter(
	element: HTMLElement,
	attributes: NormalizedPriceFilterAttributes,
	view: PriceSliderView,
	page: PriceFilterPage
): () => void {
	const limits = { min: view.min, max: view.max, step: view.step };
	const constraints = { min: view.min, max: view.max };
	let selection: PriceSelection = { ...view.selection };
	let applied = priceQueryState( selection, constraints );
	const timers = new Map< string, ReturnType< typeof setTimeout > >();
	const later = ( name: string, ms: number, run: () => void ) => {
		clearTimeout( timers.get( name ) );
		timers.set( name, setTimeout( run, ms ) );
	};
	const cancel = ( name: string ) => {
		clearTimeout( timers.get( name ) );
		timers.delete( name );
	};
	const find = < T extends Element >( selector: string ) =>
		element.querySelector< T >( selector );
	const slider = find< HTMLElement >( '.wc-block-components-price-slider' )!;
	const range = ( bound: PriceBound ) =>
		find< HTMLInputElement >( `.wc-block-components-price-slider__range-input--${ bound }` )!;
	const field = ( bound: PriceBound ) =>
		find< HTMLInputElement >( `.wc-block-components-price-slider__amount--${ bound }` );
	const resetButton = find< HTMLButtonElement >( '.wc-block-components-filter-reset-button' );
	const applyButton = find< HTMLButtonElement >( '.wc-block-components-filter-submit-button' );

	const show = () => {
		const span = view.max - view.min;
		for ( const bound of BOUNDS ) {
			range( bound ).value = String( selection[ bound ] );
			range( bound ).setAttribute(
				'aria-valuetext',
				formatPrice( selection[ bound ], view.currency )
			);
			const input = field( bound );
			if ( input ) {
				input.value = fieldValue( selection[ bound ], view.currency );
			}
			const text = find( `[data-price-text="${ bound }"]` );
			if ( text ) {
				text.textContent = formatPrice( selection[ bound ], view.currency );
			}
		}
		range( 'min' ).parentElement!.setAttribute(
			'style',
			`--low: ${ ( ( selection.min - view.min ) / span ) * 100 }%; --high: ${
				( ( selection.max - view.min ) / span ) * 100
			}%;`
		);
		if ( resetButton ) {
			resetButton.hidden = selection.min <= view.min && selection.max >= view.max;
		}
	};

	const apply = () => {
		cancel( 'url' );
		const state = priceQueryState( selection, constraints );
		if ( same( state, applied ) ) {
			return;
		}
		applied = state;
		const url = priceFilterUrl( page.href(), state, view.currency.minorUnit );
		if ( page.serverTemplate ) {
			page.navigate( url );
			return;
		}
		page.replaceUrl( url );
		publishPriceQueryState( element, state );
		page.onQueryStateChange?.( state );
	};

	const changed = ( next: PriceSelection ) => {
		selection = next;
		show();
		if ( ! attributes.showFilterButton ) {
			later( 'url', URL_UPDATE_DELAY_MS, apply );
		}
	};

	const commitTyped = ( bound: PriceBound ) => {
		cancel( `typed-${ bound }` );
		const text = field( bound )?.value ?? '';
		const parsed = parsePrice( text, view.currency );
		const wanted = { ...selection, [ bound ]: parsed === null ? NaN : Number( parsed ) };
		changed( adjustPriceSelection( wanted, bound, limits, { typed: true } ) );
	};

	const onInput = ( event: Event ) => {
		const target = event.target as HTMLElement;
		const bound = BOUNDS.find( ( b ) => target === range( b ) || target === field( b ) );
		if ( ! bound ) {
			return;
		}
		if ( target === range( bound ) ) {
			const wanted = { ...selection, [ bound ]: Number( range( bound ).value ) };
			selection = adjustPriceSelection( wanted, bound, limits );
			show();
			later( 'slider', SLIDER_SUBMIT_DELAY_MS, () => changed( selection ) );
			return;
		}
		later( `typed-${ bound }`, TYPED_INPUT_DEBOUNCE_MS, () => commitTyped( bound ) );
	};

	const onChange = ( event: Event ) => {
		const bound = BOUNDS.find( ( b ) => event.target === field( b ) );
		if ( bound && timers.has( `typed-${ bound }` ) ) {
			commitTyped( bound );
		}
	};

	const onKeyDown = ( event: KeyboardEvent ) => {
		const bound = BOUNDS.find( ( b ) => event.target === field( b ) );
		if ( bound && event.key === 'Enter' ) {
			commitTyped( bound );
		}
	};

	const onClick = ( event: Event ) => {
		const target = event.target as Element;
		if ( resetButton && resetButton.contains( target ) ) {
			timers.forEach( ( _timer, name ) => cancel( name ) );
			selection = { min: view.min, max: view.max };
			show();
			apply();
			( field( 'min' ) ?? range( 'min' ) ).focus();
		} else if ( applyButton && applyButton.contains( target ) ) {
			BOUNDS.filter( ( bound ) => timers.has( `typed-${ bound }` ) ).forEach( commitTyped );
			if ( timers.has( 'slider' ) ) {
				cancel( 'slider' );
				changed( selection );
			}
			apply();
		}
	};

	const Observer = ( window as { ResizeObserver?: typeof ResizeObserver } ).ResizeObserver;
	const observer = Observer
		? new Observer( ( entries ) => {
				const width = entries[ entries.length - 1 ]?.contentRect.width ?? 0;
				slider.classList.toggle(
					'wc-block-components-price-slider--is-input-inline',
					width > INLINE_INPUT_MIN_WIDTH_PX
				);
				slider.classList.toggle(
					'wc-block-price-filter--is-input-inline',
					width > INLINE_INPUT_MIN_WIDTH_PX
				);
			} )
		: undefined;
	observer?.observe( element );
	element.addEventListener( 'input', onInput );
	element.addEventListener( 'change', onChange );
	element.addEventListener( 'keydown', onKeyDown );
	element.addEventListener( 'click', onClick );
	return () => {
		timers.forEach( ( _timer, name ) => cancel( name ) );
		observer?.disconnect();
		element.removeEventListener( 'input', onInput );
		element.removeEventListener( 'change', onChange );
		element.removeEventListener( 'keydown', onKeyDown );
		element.removeEventListener( 'click', onClick );
	};
}
