/** Types of the Add to Cart form: the classic variation data, swatch settings and the block's attributes. */

import type { ProductResponse } from '@cesta/types';

/**
 * A variation's image in the classic `available_variations` shape (spec 1 §3).
 *
 * @example
 * const image: VariationImage = { src: '/sudadera-negro-s.svg', alt: 'Sudadera negro s', title: '', caption: '' };
 */
export interface VariationImage {
	src?: string;
	srcset?: string | false;
	sizes?: string | false;
	title?: string;
	caption?: string;
	alt?: string;
	full_src?: string;
	thumb_src?: string;
	gallery_thumbnail_src?: string;
	[ size: string ]: unknown;
}

/**
 * One variation as WooCommerce prints it in `available_variations` and
 * answers `get_variation` with (spec 1 §3). Attribute values are slugs for
 * taxonomy attributes, `''` meaning "any".
 *
 * @example
 * const variation: AvailableVariation = {
 * 	variation_id: 86, attributes: { attribute_pa_color: 'gris', attribute_pa_talla: 's' },
 * 	is_purchasable: true, is_in_stock: true, variation_is_visible: true, min_qty: 2, max_qty: 4,
 * };
 */
export interface AvailableVariation {
	variation_id: number;
	attributes: Record< string, string >;
	sku?: string;
	weight?: string;
	weight_html?: string;
	dimensions?: Record< string, string >;
	dimensions_html?: string;
	image?: VariationImage;
	image_id?: number;
	price_html?: string;
	availability_html?: string;
	variation_description?: string;
	variation_is_visible?: boolean;
	variation_is_active?: boolean;
	is_purchasable?: boolean;
	is_in_stock?: boolean;
	/** `'yes'`/`'no'` as WooCommerce prints it (anything but `'yes'` is no), or a boolean. */
	is_sold_individually?: string | boolean;
	min_qty?: number | string;
	max_qty?: number | string;
	[ field: string ]: unknown;
}

/**
 * How an attribute's options show: a select (the default) or swatches of
 * colour, image or label.
 *
 * @example
 * const type: SwatchType = 'color';
 */
export type SwatchType = 'select' | 'color' | 'image' | 'label';

/**
 * What a swatch of one option shows: a CSS colour, an image URL or a label
 * (the term's name when absent).
 *
 * @example
 * const black: SwatchOption = { color: '#000000' };
 */
export interface SwatchOption {
	color?: string;
	image?: string;
	label?: string;
}

/**
 * The swatch settings of one attribute, by option value (slug).
 *
 * @example
 * const colours: AttributeSwatches = { type: 'color', options: { negro: { color: '#000' }, gris: { color: '#888' } } };
 */
export interface AttributeSwatches {
	type: SwatchType;
	options?: Record< string, SwatchOption >;
}

/**
 * Swatch settings by attribute field name (`attribute_pa_color`) or taxonomy (`pa_color`).
 *
 * @example
 * const swatches: SwatchSettings = { pa_color: { type: 'color', options: { negro: { color: '#000' } } } };
 */
export type SwatchSettings = Record< string, AttributeSwatches >;

/**
 * The attributes of the Add to Cart form block, read from its server markup.
 *
 * @example
 * const attributes: AddToCartFormAttributes = { product, variations: false, swatches: {}, wcAjaxUrl: '/?wc-ajax=%%endpoint%%', isPreview: false };
 */
export interface AddToCartFormAttributes {
	/** The Store API product. */
	product: ProductResponse | null;
	/** The preloaded `available_variations`, or `false` when the server did not print them (then `get_variation` asks). */
	variations: AvailableVariation[] | false;
	swatches: SwatchSettings;
	/** The shop ajax endpoint with `%%endpoint%%`. */
	wcAjaxUrl: string;
	/** Look-only (editor preview): nothing is requested or added. */
	isPreview: boolean;
}

/**
 * One variation attribute of a product as the form shows it.
 *
 * @example
 * const colour: FormAttribute = { key: 'attribute_pa_color', name: 'Color', taxonomy: 'pa_color', options: [ { value: 'negro', label: 'Negro' } ], defaultValue: 'negro' };
 */
export interface FormAttribute {
	/** The form field name, `attribute_` plus the taxonomy or the sanitised name. */
	key: string;
	/** The label. */
	name: string;
	taxonomy: string | null;
	options: Array< { value: string; label: string } >;
	/** The value chosen when the form opens, `''` for none. */
	defaultValue: string;
}

/**
 * Where the variation form stands (spec 1 §4). No match is not a state of
 * its own: the notice shows and the choices reset, so the form is back to
 * `selection-needed`.
 *
 * @example
 * const state: VariationFormState = 'selection-needed';
 */
export type VariationFormState =
	'initialising' | 'selection-needed' | 'loading' | 'available' | 'unavailable';
