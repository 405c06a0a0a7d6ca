/** The TotalsItem: one totals row with a label, an amount or element, and an optional description. */

import { isValidElement } from '@wordpress/element';

import type { PriceAmount } from '@cesta/price-format';

import { FormattedMonetaryAmount } from '../formatted-monetary-amount';
import { cx } from '../utils/cx';
import type { TotalsItemProps } from './types';
import './style.css';

/**
 * One row of the totals: a label, a value (an amount in the cart's currency,
 * or an element such as "Free") and an optional description under them.
 *
 * @example
 * <TotalsItem label="Subtotal" value="5998" currency={ currency } />
 * <TotalsItem label="Shipping" value={ <strong>Free</strong> } description="Envío gratuito" />
 */
export function TotalsItem( { label, value, currency, description, className }: TotalsItemProps ) {
	const amount = isValidElement( value ) ? null : ( value as PriceAmount );
	return (
		<div className={ cx( 'wc-block-components-totals-item', className ) }>
			<span className="wc-block-components-totals-item__label">{ label }</span>
			{ isValidElement( value ) ? (
				<span className="wc-block-components-totals-item__value">{ value }</span>
			) : (
				<FormattedMonetaryAmount
					className="wc-block-components-totals-item__value"
					value={ amount }
					currency={ currency }
				/>
			) }
			{ description && (
				<div className="wc-block-components-totals-item__description">{ description }</div>
			) }
		</div>
	);
}
