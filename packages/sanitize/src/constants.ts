/**
 * The sanitiser's allow-lists and limits, named after the specification
 * (cart-checkout §5 "Display rules for totals", storefront §5).
 */

/**
 * Tags kept by {@link sanitizeHTML} when no `tags` option is given: the spec's
 * default sanitiser list.
 *
 * @example
 * sanitizeHTML( html, { tags: [ ...DEFAULT_ALLOWED_TAGS, 'span' ] } );
 */
export const DEFAULT_ALLOWED_TAGS: readonly string[] = Object.freeze( [
	'a',
	'b',
	'em',
	'i',
	'strong',
	'p',
	'br',
	'abbr',
] );

/**
 * Attributes kept by {@link sanitizeHTML} when no `attr` option is given: the
 * spec's default sanitiser list.
 *
 * @example
 * sanitizeHTML( html, { attr: [ ...DEFAULT_ALLOWED_ATTR, 'lang' ] } );
 */
export const DEFAULT_ALLOWED_ATTR: readonly string[] = Object.freeze( [
	'target',
	'href',
	'rel',
	'name',
	'download',
	'title',
] );

/**
 * Tags allowed in product descriptions, exactly the spec's list (cart-checkout
 * §5): a, b, em, i, strong, p, br, lists, headings, `pre`, `blockquote` and
 * `img` — not the default list's `abbr`.
 *
 * @example
 * sanitizeHTML( product.description, {
 * 	tags: PRODUCT_DESCRIPTION_ALLOWED_TAGS,
 * 	attr: PRODUCT_DESCRIPTION_ALLOWED_ATTR,
 * } );
 */
export const PRODUCT_DESCRIPTION_ALLOWED_TAGS: readonly string[] = Object.freeze( [
	'a',
	'b',
	'em',
	'i',
	'strong',
	'p',
	'br',
	'ul',
	'ol',
	'li',
	'h1',
	'h2',
	'h3',
	'h4',
	'h5',
	'h6',
	'pre',
	'blockquote',
	'img',
] );

/**
 * Attributes allowed in product descriptions: the default attributes plus what
 * an image needs to render responsively (`src`, `alt`, `width`, `height`,
 * `srcset`, `sizes`, `loading`). No `class` or `style`: a description must not
 * restyle the page around it.
 *
 * @example
 * sanitizeHTML( '<img src="/fan.jpg" alt="Ventilador">', {
 * 	tags: PRODUCT_DESCRIPTION_ALLOWED_TAGS,
 * 	attr: PRODUCT_DESCRIPTION_ALLOWED_ATTR,
 * } ); // keeps both attributes
 */
export const PRODUCT_DESCRIPTION_ALLOWED_ATTR: readonly string[] = Object.freeze( [
	...DEFAULT_ALLOWED_ATTR,
	'src',
	'alt',
	'width',
	'height',
	'srcset',
	'sizes',
	'loading',
] );

/**
 * URL schemes a link or image may use; URLs without a scheme (relative paths,
 * `#anchors`, `?queries`, `//host/path`) are always allowed.
 *
 * @example
 * SAFE_URL_PROTOCOLS.includes( 'mailto' ); // true
 */
export const SAFE_URL_PROTOCOLS: readonly string[] = Object.freeze( [
	'http',
	'https',
	'mailto',
	'tel',
] );

/**
 * Tokens added to the `rel` of every link that opens a new browsing context,
 * so the opened page cannot reach back through `window.opener`.
 *
 * @example
 * NEW_WINDOW_REL_TOKENS; // [ 'noopener', 'noreferrer' ]
 */
export const NEW_WINDOW_REL_TOKENS: readonly string[] = Object.freeze( [
	'noopener',
	'noreferrer',
] );

/**
 * Tags that can never be allowed, whatever the caller asks: they run script,
 * load active content, change how the page resolves URLs, post forms, or switch
 * the parser into a foreign namespace where sanitising rules differ.
 *
 * @example
 * NEVER_ALLOWED_TAGS.includes( 'script' ); // true
 */
export const NEVER_ALLOWED_TAGS: readonly string[] = Object.freeze( [
	'script',
	'style',
	'iframe',
	'frame',
	'frameset',
	'object',
	'embed',
	'applet',
	'base',
	'link',
	'meta',
	'form',
	'input',
	'button',
	'textarea',
	'select',
	'option',
	'svg',
	'math',
	'template',
	'noscript',
	'noembed',
	'noframes',
	'xmp',
	'plaintext',
	'title',
] );

/**
 * Attributes that can never be allowed: they run script, post data or restyle
 * the page. Every `on…` event-handler attribute is refused as well.
 *
 * @example
 * NEVER_ALLOWED_ATTR.includes( 'srcdoc' ); // true
 */
export const NEVER_ALLOWED_ATTR: readonly string[] = Object.freeze( [
	'style',
	'srcdoc',
	'action',
	'formaction',
	'xlink:href',
	'xmlns',
	'is',
] );

/**
 * How many words a product description is clamped to by default.
 *
 * @example
 * trimHtmlToWords( description ); // at most PRODUCT_DESCRIPTION_CLAMP_WORDS words
 */
export const PRODUCT_DESCRIPTION_CLAMP_WORDS = 15;

/**
 * What is appended where clamped text was cut (a horizontal ellipsis).
 *
 * @example
 * trimHtmlToWords( 'uno dos tres', 2 ); // 'uno dos…'
 */
export const CLAMP_ELLIPSIS = '\u2026';
