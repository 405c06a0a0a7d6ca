/** The Add to Cart form block's component: the simple or the variable product form, from the markup's attributes. */

import type { TopLevelBlockProps } from '@cesta/blocks-shared';

import type { AddToCartFormAttributes } from '../types';
import { formAttributesOf } from '../variations/product-attributes';
import { SimpleProductForm } from './simple-product-form';
import { VariableProductForm } from './variable-product-form';
import './style.css';

/**
 * Renders the form of the product in the block's attributes: a variable
 * product with variation attributes gets the variation form, any other the
 * simple form; no product renders nothing.
 *
 * @example
 * <AddToCartFormBlock blockName="woocommerce/add-to-cart-form" attributes={ { product, variations: false, swatches: {}, wcAjaxUrl, isPreview: false } } />
 */
export function AddToCartFormBlock( {
	attributes,
}: TopLevelBlockProps< AddToCartFormAttributes > ) {
	const { product, variations, swatches, wcAjaxUrl, isPreview } = attributes;
	if ( ! product || typeof product !== 'object' ) {
		return null;
	}
	const isVariable = product.type === 'variable' && formAttributesOf( product ).length > 0;
	return (
		<div className="wc-block-add-to-cart-form">
			{ isVariable ? (
				<VariableProductForm
					product={ product }
					variations={ Array.isArray( variations ) ? variations : false }
					swatches={ swatches ?? {} }
					wcAjaxUrl={ wcAjaxUrl }
					isPreview={ isPreview }
				/>
			) : (
				<SimpleProductForm product={ product } isPreview={ isPreview } />
			) }
		</div>
	);
}
