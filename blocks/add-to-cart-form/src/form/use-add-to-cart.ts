/**
 * Adding from the form through the Store API (`POST /cart/add-item`), then
 * telling the page (`publishCart( cart, 'added' )`) so the mini-cart badge
 * follows; the success and error notices; the alerts of spec 1 §5 when the
 * selection is incomplete or unavailable.
 */
import { useCallback, useRef, useState } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';

import { addCartItem, getErrorMessageForDisplay } from '@cesta/api';
import { publishCart } from '@cesta/cart-events';
import { getSetting, getStorePageUrl } from '@cesta/settings';
import type { CartItemVariation, ProductResponse } from '@cesta/types';

import { labels } from '../messages';
import type { AvailableVariation, FormAttribute, VariationFormState } from '../types';

/**
 * The notice under the form: the success of an add (with the View cart
 * link), an error, or one of the spec's alerts.
 *
 * @example
 * const notice: FormNotice = { status: 'error', message: 'Sorry, this product is unavailable. Please choose a different combination.' };
 */
export interface FormNotice {
	status: 'success' | 'error';
	message: string;
	/** The View cart link of a success. */
	cartUrl?: string;
}

/**
 * What {@link useAddToCart} needs to know at the time of adding.
 *
 * @example
 * submit( { quantity: 2, variation: null, state: 'available', chosen: {} } );
 */
export interface AddToCartInput {
	quantity: number;
	variation: AvailableVariation | null;
	/** The variation form's state; `null` for a simple product. */
	state: VariationFormState | null;
	chosen: Record< string, string >;
}

/**
 * Options of {@link useAddToCart}.
 *
 * @example
 * useAddToCart( { product, attributes, isPreview: false } );
 */
export interface AddToCartOptions {
	product: ProductResponse;
	attributes: FormAttribute[];
	isPreview: boolean;
}

/**
 * The chosen attributes as the Store API's `variation` list: each by its
 * label, with the chosen value (an "any" attribute included).
 *
 * @example
 * variationRequest( attributes, { attribute_pa_color: 'gris' } ); // [ { attribute: 'Color', value: 'gris' } ]
 */
export function variationRequest(
	attributes: FormAttribute[],
	chosen: Record< string, string >
): CartItemVariation[] {
	return attributes
		.filter( ( attribute ) => chosen[ attribute.key ] )
		.map( ( attribute ) => ( {
			attribute: attribute.taxonomy ?? attribute.name,
			value: chosen[ attribute.key ]!,
		} ) );
}

/**
 * The add of the form. `submit` first applies the spec's alerts (an
 * incomplete selection → the make-a-selection text; an unavailable variation
 * or product → the unavailable text) and sends nothing then; else it adds
 * the product or variation with the quantity and the chosen attributes,
 * publishes the cart as `added`, and either goes to the cart (redirect after
 * add) or shows the success notice with a View cart link. Failures show the
 * Store API's message. One add at a time.
 *
 * @example
 * const { submit, isAdding, notice } = useAddToCart( { product, attributes, isPreview: false } );
 */
export function useAddToCart( { product, attributes, isPreview }: AddToCartOptions ) {
	const [ isAdding, setIsAdding ] = useState( false );
	const [ notice, setNotice ] = useState< FormNotice | null >( null );
	const runningRef = useRef( false );

	const submit = useCallback(
		async ( { quantity, variation, state, chosen }: AddToCartInput ) => {
			if ( state !== null && state !== 'available' ) {
				setNotice( {
					status: 'error',
					message:
						state === 'unavailable' ? labels.unavailable() : labels.makeASelection(),
				} );
				return;
			}
			if ( state === null && ( ! product.is_purchasable || ! product.is_in_stock ) ) {
				setNotice( { status: 'error', message: labels.productUnavailable() } );
				return;
			}
			if ( isPreview || runningRef.current ) {
				return;
			}
			runningRef.current = true;
			setIsAdding( true );
			setNotice( null );
			try {
				const { response } = await addCartItem( {
					id: variation?.variation_id ?? product.id,
					quantity,
					...( variation ? { variation: variationRequest( attributes, chosen ) } : {} ),
				} );
				publishCart( response, 'added' );
				const cartUrl = getStorePageUrl( 'cart', '' );
				if ( getSetting( 'productsSettings' )?.cartRedirectAfterAdd && cartUrl ) {
					window.location.assign( cartUrl );
					return;
				}
				setNotice( {
					status: 'success',
					message: labels.addedToCart( decodeEntities( product.name ) ),
					cartUrl,
				} );
			} catch ( error ) {
				setNotice( { status: 'error', message: getErrorMessageForDisplay( error ) } );
			} finally {
				runningRef.current = false;
				setIsAdding( false );
			}
		},
		[ product, attributes, isPreview ]
	);
	const dismissNotice = useCallback( () => setNotice( null ), [] );

	return { submit, isAdding, notice, dismissNotice, showNotice: setNotice };
}
