/** Computes the editor preview's sample cart, products and payment methods with the engine. */

import type { CartResponse, ProductResponse } from '@cesta/types';

import { availableVariations } from '../engine/cart/classic';
import { PREVIEW_QUANTITY_MAXIMUM } from '../engine/core/constants';
import { createEngine } from '../engine/engine';
import { sampleShop } from '../fixtures';
import type { PreviewPaymentMethod, PreviewVariableProduct } from './types';

/** The payment methods the editor shows: the offline ones of the sample shop. */
const PREVIEW_GATEWAYS = [ 'cod', 'bacs', 'cheque' ];

/**
 * Computes the editor's sample cart with the engine from the sample shop: the
 * fan, a red Camiseta and the rice cooker, priced and taxed as the server
 * would, with the editor's per-item maximum of 99. `@cesta/mocks/preview`
 * ships its result as data (`preview-data.ts`, written by
 * `npm run preview-data -w mocks`), so editors never load the engine.
 *
 * @example
 * computePreviewCart().items.length; // 3
 */
export function computePreviewCart(): CartResponse {
	const engine = createEngine();
	const session = engine.newGuestId();
	engine.addItem( session, { id: 17, quantity: 1, variation: [] } );
	engine.addItem( session, {
		id: 29,
		quantity: 2,
		variation: [ { attribute: 'pa_color', value: 'rojo' } ],
	} );
	const cart = engine.addItem( session, { id: 21, quantity: 1, variation: [] } );
	return {
		...cart,
		items: cart.items.map( ( item ) => ( {
			...item,
			quantity_limits: { ...item.quantity_limits, maximum: PREVIEW_QUANTITY_MAXIMUM },
		} ) ),
		payment_methods: cart.payment_methods.filter( ( id ) => PREVIEW_GATEWAYS.includes( id ) ),
	};
}

/** The products the editor lists: those of the preview cart's lines (the Camiseta, not its red variation). */
const PREVIEW_PRODUCT_IDS = [ 17, 27, 21 ];

/** The variable product the editor's Add to Cart form shows: the hoodie. */
const PREVIEW_VARIABLE_PRODUCT_ID = 80;

/**
 * Reads the editor's sample products from the engine as the Store API sends
 * them: the fan, the Camiseta (variable) and the rice cooker.
 *
 * @example
 * computePreviewProducts().map( ( product ) => product.id ); // [ 17, 27, 21 ]
 */
export function computePreviewProducts(): ProductResponse[] {
	const engine = createEngine();
	return PREVIEW_PRODUCT_IDS.map( ( id ) => engine.getProduct( { id } ) );
}

/**
 * Reads the editor's sample variable product (the hoodie) from the engine,
 * with the variations its product page preloads.
 *
 * @example
 * computePreviewVariableProduct().product.name; // 'Sudadera con capucha'
 */
export function computePreviewVariableProduct(): PreviewVariableProduct {
	const engine = createEngine();
	return {
		product: engine.getProduct( { id: PREVIEW_VARIABLE_PRODUCT_ID } ),
		variations: availableVariations( engine.deps, PREVIEW_VARIABLE_PRODUCT_ID ),
	};
}

/**
 * Reads the editor's sample payment methods (cash on delivery, bank transfer,
 * cheque) with their titles and descriptions from the sample shop.
 *
 * @example
 * computePreviewPaymentMethods().map( ( method ) => method.id ); // [ 'cod', 'bacs', 'cheque' ]
 */
export function computePreviewPaymentMethods(): PreviewPaymentMethod[] {
	return PREVIEW_GATEWAYS.map( ( id ) =>
		sampleShop.paymentGateways.find( ( gateway ) => gateway.id === id )!
	).map( ( { id, title, description } ) => ( { id, title, description } ) );
}
