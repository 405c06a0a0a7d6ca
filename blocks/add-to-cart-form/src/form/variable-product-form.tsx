/** The form of a variable product: attribute selects or swatches, the Clear button, variation details, quantity and add. */

import { useMemo, useRef } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import type { FormEvent } from 'react';

import { StoreNotice } from '@cesta/components';
import type { ProductResponse } from '@cesta/types';

import { labels } from '../messages';
import type { AvailableVariation, SwatchSettings } from '../types';
import { optionAvailability } from '../variations/match-variations';
import { formAttributesOf, swatchesOf } from '../variations/product-attributes';
import { quantityLimitsOf } from '../variations/quantity-rules';
import { AttributeSelect } from './attribute-select';
import { FormActions, hookedActionProps } from './form-actions';
import { FormImage } from './form-image';
import { SwatchGroup } from './swatch-group';
import { useAddToCart } from './use-add-to-cart';
import { useQuantity } from './use-quantity';
import { useVariationForm } from './use-variation-form';
import { VariationDetails } from './variation-details';

/**
 * Props of {@link VariableProductForm}.
 *
 * @example
 * const props: VariableProductFormProps = { product, variations: false, swatches: {}, wcAjaxUrl: '/?wc-ajax=%%endpoint%%', isPreview: false };
 */
export interface VariableProductFormProps {
	product: ProductResponse;
	variations: AvailableVariation[] | false;
	swatches: SwatchSettings;
	wcAjaxUrl: string;
	isPreview: boolean;
}

/**
 * WooCommerce's `variations_form` (spec 1 §4, §5).
 *
 * @example
 * <VariableProductForm product={ sudadera } variations={ availableVariations } swatches={ {} } wcAjaxUrl="/?wc-ajax=%%endpoint%%" isPreview={ false } />
 */
export function VariableProductForm( {
	product,
	variations,
	swatches,
	wcAjaxUrl,
	isPreview,
}: VariableProductFormProps ) {
	const attributes = useMemo( () => formAttributesOf( product ), [ product ] );
	const form = useVariationForm( { product, attributes, variations, wcAjaxUrl, isPreview } );
	const limits = useMemo(
		() => quantityLimitsOf( product, form.variation ),
		[ product, form.variation ]
	);
	const quantity = useQuantity( limits );
	const adding = useAddToCart( { product, attributes, isPreview } );
	const productName = decodeEntities( product.name );
	const hasChoice = Object.values( form.chosen ).some( Boolean );
	const variationsRef = useRef< HTMLDivElement >( null );
	// The Clear button goes with the choices: the focus goes to the first attribute, not to the page.
	const onReset = () => {
		form.reset();
		variationsRef.current
			?.querySelector< HTMLElement >( 'select, [role="radio"][tabindex="0"]' )
			?.focus();
	};

	const onSubmit = ( event: FormEvent ) => {
		event.preventDefault();
		void adding.submit( {
			quantity: quantity.quantity(),
			variation: form.variation,
			state: form.state,
			chosen: form.chosen,
		} );
	};

	return (
		<form
			className="variations_form cart wc-block-add-to-cart-form__form"
			data-product_id={ product.id }
			onSubmit={ onSubmit }
			noValidate
		>
			<FormImage product={ product } variation={ form.shownVariation } />
			<div className="variations" ref={ variationsRef }>
				{ attributes.map( ( attribute ) => {
					const availability = ( value: string ) =>
						optionAvailability( attribute, value, variations, form.chosen );
					const attributeSwatches = swatchesOf( attribute, swatches );
					const props = {
						attribute,
						value: form.chosen[ attribute.key ] ?? '',
						availability,
						onChange: ( value: string ) => form.choose( attribute.key, value ),
					};
					return attributeSwatches ? (
						<SwatchGroup
							key={ attribute.key }
							swatches={ attributeSwatches }
							{ ...props }
						/>
					) : (
						<AttributeSelect key={ attribute.key } { ...props } />
					);
				} ) }
				{ hasChoice && (
					<button type="button" className="reset_variations" onClick={ onReset }>
						{ labels.clear() }
					</button>
				) }
			</div>
			{ form.noMatch && (
				<StoreNotice
					status="warning"
					className="wc-no-matching-variations"
					onRemove={ form.dismissNoMatch }
				>
					{ labels.noMatchingVariations() }
				</StoreNotice>
			) }
			<VariationDetails variation={ form.shownVariation } />
			<FormActions
				{ ...hookedActionProps( quantity, adding, limits ) }
				productName={ productName }
				state={ form.state }
				canAdd={ form.state === 'available' }
			/>
		</form>
	);
}
