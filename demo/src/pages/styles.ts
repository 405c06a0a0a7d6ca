/** The demo shop's stylesheet, inlined in every page's layout. */

/**
 * The demo theme: a plain, readable shop layout. The blocks bring their own
 * stylesheet (`/cesta/style.css`); this only lays out the page around them,
 * with WCAG AA contrast and a visible focus ring.
 *
 * @example
 * `<style>${ DEMO_STYLES }</style>`;
 */
export const DEMO_STYLES = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e1e1e;background:#fff}
a{color:#0b57a4}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:2px solid #0b57a4;outline-offset:2px}
.skip-link{position:absolute;left:-9999px;top:0;z-index:100;padding:.75em 1em;background:#1e1e1e;color:#fff}
.skip-link:focus{left:1em;top:1em}
.cesta-header__nav a[aria-current="page"]{font-weight:700}
.cesta-header__menu{position:relative}
.cesta-header__menu>summary{display:inline-block;list-style:none}
.cesta-header__menu>summary::-webkit-details-marker{display:none}
.cesta-header__menu>nav{position:absolute;z-index:100;top:calc(100% + .25em);left:0;min-width:16em;padding:.5em 1.5em;background:#fff;border:1px solid #ddd;border-radius:4px;box-shadow:0 4px 16px rgba(0,0,0,.15)}
.cesta-header__menu nav ul{list-style:none;margin:0;padding:0}
.cesta-header__menu nav a{display:block;padding:.5em 0}
a.cesta-header__account{text-decoration:none}
.cesta-header__cart{position:relative;display:inline-flex;align-items:center;min-height:44px;padding:.25em .5em;color:#1e1e1e}
.cesta-header__cart-count{position:absolute;top:0;right:0;min-width:1.5em;padding:0 .25em;border-radius:1em;background:#1e1e1e;color:#fff;font-size:.75em;line-height:1.5em;text-align:center}
.site-main{max-width:1100px;margin:0 auto;padding:1em 2em 3em}
.site-footer{padding:1em 2em;border-top:1px solid #ddd;font-size:.875em;color:#50575e}
.site-footer a{color:#50575e}
.site-footer ul{display:flex;flex-wrap:wrap;gap:.5em 1.5em;list-style:none;margin:0;padding:0}
.demo-products{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:1.5em;list-style:none;margin:0;padding:0}
.demo-product{display:flex;flex-direction:column;gap:.5em;padding:1em;border:1px solid #ddd;border-radius:4px}
.demo-product img{width:100%;height:auto;aspect-ratio:1;object-fit:cover;background:#f0f0f0}
.demo-product h2{font-size:1.1em;margin:0}
.demo-product .price del{color:#50575e;margin-right:.5em}
.demo-product .price ins{text-decoration:none;font-weight:700}
.demo-button{display:inline-block;padding:.6em 1em;border:0;border-radius:4px;background:#1e1e1e;color:#fff;text-decoration:none;text-align:center;font:inherit;cursor:pointer}
.demo-button:hover{background:#3c3c3c}
.demo-notice{padding:1em;margin:0 0 1em;border-left:4px solid #0b57a4;background:#f0f6fc}
.demo-faults{display:grid;gap:1em;grid-template-columns:repeat(auto-fill,minmax(280px,1fr));list-style:none;padding:0}
.demo-faults li{padding:1em;border:1px solid #ddd;border-radius:4px}
.demo-faults p{margin:.25em 0 .75em}
.woocommerce-order-overview{display:flex;flex-wrap:wrap;gap:1em 2.5em;margin:1.5em 0;padding:0}
.woocommerce-order-overview dd{margin:0}
.woocommerce-order table{width:100%;border-collapse:collapse;margin:0 0 1em}
.woocommerce-order th,.woocommerce-order td{padding:.5em;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}
.woocommerce-order tfoot th{font-weight:400}
.woocommerce-order .wc-item-meta{margin:.25em 0 0;padding:0;list-style:none;font-size:.875em;font-weight:400}
.woocommerce-columns--addresses{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:2em}
.woocommerce-order address{font-style:normal}
.woocommerce-error{padding:1em;border-left:4px solid #b32d2e;background:#fcf0f1}
.woocommerce-verify-email input[type="email"]{display:block;width:100%;max-width:24em;padding:.5em;border:1px solid #757575;border-radius:4px;font:inherit}
.woocommerce-form-login .form-row label{display:block}
.woocommerce-form-login .input-text{display:block;width:100%;max-width:24em;padding:.5em;border:1px solid #757575;border-radius:4px;font:inherit}
.woocommerce-form-login .form-row label:has(input[type="checkbox"]){display:inline-flex;gap:.5em;align-items:center}
.woocommerce-orders-table{width:100%;border-collapse:collapse;margin:0 0 1.5em}
.woocommerce-orders-table th,.woocommerce-orders-table td{padding:.5em;border-bottom:1px solid #ddd;text-align:left;vertical-align:middle}
.woocommerce-info{padding:1em;border-left:4px solid #0b57a4;background:#f0f6fc}
.screen-reader-text{border:0;clip:rect(1px,1px,1px,1px);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;width:1px;word-wrap:normal!important}
`;
