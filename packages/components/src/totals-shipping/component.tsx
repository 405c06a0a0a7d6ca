/** The TotalsShipping: the "Shipping" row (spec §5) with its rates, destination and on-demand calculator. */

import { useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { getCurrencyFromPriceResponse } from '@cesta/price-format';
import { getSetting } from '@cesta/settings';

import { Button } from '../button';
import { loadShippingCalculator } from '../shipping-calculator/load-shipping-calculator';
import { ShippingCalculatorOnDemand } from '../shipping-calculator/shipping-calculator-on-demand';
import { TotalsItem } from '../totals-item';
import type { TotalsItemProps } from '../totals-item';
import { cx } from '../utils/cx';
import { isZeroAmount, sumAmounts } from '../utils/money';
import { describeSelectedRates, formatDestination } from './describe';
import type { TotalsShippingProps } from './types';
import './style.css';

/**
 * The "Shipping" row, only when the cart needs shipping (spec §5): its cost
 * ("Free" when zero, with tax when prices include it), the chosen rates and
 * the destination under it, and, when enabled, the shipping calculator behind
 * a "Calculate" / "Change address" toggle. The calculator's form loads on
 * demand: when the toggle is pointed at or focused, or at the latest when it
 * is opened (with a loading state meanwhile).
 *
 * @example
 * <TotalsShipping
 * 	values={ cart.totals }
 * 	needsShipping={ cart.needsShipping }
 * 	hasCalculatedShipping={ cart.hasCalculatedShipping }
 * 	shippingRates={ cart.shippingRates }
 * 	shippingAddress={ cart.shippingAddress }
 * 	isShippingCalculatorEnabled
 * 	calculatorProps={ { countries, states, onUpdate: updateShippingAddress } }
 * />
 */
export function TotalsShipping( {
	values,
	currency,
	needsShipping,
	hasCalculatedShipping,
	shippingRates = [],
	shippingAddress,
	collectableMethodIds = getSetting( 'collectableMethodIds' ),
	displayCartPricesIncludingTax = getSetting( 'displayCartPricesIncludingTax' ),
	isShippingCalculatorEnabled = false,
	calculatorProps,
	className,
}: TotalsShippingProps ) {
	const [ isCalculatorOpen, setIsCalculatorOpen ] = useState( false );
	const calculatorId = `wc-block-components-shipping-calculator-${ useId() }`;
	if ( ! needsShipping ) {
		return null;
	}

	const calculated =
		( hasCalculatedShipping ?? true ) &&
		values.total_shipping !== null &&
		values.total_shipping !== undefined;
	const cost = displayCartPricesIncludingTax
		? sumAmounts( values.total_shipping, values.total_shipping_tax )
		: values.total_shipping;
	const preloadCalculator = () => {
		// A hint only: a failure shows (and retries) when the calculator opens.
		loadShippingCalculator().catch( () => undefined );
	};
	const { names, allPickup } = describeSelectedRates( shippingRates, collectableMethodIds ?? [] );
	const destination = allPickup
		? ''
		: formatDestination( shippingAddress, calculatorProps?.countries, calculatorProps?.states );
	const canCalculate = isShippingCalculatorEnabled && calculatorProps !== undefined;

	let value: TotalsItemProps[ 'value' ];
	if ( ! calculated ) {
		value = (
			<span className="wc-block-components-totals-shipping__via">
				{ __( 'Calculated at checkout', 'cesta' ) }
			</span>
		);
	} else if ( isZeroAmount( cost ) ) {
		value = <strong>{ __( 'Free', 'cesta' ) }</strong>;
	} else {
		value = cost;
	}

	const description = (
		<>
			{ calculated && names.length > 0 && (
				<span className="wc-block-components-totals-shipping__via">
					{ names.join( ', ' ) }
				</span>
			) }
			{ calculated && destination && (
				<span className="wc-block-components-shipping-address">
					{ sprintf(
						/* translators: %s: the destination, e.g. "28014 Madrid, España". */
						__( 'Shipping to %s', 'cesta' ),
						destination
					) }
				</span>
			) }
			{ canCalculate && (
				<Button
					variant="link"
					className="wc-block-components-totals-shipping__change-address__link"
					aria-expanded={ isCalculatorOpen }
					aria-controls={ calculatorId }
					onClick={ () => setIsCalculatorOpen( ! isCalculatorOpen ) }
					onMouseEnter={ preloadCalculator }
					onFocus={ preloadCalculator }
				>
					{ destination ? __( 'Change address', 'cesta' ) : __( 'Calculate', 'cesta' ) }
				</Button>
			) }
			{ canCalculate && (
				<div id={ calculatorId } hidden={ ! isCalculatorOpen }>
					{ isCalculatorOpen && (
						<ShippingCalculatorOnDemand
							{ ...calculatorProps }
							address={ shippingAddress }
							onSuccess={ () => setIsCalculatorOpen( false ) }
						/>
					) }
				</div>
			) }
		</>
	);

	return (
		<TotalsItem
			className={ cx( 'wc-block-components-totals-shipping', className ) }
			label={ __( 'Shipping', 'cesta' ) }
			value={ value }
			currency={ currency ?? getCurrencyFromPriceResponse( values ) }
			description={
				( calculated && ( names.length > 0 || destination ) ) || canCalculate
					? description
					: undefined
			}
		/>
	);
}
