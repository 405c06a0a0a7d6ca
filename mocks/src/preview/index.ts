/**
 * `@cesta/mocks/preview`: the editor preview's sample data, and nothing else.
 * Blocks import this entry, never the simulation: it is plain data, with no
 * engine, no fixtures and no MSW in its module graph (`test/module-graph.test.ts`).
 */
import type { CartResponse, ProductResponse } from '@cesta/types';

import {
	PREVIEW_CART,
	PREVIEW_PAYMENT_METHODS,
	PREVIEW_PRODUCTS,
	PREVIEW_VARIABLE_PRODUCT,
} from './preview-data';
import type {
	PreviewAvailableVariation,
	PreviewPaymentMethod,
	PreviewVariableProduct,
} from './types';

/**
 * The sample cart the site and post editors show instead of a real cart: the
 * fan, a red Camiseta and the rice cooker, priced and taxed by the engine
 * from the sample shop, with the editor's per-item maximum of 99. Each call
 * returns a fresh copy, so a caller may change it freely.
 *
 * @example
 * createPreviewCart().items.length; // 3
 */
export function createPreviewCart(): CartResponse {
	return structuredClone( PREVIEW_CART );
}

/**
 * The sample products the editor lists instead of real ones: the fan, the
 * Camiseta (variable) and the rice cooker, as the engine's Store API sends
 * them from the sample shop. Each call returns a fresh copy.
 *
 * @example
 * createPreviewProducts().map( ( product ) => product.name ); // [ 'Ventilador de pie', 'Camiseta', 'Arrocera' ]
 */
export function createPreviewProducts(): ProductResponse[] {
	return structuredClone( PREVIEW_PRODUCTS );
}

/**
 * The sample variable product the editor's Add to Cart form shows: the
 * hoodie (Color × Talla) as the Store API sends it, with the variations its
 * product page preloads (`available_variations`). Each call returns a fresh
 * copy.
 *
 * @example
 * const { product, variations } = createPreviewVariableProduct();
 */
export function createPreviewVariableProduct(): PreviewVariableProduct {
	return structuredClone( PREVIEW_VARIABLE_PRODUCT );
}

/**
 * The editor's sample payment methods (cash on delivery, bank transfer,
 * cheque) with their titles and descriptions, as a fresh copy.
 *
 * @example
 * previewPaymentMethods().map( ( method ) => method.id ); // [ 'cod', 'bacs', 'cheque' ]
 */
export function previewPaymentMethods(): PreviewPaymentMethod[] {
	return structuredClone( PREVIEW_PAYMENT_METHODS );
}

export type { PreviewAvailableVariation, PreviewPaymentMethod, PreviewVariableProduct };
