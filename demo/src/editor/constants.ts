/** The editor playground's constants: its paths, the templates it edits, its cookie and its limits. */

/**
 * Where the playground lives: the editor page, its scripts (WordPress's
 * notices store first, then the editor, whose chunks are under
 * `/editor/chunks/`) and stylesheet, and the templates' endpoint (`{templates}{kind}`: GET the saved template,
 * POST to save it, DELETE to go back to the default).
 *
 * @example
 * `${ EDITOR_PATHS.templates }checkout`; // '/editor/plantillas/checkout'
 */
export const EDITOR_PATHS = {
	page: '/editor/',
	noticesScript: '/editor/wordpress-notices.js',
	script: '/editor/editor.js',
	stylesheet: '/editor/editor.css',
	templates: '/editor/plantillas/',
} as const;

/**
 * The templates a visitor can compose, each with its top-level block (the
 * block a saved template must be, with every other block inside it).
 *
 * @example
 * TEMPLATE_ROOT_BLOCKS.checkout; // 'woocommerce/checkout'
 */
export const TEMPLATE_ROOT_BLOCKS = {
	cart: 'woocommerce/cart',
	checkout: 'woocommerce/checkout',
	'mini-cart': 'woocommerce/mini-cart-contents',
} as const;

/**
 * The cookie naming a visitor's saved templates: a random id of its own,
 * so the templates outlive a login, a logout or a new cart session.
 *
 * @example
 * `${ EDITOR_VISITOR_COOKIE }=${ id }; Path=/; HttpOnly; SameSite=Lax`;
 */
export const EDITOR_VISITOR_COOKIE = 'cesta_demo_editor';

/**
 * Largest template body the server reads, in bytes (the default checkout
 * template serialises to about 6 KB).
 *
 * @example
 * if ( size > MAX_TEMPLATE_BODY_BYTES ) answer( 413 );
 */
export const MAX_TEMPLATE_BODY_BYTES = 64 * 1024;

/**
 * Most blocks one template may hold (the default checkout has 27).
 *
 * @example
 * if ( count > MAX_TEMPLATE_BLOCKS ) reject();
 */
export const MAX_TEMPLATE_BLOCKS = 300;

/**
 * Deepest nesting of blocks in a template (the default checkout's is 5).
 *
 * @example
 * if ( depth > MAX_TEMPLATE_DEPTH ) reject();
 */
export const MAX_TEMPLATE_DEPTH = 16;

/**
 * Most visitors whose templates the server keeps at once; past it, the
 * visitor who saved least recently loses theirs (the server holds them in
 * memory).
 *
 * @example
 * if ( visitors.size > MAX_TEMPLATE_VISITORS ) visitors.delete( oldest );
 */
export const MAX_TEMPLATE_VISITORS = 500;
