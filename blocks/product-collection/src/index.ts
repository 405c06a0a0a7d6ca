/** Public surface of @cesta/block-product-collection. */
export {};
