import type { CartResponse } from '@cesta/types';

import { PREVIEW_QUANTITY_MAXIMUM } from './engine/constants';
import { createEngine } from './engine/engine';
import type { EngineOptions } from './engine/context';
import { sampleShop } from './fixtures';

/** The payment methods the editor shows: the offline ones of the sample shop. */
const PREVIEW_GATEWAYS = [ 'cod', 'bacs', 'cheque' ];

/**
 * The sample cart the site and post editors show instead of a real cart: the
 * fan, a red Camiseta and the rice cooker, priced and taxed by the engine from
 * the same fixtures, with the editor's per-item maximum of 99.
 *
 * @example
 * createPreviewCart().items.length; // 3
 */
export function createPreviewCart( options: EngineOptions = {} ): CartResponse {
	const engine = createEngine( options );
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

/**
 * The editor's sample payment methods (cash on delivery, bank transfer,
 * cheque) with their titles and descriptions.
 *
 * @example
 * previewPaymentMethods().map( ( method ) => method.id ); // [ 'cod', 'bacs', 'cheque' ]
 */
export function previewPaymentMethods() {
	return PREVIEW_GATEWAYS.map( ( id ) =>
		sampleShop.paymentGateways.find( ( gateway ) => gateway.id === id )!
	).map( ( { id, title, description } ) => ( { id, title, description } ) );
}
