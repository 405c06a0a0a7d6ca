/**
 * The constants of the Add to Cart form block, each with the spec's name for
 * it (or, for our own choices, a name that says what it is) and its unit.
 * Attribute defaults are read from the block.json.
 */
import { attributes } from '../block-json/add-to-cart-form/block.json';

/** The block's name, as in `data-block-name` (WooCommerce's Add to Cart form block). */
export const ADD_TO_CART_FORM_BLOCK_NAME = 'woocommerce/add-to-cart-form';

/** Spec 1 §9: the variation form init delay, before the first check of the chosen attributes. */
export const VARIATION_FORM_INIT_DELAY_MS = 100;

/** Spec 1 §9: the variation detail display delay, between a match and showing its details. */
export const VARIATION_DETAIL_DISPLAY_DELAY_MS = 300;

/** Spec 1 §7: the admin-ajax `action` of the swatch quick add. */
export const SWATCH_ADD_TO_CART_ACTION = 'cesta_swatches_add_to_cart';

/** WooCommerce's `wc_ajax_url`: the shop ajax endpoint, `%%endpoint%%` replaced by the action (the block.json's default of `wcAjaxUrl`, `/?wc-ajax=%%endpoint%%`). */
export const DEFAULT_WC_AJAX_URL: string = attributes.wcAjaxUrl.default;

/** WordPress's site ajax URL (`admin_url( 'admin-ajax.php' )`). */
export const DEFAULT_ADMIN_AJAX_URL = '/wp-admin/admin-ajax.php';

/** The prefix of a variation attribute's form field (`attribute_pa_color`). */
export const VARIATION_ATTRIBUTE_PREFIX = 'attribute_';

/** The class a swatch card's button carries while its quick add runs (WooCommerce's `loading`). */
export const QUICK_ADD_LOADING_CLASS = 'loading';

/** The class a swatch card's button gets once its quick add succeeded (WooCommerce's `added`). */
export const QUICK_ADD_ADDED_CLASS = 'added';

/** Spec 1 §5: the quantity of a sold-individually product. */
export const SOLD_INDIVIDUALLY_QUANTITY = 1;

/** WooCommerce's default smallest quantity of a product. */
export const QUANTITY_MINIMUM_DEFAULT = 1;

/** Spec 1 §5: the catalogue's largest quantity per product when none is given. */
export const QUANTITY_MAXIMUM_DEFAULT = 9999;
