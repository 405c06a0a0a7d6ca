/**
 * Every number the simulated server works with, named after the setting or
 * rule it comes from (store-api.md, the specs or WordPress/WooCommerce
 * defaults), with its unit in the name.
 */

/** WordPress nonces live for two "ticks" of 12 h (`wp_nonce_tick`), so 12–24 h. */
export const NONCE_LIFETIME_S = 86_400;
/** Length of a WordPress nonce string (`substr( wp_hash( … ), -12, 10 )`). */
export const NONCE_LENGTH_CHARS = 10;
/** The nonce action the Store API uses (`wp_create_nonce( 'wc_store_api' )`). */
export const STORE_API_NONCE_ACTION = 'wc_store_api';
/** The nonce action of the WordPress REST API (`X-WP-Nonce`). */
export const WP_REST_NONCE_ACTION = 'wp_rest';
/** Cart-Token lifetime: `wc_session_expiration`, 2 days by default. */
export const CART_TOKEN_LIFETIME_S = 172_800;
/** The `iss` claim `CartTokenUtils` writes into every Cart-Token. */
export const CART_TOKEN_ISSUER = 'store-api';
/**
 * Session cookie lifetime, the same 48 h as the token. A stored session
 * lives this long after its last write (an idle lifetime, as WooCommerce
 * pushes a used session's expiry forward), then is gone.
 */
export const SESSION_COOKIE_LIFETIME_S = 172_800;
/**
 * How often expired sessions are swept from the store: WooCommerce's
 * `woocommerce_cleanup_sessions` cron runs twice daily.
 */
export const SESSION_CLEANUP_INTERVAL_S = 43_200;

/** WP core's `rest_get_max_batch_size()` and the batch schema's `maxItems`. */
export const MAX_BATCH_REQUESTS = 25;
/** Default `per_page` of `/products` and `/products/reviews`. */
export const PRODUCTS_PER_PAGE_DEFAULT = 10;
/** Highest `per_page` any collection accepts. */
export const PER_PAGE_MAX = 100;

/** `QuantityLimits` default minimum of a cart line. */
export const QUANTITY_MINIMUM_DEFAULT = 1;
/**
 * `QuantityLimits` default maximum of a cart line: 9999, as the captured
 * WooCommerce 9.9.5 cart answers (the 99 of the spec's sample data is the
 * editor preview cart's, `PREVIEW_QUANTITY_MAXIMUM`).
 */
export const QUANTITY_MAXIMUM_DEFAULT = 9999;
export const QUANTITY_MULTIPLE_OF_DEFAULT = 1;
/** The editor preview cart's per-item maximum (cart-checkout spec §9, sample data). */
export const PREVIEW_QUANTITY_MAXIMUM = 99;
/** `woocommerce_notify_low_stock_amount`: stock at or below this shows `low_stock_remaining`. */
export const LOW_STOCK_AMOUNT_DEFAULT = 2;
/** `woocommerce_hold_stock_minutes`: stock held for an order being paid. */
export const HOLD_STOCK_MINUTES = 60;

/** Precision of `raw_prices` (`wc_get_rounding_precision()`). */
export const RAW_PRICE_PRECISION_DIGITS = 6;
/** Tax arithmetic is exact in millionths of a minor unit. */
export const TAX_MICROS_PER_MINOR_UNIT = 1_000_000;
/** A percent rate is kept as an integer number of ten-thousandths of a percent. */
export const RATE_SCALE_PER_PERCENT = 10_000;

/**
 * Largest request body the mock accepts. nginx's default `client_max_body_size`
 * is 1 MiB; past it a real shop answers 413 before PHP runs.
 */
export const MAX_REQUEST_BODY_BYTES = 1_048_576;

/** First id given to orders placed against a fresh engine. */
export const FIRST_ORDER_ID = 100;
/**
 * Orders the simulation remembers: past this the oldest is forgotten, so a
 * long-running demo or a load run does not grow without bound (a shop's
 * database would keep them; the mock keeps them in memory).
 */
export const MAX_KEPT_ORDERS = 1_000;
/** Length of the random part of an order key (`wc_order_` + 13 characters). */
export const ORDER_KEY_RANDOM_CHARS = 13;
/** Guest session ids are `t_` plus 30 characters (`wc_rand_hash( 't_', 30 )`). */
export const GUEST_SESSION_ID_CHARS = 30;

/**
 * The header a client sends with `POST /checkout` to name one attempt at
 * placing an order: the same key again (a retry after a lost answer, a
 * second click) gets the first answer again instead of a second order.
 * WooCommerce has no such header; the simulation honours it so the blocks'
 * idempotent place-order path can be proven (issue 15).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** How many order attempts' answers are kept for replay (the oldest are forgotten), as orders are. */
export const MAX_KEPT_ORDER_ATTEMPTS = 1_000;
