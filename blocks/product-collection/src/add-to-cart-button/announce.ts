/** A polite live region, so screen readers hear that a product was added. */

const REGION_ATTRIBUTE = 'data-cesta-add-to-cart-announcer';

/**
 * Says `message` to screen readers through one polite, atomic live region
 * at the end of `document.body`, created on first use. The text is cleared
 * first, so the same message said twice is heard twice.
 *
 * @example
 * announce( '“Arrocera” has been added to your cart.' );
 */
export function announce( message: string, doc: Document = document ): void {
	let region = doc.querySelector< HTMLElement >( `[${ REGION_ATTRIBUTE }]` );
	if ( ! region ) {
		region = doc.createElement( 'div' );
		region.setAttribute( REGION_ATTRIBUTE, '' );
		region.setAttribute( 'aria-live', 'polite' );
		region.setAttribute( 'aria-atomic', 'true' );
		region.className = 'screen-reader-text';
		doc.body.appendChild( region );
	}
	region.textContent = '';
	region.textContent = message;
}
