/** Types of the editor preview data. */

import type { ProductResponse } from '@cesta/types';

/**
 * A payment method as the editor preview lists it.
 *
 * @example
 * const method: PreviewPaymentMethod = { id: 'cod', title: 'Contra reembolso', description: '…' };
 */
export interface PreviewPaymentMethod {
	id: string;
	title: string;
	description: string;
}

/**
 * A variation as the product page preloads it for the variation form
 * (`WC_Product_Variable::get_available_variations`), the fields the form
 * reads typed.
 *
 * @example
 * const black: Pick< PreviewAvailableVariation, 'variation_id' | 'attributes' > = {
 * 	variation_id: 81, attributes: { attribute_pa_color: 'negro', attribute_pa_talla: 's' },
 * };
 */
export interface PreviewAvailableVariation {
	variation_id: number;
	attributes: Record< string, string >;
	sku: string;
	price_html: string;
	availability_html: string;
	variation_description: string;
	weight: string;
	weight_html: string;
	dimensions: Record< string, string >;
	dimensions_html: string;
	image: { src: string; alt: string; title: string; caption: string; [ size: string ]: unknown };
	image_id: number;
	is_in_stock: boolean;
	is_purchasable: boolean;
	is_sold_individually: 'yes' | 'no';
	variation_is_active: boolean;
	variation_is_visible: boolean;
	min_qty: number;
	max_qty: number | '';
	[ field: string ]: unknown;
}

/**
 * A variable product of the editor preview with the variations its page
 * preloads.
 *
 * @example
 * const { product, variations }: PreviewVariableProduct = createPreviewVariableProduct();
 */
export interface PreviewVariableProduct {
	product: ProductResponse;
	variations: PreviewAvailableVariation[];
}
