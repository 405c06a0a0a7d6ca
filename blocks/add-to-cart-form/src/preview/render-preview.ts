/** The Add to Cart form as an editor shows it: the sample hoodie, mounted in a container, with no request. */
import { mountBlocks } from '@cesta/blocks-shared';
import type { MountedBlock } from '@cesta/blocks-shared';
import { hideAdminBarInTemplatePreview } from '@cesta/blocks-shared/editor-preview';

import { ADD_TO_CART_FORM_BLOCK_NAME } from '../constants';
import { writeAddToCartFormMarkup } from '../markup';
import { errors } from '../messages';
import { SAMPLE_SWATCHES, SAMPLE_VARIABLE_PRODUCT, SAMPLE_VARIATIONS } from './sample-product';
import { registerAddToCartFormBlock } from '../register-add-to-cart-form-block';

/**
 * Renders the Add to Cart form into `container` as an editor shows it: the
 * sample hoodie with colour and size swatches and its variations preloaded,
 * with no request (choosing works, adding does nothing). Returns the mounted
 * block's handle (`unmount()` restores the container). A container that is
 * not an element throws a `TypeError`.
 * Inside the site editor's template preview frame the frame's admin bar
 * is hidden (spec 1 §2, `hideAdminBarInTemplatePreview`).
 *
 * @example
 * const [ preview ] = renderAddToCartFormPreview( document.getElementById( 'form-preview' )! );
 * preview.unmount();
 */
export function renderAddToCartFormPreview( container: Element ): MountedBlock[] {
	if ( ! container || ( container as Node ).nodeType !== 1 ) {
		throw new TypeError( errors.previewContainerMissing( container ) );
	}
	hideAdminBarInTemplatePreview( container.ownerDocument );
	registerAddToCartFormBlock();
	container.innerHTML = writeAddToCartFormMarkup(
		{
			product: SAMPLE_VARIABLE_PRODUCT,
			variations: [ ...SAMPLE_VARIATIONS ],
			swatches: SAMPLE_SWATCHES,
		},
		true
	);
	return mountBlocks( container, { blockNames: [ ADD_TO_CART_FORM_BLOCK_NAME ] } );
}
