/**
 * Every visible text of the Attribute Filter block besides the checkbox
 * list's own. Functions, so each is translated when printed.
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * The name of the list when the block has no heading.
 *
 * @example
 * attributeFilterTexts.listLabel( 'Color' ); // 'Filter products by Color' ('Filtrar productos por Color')
 */
export const attributeFilterTexts = Object.freeze( {
	listLabel: ( attributeName: string ): string =>
		sprintf(
			/* translators: %s: an attribute's name, e.g. Color. */
			__( 'Filter products by %s', 'cesta' ),
			attributeName
		),
} );
