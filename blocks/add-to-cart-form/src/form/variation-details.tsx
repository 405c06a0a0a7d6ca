/**
 * The details of the chosen variation (spec 1 §3): description, price,
 * stock, SKU, weight and dimensions. Server HTML goes through
 * `@cesta/sanitize` (via SanitizedHtml) with the allow list of its kind.
 */
import { PRICE_HTML_ALLOWED_ATTR, PRICE_HTML_ALLOWED_TAGS, SanitizedHtml } from '@cesta/components';
import {
	PRODUCT_DESCRIPTION_ALLOWED_ATTR,
	PRODUCT_DESCRIPTION_ALLOWED_TAGS,
} from '@cesta/sanitize';

import { labels } from '../messages';
import type { AvailableVariation } from '../types';

/** The stock text is a paragraph with WooCommerce's stock class. */
const AVAILABILITY_ALLOWED_TAGS: readonly string[] = Object.freeze( [ 'p', 'span' ] );
const AVAILABILITY_ALLOWED_ATTR: readonly string[] = Object.freeze( [ 'class' ] );

/**
 * Props of {@link VariationDetails}.
 *
 * @example
 * const props: VariationDetailsProps = { variation: null };
 */
export interface VariationDetailsProps {
	/** The variation to show; `null` shows nothing (the live region stays). */
	variation: AvailableVariation | null;
}

const hasText = ( value: unknown ): value is string =>
	typeof value === 'string' && value.trim() !== '';

/**
 * WooCommerce's `single_variation` area: a polite live region, so the
 * details are read out when they appear.
 *
 * @example
 * <VariationDetails variation={ form.shownVariation } />
 */
export function VariationDetails( { variation }: VariationDetailsProps ) {
	return (
		<div className="woocommerce-variation single_variation" aria-live="polite">
			{ variation && (
				<>
					{ hasText( variation.variation_description ) && (
						<SanitizedHtml
							className="woocommerce-variation-description"
							html={ variation.variation_description }
							allowedTags={ PRODUCT_DESCRIPTION_ALLOWED_TAGS }
							allowedAttributes={ PRODUCT_DESCRIPTION_ALLOWED_ATTR }
						/>
					) }
					{ hasText( variation.price_html ) && (
						<SanitizedHtml
							className="woocommerce-variation-price"
							html={ variation.price_html }
							allowedTags={ PRICE_HTML_ALLOWED_TAGS }
							allowedAttributes={ PRICE_HTML_ALLOWED_ATTR }
						/>
					) }
					{ hasText( variation.availability_html ) && (
						<SanitizedHtml
							className="woocommerce-variation-availability"
							html={ variation.availability_html }
							allowedTags={ AVAILABILITY_ALLOWED_TAGS }
							allowedAttributes={ AVAILABILITY_ALLOWED_ATTR }
						/>
					) }
					<dl className="woocommerce-variation-meta">
						{ hasText( variation.sku ) && (
							<div className="sku_wrapper">
								<dt>{ labels.sku() }</dt>
								<dd className="sku">{ variation.sku }</dd>
							</div>
						) }
						{ hasText( variation.weight_html ) && (
							<div className="weight_wrapper">
								<dt>{ labels.weight() }</dt>
								<dd>
									<SanitizedHtml
										tagName="span"
										className="product_weight"
										html={ variation.weight_html }
									/>
								</dd>
							</div>
						) }
						{ hasText( variation.dimensions_html ) && (
							<div className="dimensions_wrapper">
								<dt>{ labels.dimensions() }</dt>
								<dd>
									<SanitizedHtml
										tagName="span"
										className="product_dimensions"
										html={ variation.dimensions_html }
									/>
								</dd>
							</div>
						) }
					</dl>
				</>
			) }
		</div>
	);
}
