/**
 * Side-effect entry (`@cesta/blocks-checkout/sample-methods`): registers the
 * built-in offline payment methods (bank transfer, cheque, cash on delivery)
 * the way a payment plugin's script does. It imports no code: load it after
 * the vendor bundle and `@cesta/blocks-checkout/globals`, like any plugin.
 */
import { registerSampleMethods } from './offline-methods';

registerSampleMethods( window as unknown as Parameters< typeof registerSampleMethods >[ 0 ] );
