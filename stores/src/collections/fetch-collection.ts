/** `@cesta/api`'s collection fetching, downloaded with the first collection a page asks for: the cart and checkout pages show none at first paint. */

export { getCollection, getCollectionLastModified } from '@cesta/api';
