/**
 * Products of the mock shop's catalogue (`@cesta/mocks` fixtures) that tests
 * put in the cart.
 */

/**
 * Product ids of the sample shop.
 *
 * @example
 * await registry.dispatch( cartStore ).addItemToCart( PRODUCTS.FAN, 2 );
 */
export const PRODUCTS = Object.freeze( {
	/** "Ventilador de pie": 49.99 €, on sale at 39.99 €, quantity limits 1–99, in stock. */
	FAN: 17,
	/** "Arrocera": on sale. */
	RICE_COOKER: 21,
	/** "Cafetera espresso", whose cross-sells are the kettle (44) and the water filters (76). */
	COFFEE_MACHINE: 42,
	/** "Hervidor de agua", a cross-sell of the coffee machine. */
	KETTLE: 44,
} );
