/** Public surface of @cesta/classic-cart. */
export {};
