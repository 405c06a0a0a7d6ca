/**
 * Side-effect entry (`@cesta/blocks-checkout/address-autocomplete`): exposes
 * `window.wc.addressAutocomplete`, where address autocomplete providers built
 * for WooCommerce register, and connects it to the page's checkout store.
 * The checkout page loads it before providers' scripts; other pages do not
 * need it.
 */
import { installAddressAutocompleteGlobal } from './globals/address-autocomplete-global';

export { installAddressAutocompleteGlobal } from './globals/address-autocomplete-global';

installAddressAutocompleteGlobal();
