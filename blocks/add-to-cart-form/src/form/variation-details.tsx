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

/** The server HTML shown above the meta list, in WooCommerce's order, each with its allow list. */
const HTML_PARTS = [
	{
		field: 'variation_description',
		className: 'woocommerce-variation-description',
		allowedTags: PRODUCT_DESCRIPTION_ALLOWED_TAGS,
		allowedAttributes: PRODUCT_DESCRIPTION_ALLOWED_ATTR,
	},
	{
		field: 'price_html',
		className: 'woocommerce-variation-price',
		allowedTags: PRICE_HTML_ALLOWED_TAGS,
		allowedAttributes: PRICE_HTML_ALLOWED_ATTR,
	},
	{
		field: 'availability_html',
		className: 'woocommerce-variation-availability',
		allowedTags: AVAILABILITY_ALLOWED_TAGS,
		allowedAttributes: AVAILABILITY_ALLOWED_ATTR,
	},
] as const;

/** A meta row whose value is server HTML (weight, dimensions). */
function HtmlMetaRow( { name, kind, html }: { name: string; kind: string; html: string } ) {
	return (
		<div className={ `${ kind }_wrapper` }>
			<dt>{ name }</dt>
			<dd>
				<SanitizedHtml tagName="span" className={ `product_${ kind }` } html={ html } />
			</dd>
		</div>
	);
}

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
					{ HTML_PARTS.map( ( { field, ...part } ) => {
						const html = variation[ field ];
						return hasText( html ) ? (
							<SanitizedHtml key={ field } { ...part } html={ html } />
						) : null;
					} ) }
					<dl className="woocommerce-variation-meta">
						{ hasText( variation.sku ) && (
							<div className="sku_wrapper">
								<dt>{ labels.sku() }</dt>
								<dd className="sku">{ variation.sku }</dd>
							</div>
						) }
						{ hasText( variation.weight_html ) && (
							<HtmlMetaRow
								name={ labels.weight() }
								kind="weight"
								html={ variation.weight_html }
							/>
						) }
						{ hasText( variation.dimensions_html ) && (
							<HtmlMetaRow
								name={ labels.dimensions() }
								kind="dimensions"
								html={ variation.dimensions_html }
							/>
						) }
					</dl>
				</>
			) }
		</div>
	);
}
