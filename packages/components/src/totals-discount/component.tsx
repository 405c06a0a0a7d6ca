/** The TotalsDiscount: the "Discount" row as a negative amount, with the applied coupons as removable chips. */

import { decodeEntities } from '@wordpress/html-entities';
import { __, sprintf } from '@wordpress/i18n';

import { getCurrencyFromPriceResponse } from '@cesta/price-format';
import { getSetting } from '@cesta/settings';

import { RemovableChip } from '../chip';
import { LoadingMask } from '../loading-mask';
import { TotalsItem } from '../totals-item';
import { cx } from '../utils/cx';
import { isPositiveAmount, negateAmount, sumAmounts } from '../utils/money';
import type { TotalsDiscountProps } from './types';
import './style.css';

/**
 * The "Discount" row: the discount as a negative amount (with its tax when
 * prices are shown including tax) and the applied coupons as chips, each with
 * a button that removes it. Renders nothing with no discount and no coupon.
 *
 * @example
 * <TotalsDiscount
 * 	cartCoupons={ cart.coupons }
 * 	values={ cart.totals }
 * 	isRemovingCoupon={ isRemovingCoupon }
 * 	removeCoupon={ removeCoupon }
 * />
 */
export function TotalsDiscount( {
	cartCoupons,
	values,
	currency,
	isRemovingCoupon = false,
	removeCoupon,
	displayCartPricesIncludingTax = getSetting( 'displayCartPricesIncludingTax' ),
	className,
}: TotalsDiscountProps ) {
	const discount = displayCartPricesIncludingTax
		? sumAmounts( values.total_discount, values.total_discount_tax )
		: values.total_discount;
	if ( ! isPositiveAmount( discount ) && cartCoupons.length === 0 ) {
		return null;
	}
	const coupons = cartCoupons.length > 0 && (
		<LoadingMask
			isLoading={ isRemovingCoupon }
			screenReaderLabel={ __( 'Removing coupon…', 'cesta' ) }
			className="wc-block-components-totals-discount__coupon-list-wrapper"
		>
			<ul
				className="wc-block-components-totals-discount__coupon-list"
				aria-label={ __( 'Applied coupons', 'cesta' ) }
			>
				{ cartCoupons.map( ( coupon ) => {
					const code = decodeEntities( coupon.code );
					return (
						<RemovableChip
							key={ coupon.code }
							className="wc-block-components-totals-discount__coupon-list-item"
							text={ code }
							screenReaderText={ sprintf(
								/* translators: %s: coupon code. */
								__( 'Coupon: %s', 'cesta' ),
								code
							) }
							ariaLabel={ sprintf(
								/* translators: %s: coupon code. */
								__( 'Remove coupon "%s"', 'cesta' ),
								code
							) }
							disabled={ isRemovingCoupon }
							onRemove={ () => removeCoupon( coupon.code ) }
							radius="large"
						/>
					);
				} ) }
			</ul>
		</LoadingMask>
	);
	return (
		<TotalsItem
			className={ cx( 'wc-block-components-totals-discount', className ) }
			label={ __( 'Discount', 'cesta' ) }
			value={ isPositiveAmount( discount ) ? negateAmount( discount ) : discount }
			currency={ currency ?? getCurrencyFromPriceResponse( values ) }
			description={ coupons }
		/>
	);
}
