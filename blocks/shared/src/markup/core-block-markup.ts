/** The markup WordPress saves for the core blocks WooCommerce's templates hold (heading, paragraph, separator). React-free. */

import { escapeHtml } from './write-block-markup';

const join = ( ...classes: Array< string | false | undefined | null > ): string =>
	classes.filter( Boolean ).join( ' ' );

/**
 * The attributes of the core blocks a Cesta template uses, as WordPress's
 * block.json names them (`content` is HTML, as rich text is saved).
 *
 * @example
 * const heading: CoreTemplateBlockAttributes = { content: 'Cart totals', level: 2, fontSize: 'large' };
 */
export interface CoreTemplateBlockAttributes {
	content?: string;
	level?: number;
	textAlign?: string;
	align?: string;
	fontSize?: string;
	className?: string;
	opacity?: string;
}

/**
 * The classes WordPress saves on a `core/heading`: its own class, the text
 * alignment, the font size preset, then custom classes.
 *
 * @example
 * coreHeadingClasses( { textAlign: 'center', className: 'with-empty-cart-icon' } );
 * // 'wp-block-heading has-text-align-center with-empty-cart-icon'
 */
export const coreHeadingClasses = ( {
	textAlign,
	fontSize,
	className,
}: CoreTemplateBlockAttributes ): string =>
	join(
		'wp-block-heading',
		textAlign && `has-text-align-${ textAlign }`,
		fontSize && `has-${ fontSize }-font-size`,
		className
	);

/**
 * The class WordPress saves on a `core/paragraph` (it has no block class):
 * its alignment, or none.
 *
 * @example
 * coreParagraphClass( { align: 'center' } ); // 'has-text-align-center'
 */
export const coreParagraphClass = ( { align }: CoreTemplateBlockAttributes ): string =>
	align ? `has-text-align-${ align }` : '';

/**
 * The classes WordPress saves on a `core/separator` (opacity defaults to
 * `alpha-channel`).
 *
 * @example
 * coreSeparatorClasses( { className: 'is-style-dots' } ); // 'wp-block-separator has-alpha-channel-opacity is-style-dots'
 */
export const coreSeparatorClasses = ( {
	opacity = 'alpha-channel',
	className,
}: CoreTemplateBlockAttributes ): string =>
	join(
		'wp-block-separator',
		opacity === 'alpha-channel' && 'has-alpha-channel-opacity',
		className
	);

/**
 * The HTML WordPress saves for a `core/heading`, `core/paragraph` or
 * `core/separator` with these attributes (`content` is HTML and printed as
 * it is), or `null` for another block.
 *
 * @example
 * coreBlockMarkup( 'core/heading', { content: 'Cart totals', level: 2, fontSize: 'large' } );
 * // '<h2 class="wp-block-heading has-large-font-size">Cart totals</h2>'
 */
export function coreBlockMarkup(
	name: string,
	attributes: CoreTemplateBlockAttributes
): string | null {
	switch ( name ) {
		case 'core/heading': {
			const tag = `h${ attributes.level ?? 2 }`;
			return `<${ tag } class="${ escapeHtml( coreHeadingClasses( attributes ) ) }">${
				attributes.content ?? ''
			}</${ tag }>`;
		}
		case 'core/paragraph': {
			const classes = coreParagraphClass( attributes );
			return `<p${ classes ? ` class="${ escapeHtml( classes ) }"` : '' }>${
				attributes.content ?? ''
			}</p>`;
		}
		case 'core/separator':
			return `<hr class="${ escapeHtml( coreSeparatorClasses( attributes ) ) }"/>`;
		default:
			return null;
	}
}
