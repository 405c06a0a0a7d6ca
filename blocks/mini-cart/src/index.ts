/** Public surface of @cesta/block-mini-cart. */
export {};
