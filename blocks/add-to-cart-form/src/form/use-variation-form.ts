/**
 * The variation form's state machine (spec 1 §4): the chosen attributes, the
 * matching variation (from the preloaded list, or `get_variation` when there
 * is none), the form state, the no-match reset, and the variation details
 * shown after the spec's delays (§9).
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

import type { ProductResponse } from '@cesta/types';

import { getVariation } from '../classic/classic-transport';
import { VARIATION_DETAIL_DISPLAY_DELAY_MS, VARIATION_FORM_INIT_DELAY_MS } from '../constants';
import {
	findMatchingVariations,
	isSelectionComplete,
	isVariationAvailable,
} from '../variations/match-variations';
import { defaultChoices } from '../variations/product-attributes';
import type { AvailableVariation, FormAttribute, VariationFormState } from '../types';

/**
 * What {@link useVariationForm} returns.
 *
 * @example
 * const { state, chosen, choose } = useVariationForm( options );
 */
export interface VariationForm {
	state: VariationFormState;
	chosen: Record< string, string >;
	/** The matching variation, as soon as it is known (the button follows it at once). */
	variation: AvailableVariation | null;
	/** The variation whose details show: the match, after the detail display delay. */
	shownVariation: AvailableVariation | null;
	/** Whether the no-matching-variations notice shows. */
	noMatch: boolean;
	/** Chooses `value` (`''` clears) for the attribute with field name `key`. */
	choose: ( key: string, value: string ) => void;
	/** Clears every choice. */
	reset: () => void;
	dismissNoMatch: () => void;
}

/**
 * Options of {@link useVariationForm}.
 *
 * @example
 * useVariationForm( { product, attributes, variations: false, wcAjaxUrl: '/?wc-ajax=%%endpoint%%' } );
 */
export interface VariationFormOptions {
	product: ProductResponse;
	attributes: FormAttribute[];
	variations: AvailableVariation[] | false;
	wcAjaxUrl: string;
	/** Never asks the server (editor preview). */
	isPreview: boolean;
}

const emptyChoices = ( attributes: FormAttribute[] ) =>
	Object.fromEntries( attributes.map( ( attribute ) => [ attribute.key, '' ] ) );

/**
 * The variation form of a variable product. The choices start at each
 * attribute's default; the first check runs after the form init delay
 * (100 ms). A complete choice is matched against the preloaded variations,
 * or with `get_variation` when none were preloaded; no match (an empty
 * answer) shows the notice and resets the choices. The details of a match
 * show after the detail display delay (300 ms); they go at once when the
 * match goes or changes.
 *
 * @example
 * const form = useVariationForm( { product, attributes, variations, wcAjaxUrl, isPreview: false } );
 * form.choose( 'attribute_pa_talla', 's' );
 */
export function useVariationForm( {
	product,
	attributes,
	variations,
	wcAjaxUrl,
	isPreview,
}: VariationFormOptions ): VariationForm {
	const [ chosen, setChosen ] = useState< Record< string, string > >( () =>
		defaultChoices( attributes )
	);
	const [ initialised, setInitialised ] = useState( false );
	const [ state, setState ] = useState< VariationFormState >( 'initialising' );
	const [ variation, setVariation ] = useState< AvailableVariation | null >( null );
	const [ shownVariation, setShownVariation ] = useState< AvailableVariation | null >( null );
	const [ noMatch, setNoMatch ] = useState( false );
	const lookupRef = useRef( 0 );

	useEffect( () => {
		const timer = setTimeout( () => setInitialised( true ), VARIATION_FORM_INIT_DELAY_MS );
		return () => clearTimeout( timer );
	}, [] );

	useEffect( () => {
		if ( ! initialised ) {
			return undefined;
		}
		const current = ++lookupRef.current;
		const found = ( match: AvailableVariation | null ) => {
			if ( current !== lookupRef.current ) {
				return;
			}
			if ( ! match ) {
				setVariation( null );
				setNoMatch( true );
				setState( 'selection-needed' );
				setChosen( emptyChoices( attributes ) );
				return;
			}
			setVariation( match );
			setState( isVariationAvailable( match ) ? 'available' : 'unavailable' );
		};
		setVariation( null );
		if ( ! isSelectionComplete( attributes, chosen ) ) {
			setState( 'selection-needed' );
			return undefined;
		}
		if ( variations ) {
			found( findMatchingVariations( variations, chosen )[ 0 ] ?? null );
			return undefined;
		}
		if ( isPreview ) {
			setState( 'selection-needed' );
			return undefined;
		}
		setState( 'loading' );
		getVariation( { productId: product.id, attributes: chosen, wcAjaxUrl } ).then( found, () =>
			found( null )
		);
		return undefined;
	}, [ initialised, chosen, attributes, variations, product.id, wcAjaxUrl, isPreview ] );

	useEffect( () => {
		// The details of the previous choice never stand beside a new one.
		setShownVariation( null );
		if ( ! variation ) {
			return undefined;
		}
		const timer = setTimeout(
			() => setShownVariation( variation ),
			VARIATION_DETAIL_DISPLAY_DELAY_MS
		);
		return () => clearTimeout( timer );
	}, [ variation ] );

	const choose = useCallback( ( key: string, value: string ) => {
		setNoMatch( false );
		setChosen( ( previous ) => ( { ...previous, [ key ]: value } ) );
	}, [] );
	const reset = useCallback( () => {
		setNoMatch( false );
		setChosen( emptyChoices( attributes ) );
	}, [ attributes ] );
	const dismissNoMatch = useCallback( () => setNoMatch( false ), [] );

	return { state, chosen, variation, shownVariation, noMatch, choose, reset, dismissNoMatch };
}
