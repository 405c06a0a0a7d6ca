/**
 * `@cesta/mocks/preview`: the editor preview's sample data, and nothing else.
 * Blocks import this entry, never the simulation: it is plain data, with no
 * engine, no fixtures and no MSW in its module graph (`test/module-graph.test.ts`).
 */
import type { CartResponse } from '@cesta/types';

import { PREVIEW_CART, PREVIEW_PAYMENT_METHODS } from './preview-data';
import type { PreviewPaymentMethod } from './types';

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
 * The editor's sample payment methods (cash on delivery, bank transfer,
 * cheque) with their titles and descriptions, as a fresh copy.
 *
 * @example
 * previewPaymentMethods().map( ( method ) => method.id ); // [ 'cod', 'bacs', 'cheque' ]
 */
export function previewPaymentMethods(): PreviewPaymentMethod[] {
	return structuredClone( PREVIEW_PAYMENT_METHODS );
}

export type { PreviewPaymentMethod };
