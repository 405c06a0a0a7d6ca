/** The ProductName: a product's decoded name, linked to its page when the permalink is safe. */

import { decodeEntities } from '@wordpress/html-entities';

import { isSafeUrl } from '@cesta/sanitize';

import { cx } from '../utils/cx';
import type { ProductNameProps } from './types';
import './style.css';

/**
 * A product's name, linked to its page. The server's HTML entities
 * (`Camiseta &#8211; Rojo`) are decoded to text, never parsed as HTML, and an
 * unsafe permalink (`javascript:`) leaves the name unlinked.
 *
 * @example
 * <ProductName name={ item.name } permalink={ item.permalink } />
 */
export function ProductName( {
	name,
	permalink,
	disabled = false,
	onClick,
	rel,
	className,
}: ProductNameProps ) {
	const classes = cx( 'wc-block-components-product-name', className );
	const text = decodeEntities( name );
	if ( disabled || ! permalink || ! isSafeUrl( permalink ) ) {
		return <span className={ classes }>{ text }</span>;
	}
	return (
		<a className={ classes } href={ permalink } rel={ rel } onClick={ onClick }>
			{ text }
		</a>
	);
}
