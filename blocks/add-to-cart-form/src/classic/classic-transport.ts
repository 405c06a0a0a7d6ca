/**
 * The small transport of the classic storefront calls (spec 1 §7): form-encoded
 * POSTs to the shop ajax endpoint (`?wc-ajax=…`) and the site ajax URL, with
 * `fetch` and the shopper's cookies. Not the Store API: these endpoints take
 * PHP-style form fields and answer plain JSON without nonce headers.
 */
import { DEFAULT_WC_AJAX_URL } from '../constants';
import { errors } from '../messages';
import type { AvailableVariation } from '../types';

/**
 * A form field value: text, or a map PHP reads as an array (`variation[attribute_pa_color]`).
 *
 * @example
 * const value: ClassicFieldValue = { attribute_pa_color: 'negro' };
 */
export type ClassicFieldValue = string | number | Record< string, string | number >;

/**
 * The URL of a shop ajax endpoint from WooCommerce's `wc_ajax_url` template.
 *
 * @example
 * wcAjaxEndpointUrl( '/?wc-ajax=%%endpoint%%', 'get_variation' ); // '/?wc-ajax=get_variation'
 */
export function wcAjaxEndpointUrl( template: string, endpoint: string ): string {
	return template.replace( '%%endpoint%%', encodeURIComponent( endpoint ) );
}

/**
 * Form fields encoded as PHP reads them: maps become `name[key]=value`.
 *
 * @example
 * encodeClassicForm( { product_id: 80, variation: { attribute_pa_color: 'negro' } } ).toString();
 * // 'product_id=80&variation%5Battribute_pa_color%5D=negro'
 */
export function encodeClassicForm( fields: Record< string, ClassicFieldValue > ): URLSearchParams {
	const form = new URLSearchParams();
	for ( const [ name, value ] of Object.entries( fields ) ) {
		if ( typeof value === 'object' ) {
			for ( const [ key, item ] of Object.entries( value ) ) {
				form.append( `${ name }[${ key }]`, String( item ) );
			}
		} else {
			form.append( name, String( value ) );
		}
	}
	return form;
}

/**
 * POSTs form fields to a classic endpoint and returns the decoded JSON
 * answer (`null` for an empty body). A relative URL is resolved against the
 * page. An HTTP error status or a body that is not JSON rejects.
 *
 * @example
 * const answer = await postClassicForm( '/?wc-ajax=get_variation', { product_id: 80, attribute_pa_color: 'gris' } );
 */
export async function postClassicForm(
	url: string,
	fields: Record< string, ClassicFieldValue >
): Promise< unknown > {
	const target = new URL( url, globalThis.location?.href ).toString();
	const response = await fetch( target, {
		method: 'POST',
		credentials: 'same-origin',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
		body: encodeClassicForm( fields ).toString(),
	} );
	if ( ! response.ok ) {
		throw new Error( errors.classicRequestFailed( target, response.status ) );
	}
	const text = await response.text();
	return text.trim() === '' ? null : ( JSON.parse( text ) as unknown );
}

/**
 * What {@link getVariation} sends.
 *
 * @example
 * const request: GetVariationRequest = { productId: 80, attributes: { attribute_pa_color: 'gris', attribute_pa_talla: 's' } };
 */
export interface GetVariationRequest {
	productId: number;
	/** The chosen attributes by field name (`attribute_pa_color`). */
	attributes: Record< string, string >;
	/** Extra data a theme or extension adds (WooCommerce's `custom_data`), sent as `custom_data[key]`. @default {} */
	customData?: Record< string, string >;
	/** The shop ajax endpoint template. @default DEFAULT_WC_AJAX_URL */
	wcAjaxUrl?: string;
}

const isVariation = ( value: unknown ): value is AvailableVariation =>
	typeof value === 'object' &&
	value !== null &&
	typeof ( value as { variation_id?: unknown } ).variation_id === 'number';

/**
 * Spec 1 §7: `POST {shop ajax endpoint}/get_variation` with the chosen
 * attributes, `product_id` and `custom_data`. Resolves to the matching
 * variation, or `null` when the answer is empty (`false`, `''`, nothing):
 * no matching variation.
 *
 * @example
 * const variation = await getVariation( { productId: 80, attributes: { attribute_pa_color: 'gris', attribute_pa_talla: 'xl' } } ); // null
 */
export async function getVariation( {
	productId,
	attributes,
	customData = {},
	wcAjaxUrl = DEFAULT_WC_AJAX_URL,
}: GetVariationRequest ): Promise< AvailableVariation | null > {
	const answer = await postClassicForm( wcAjaxEndpointUrl( wcAjaxUrl, 'get_variation' ), {
		...attributes,
		product_id: productId,
		// jQuery sent the form's custom_data as a map: custom_data[key]=value.
		...( Object.keys( customData ).length ? { custom_data: customData } : {} ),
	} );
	return isVariation( answer ) ? answer : null;
}
