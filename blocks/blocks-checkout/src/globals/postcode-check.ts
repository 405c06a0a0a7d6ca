/** The postcode check of `wc.blocksCheckout.isPostcode`, in a module of its own so pages load its pattern table on demand. */

export { isPostcode } from '@cesta/validation';
