/** The payment-plugin kit's constants: where plugin scripts are served, its environment variables, cookie and report endpoint. */

/**
 * URL path under which the demo serves the plugin scripts given with
 * `--plugin`, where WordPress serves a plugin's files.
 *
 * @example
 * `${ PLUGINS_PATH }1-integration.js`; // '/wp-content/plugins/cesta-kit/1-integration.js'
 */
export const PLUGINS_PATH = '/wp-content/plugins/cesta-kit/';

/**
 * Environment variable listing plugin scripts (comma-separated) when the
 * command line gives no `--plugin`.
 *
 * @example
 * process.env[ PLUGINS_ENV ] = 'a.js,b.js';
 */
export const PLUGINS_ENV = 'CESTA_PLUGINS';

/**
 * URL of the kit's inspector script, printed after the page's entry and
 * before the plugins: it records the observers payment methods register.
 *
 * @example
 * `<script src="${ INSPECTOR_SCRIPT_URL }" defer></script>`;
 */
export const INSPECTOR_SCRIPT_URL = `${ PLUGINS_PATH }__inspector.js`;

/**
 * URL of the kit's script that registers a plain payment method for each
 * declared gateway no plugin script registered, printed after the plugins.
 *
 * @example
 * `<script src="${ DECLARED_METHODS_SCRIPT_URL }" defer></script>`;
 */
export const DECLARED_METHODS_SCRIPT_URL = `${ PLUGINS_PATH }__declared-gateways.js`;

/**
 * Where the inspector script posts the observers of the shopper's last
 * order attempt (demo-only, read by the debug panel).
 *
 * @example
 * fetch( OBSERVER_REPORT_PATH, { method: 'POST', body } );
 */
export const OBSERVER_REPORT_PATH = '/__debug/observers';

/**
 * The cookie that tells the debug panel whose order attempts to show.
 *
 * @example
 * `${ INSPECTOR_VISITOR_COOKIE }=${ id }`;
 */
export const INSPECTOR_VISITOR_COOKIE = 'cesta_demo_inspector';

/**
 * Largest observer report the demo accepts, in bytes.
 *
 * @example
 * if ( size > MAX_OBSERVER_REPORT_BYTES ) reject();
 */
export const MAX_OBSERVER_REPORT_BYTES = 64 * 1024;

/**
 * How many visitors' last order attempts the demo keeps (the oldest go first).
 *
 * @example
 * if ( attempts.size > MAX_INSPECTED_VISITORS ) forgetOldest();
 */
export const MAX_INSPECTED_VISITORS = 200;
