/** The form of a simple product: quantity and the add button. */

import { useMemo } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import type { FormEvent } from 'react';

import type { ProductResponse } from '@cesta/types';

import { quantityLimitsOf } from '../variations/quantity-rules';
import { FormActions, hookedActionProps } from './form-actions';
import { useAddToCart } from './use-add-to-cart';
import { useQuantity } from './use-quantity';

/**
 * Props of {@link SimpleProductForm}.
 *
 * @example
 * const props: SimpleProductFormProps = { product, isPreview: false };
 */
export interface SimpleProductFormProps {
	product: ProductResponse;
	isPreview: boolean;
}

const NO_ATTRIBUTES: never[] = [];

/**
 * WooCommerce's `form.cart` of a simple product: the quantity box (held to
 * the product's `add_to_cart` limits, absent when sold individually) and the
 * add button.
 *
 * @example
 * <SimpleProductForm product={ fan } isPreview={ false } />
 */
export function SimpleProductForm( { product, isPreview }: SimpleProductFormProps ) {
	const limits = useMemo( () => quantityLimitsOf( product, null ), [ product ] );
	const quantity = useQuantity( limits );
	const adding = useAddToCart( { product, attributes: NO_ATTRIBUTES, isPreview } );
	const canAdd = product.is_purchasable && product.is_in_stock;

	const onSubmit = ( event: FormEvent ) => {
		event.preventDefault();
		void adding.submit( {
			quantity: quantity.quantity(),
			variation: null,
			state: null,
			chosen: {},
		} );
	};

	return (
		<form
			className="cart wc-block-add-to-cart-form__form"
			data-product_id={ product.id }
			onSubmit={ onSubmit }
			noValidate
		>
			<FormActions
				{ ...hookedActionProps( quantity, adding, limits ) }
				productName={ decodeEntities( product.name ) }
				state={ null }
				canAdd={ canAdd }
			/>
		</form>
	);
}
