/** Public surface of @cesta/block-add-to-cart-form. */
export {};
