/**
 * The sample variable product of the editor preview: plain data in the Store
 * API and `available_variations` shapes, so the preview needs no request.
 */
import { PLACEHOLDER_IMG_SRC } from '@cesta/settings';
import type { ProductResponse } from '@cesta/types';

import type { AvailableVariation, SwatchSettings } from '../types';

const CURRENCY = {
	currency_code: 'EUR',
	currency_symbol: '€',
	currency_minor_unit: 2,
	currency_decimal_separator: '.',
	currency_thousand_separator: ',',
	currency_prefix: '€',
	currency_suffix: '',
};

// The shop's placeholder image: the preview loads nothing from the catalogue.
const image = ( id: number, slug: string, name: string ) => ( {
	id,
	src: PLACEHOLDER_IMG_SRC,
	thumbnail: PLACEHOLDER_IMG_SRC,
	srcset: '',
	sizes: '',
	name: slug,
	alt: name,
} );

/**
 * A hoodie in two colours and two sizes, as the Store API sends it.
 *
 * @example
 * SAMPLE_VARIABLE_PRODUCT.attributes.map( ( attribute ) => attribute.name ); // [ 'Color', 'Talla' ]
 */
export const SAMPLE_VARIABLE_PRODUCT: ProductResponse = Object.freeze( {
	id: 1,
	name: 'Sudadera con capucha',
	slug: 'sudadera-con-capucha',
	parent: 0,
	type: 'variable',
	variation: '',
	permalink: '#',
	sku: 'SUD-001',
	short_description: '<p>Sudadera de felpa con capucha.</p>',
	description: '<p>Sudadera unisex de felpa perchada.</p>',
	on_sale: false,
	prices: {
		...CURRENCY,
		price: '3295',
		regular_price: '3295',
		sale_price: '3295',
		price_range: { min_amount: '3295', max_amount: '3495' },
	},
	price_html: '€32.95 – €34.95',
	average_rating: '0',
	review_count: 0,
	images: [ image( 2, 'sudadera', 'Sudadera con capucha' ) ],
	categories: [],
	tags: [],
	brands: [],
	attributes: [
		{
			id: 1,
			name: 'Color',
			taxonomy: 'pa_color',
			has_variations: true,
			terms: [
				{ id: 11, name: 'Negro', slug: 'negro', default: true },
				{ id: 12, name: 'Gris', slug: 'gris' },
			],
		},
		{
			id: 2,
			name: 'Talla',
			taxonomy: 'pa_talla',
			has_variations: true,
			terms: [
				{ id: 21, name: 'S', slug: 's' },
				{ id: 22, name: 'M', slug: 'm' },
			],
		},
	],
	variations: [
		{
			id: 3,
			attributes: [
				{ name: 'Color', value: 'negro' },
				{ name: 'Talla', value: 's' },
			],
		},
		{
			id: 4,
			attributes: [
				{ name: 'Color', value: 'negro' },
				{ name: 'Talla', value: 'm' },
			],
		},
		{
			id: 5,
			attributes: [
				{ name: 'Color', value: 'gris' },
				{ name: 'Talla', value: 's' },
			],
		},
	],
	grouped_products: [],
	has_options: true,
	is_purchasable: true,
	is_in_stock: true,
	is_on_backorder: false,
	low_stock_remaining: null,
	stock_availability: { text: '', class: '' },
	sold_individually: false,
	add_to_cart: {
		text: 'Select options',
		description: 'Select options for “Sudadera con capucha”',
		url: '#',
		minimum: 1,
		maximum: 9999,
		multiple_of: 1,
	},
	extensions: {},
} as ProductResponse );

const variation = (
	id: number,
	colour: string,
	size: string,
	price: string,
	inStock: boolean
): AvailableVariation => ( {
	variation_id: id,
	attributes: { attribute_pa_color: colour, attribute_pa_talla: size },
	sku: `SUD-001-${ colour.toUpperCase() }-${ size.toUpperCase() }`,
	price_html: `<span class="price"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">€</span>${ price }</bdi></span></span>`,
	availability_html: inStock
		? '<p class="stock in-stock">10 disponibles</p>'
		: '<p class="stock out-of-stock">Sin existencias</p>',
	weight_html: '0.6 kg',
	dimensions_html: 'N/D',
	image: {
		...image( id + 10, `sudadera-${ colour }-${ size }`, `Sudadera ${ colour }` ),
		title: '',
		caption: '',
	},
	variation_description: '',
	variation_is_visible: true,
	variation_is_active: true,
	is_purchasable: true,
	is_in_stock: inStock,
	is_sold_individually: 'no',
	min_qty: 1,
	max_qty: inStock ? 10 : '',
} );

/**
 * The sample product's variations: black S and M (M out of stock), grey S.
 *
 * @example
 * SAMPLE_VARIATIONS.length; // 3
 */
export const SAMPLE_VARIATIONS: readonly AvailableVariation[] = Object.freeze( [
	variation( 3, 'negro', 's', '34.95', true ),
	variation( 4, 'negro', 'm', '34.95', false ),
	variation( 5, 'gris', 's', '32.95', true ),
] );

/**
 * The sample product's swatches: colours as colour swatches, sizes as labels.
 *
 * @example
 * SAMPLE_SWATCHES.pa_color?.type; // 'color'
 */
export const SAMPLE_SWATCHES: SwatchSettings = Object.freeze( {
	pa_color: {
		type: 'color',
		options: { negro: { color: '#2d3436' }, gris: { color: '#b2bec3' } },
	},
	pa_talla: { type: 'label' },
} );
