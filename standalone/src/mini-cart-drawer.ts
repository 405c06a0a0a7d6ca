/**
 * What a storefront page loads when the shopper first points at, focuses or
 * clicks the Mini-Cart (after `vendor-react.js`): `core/notices` where the
 * host has none, then the drawer with its stores and the cart's components.
 */
import './page-setup';

export * from '@cesta/block-mini-cart/drawer';
