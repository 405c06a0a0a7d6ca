/** Works out a cart's totals (prices, discounts, shipping, fees, taxes) in WC_Cart_Totals's order. */

import { activePrice, inherited, isOnSale, needsShipping } from '../catalogue/catalogue';
import type { Catalogue } from '../catalogue/catalogue';
import type { CartLine, SessionState } from '../core/types';
import { buildPackages, taxLocationFor } from '../shipping-and-tax/packages';
import { findTaxRates, roundTax, roundedLineTax, taxMicros } from '../shipping-and-tax/taxes';
import type { AppliedTaxRate, TaxLocation, TaxMicros } from '../shipping-and-tax/taxes';
import type { DiscountItem } from './coupons';
import { computeDiscounts } from './discounts';
import type { CartTotals, LineTotals, TotalsDeps } from './totals-types';

const variationLabel = ( catalogue: Catalogue, line: CartLine ): string[] =>
	Object.entries( line.variation )
		.map( ( [ key, slug ] ) => {
			const taxonomy = key.replace( /^attribute_/, '' );
			return (
				catalogue.termsOf( taxonomy ).find( ( term ) => term.slug === slug )?.name ?? slug
			);
		} )
		.filter( Boolean );

/**
 * Works out the cart: line prices, coupon discounts, shipping packages and
 * rates, fees and taxes, in the order `WC_Cart_Totals` does, rounding each
 * line's tax half up and the discount tax per item.
 *
 * @example
 * const { totals } = computeCart( deps, session );
 */
export function computeCart(
	deps: TotalsDeps,
	session: SessionState,
	locationOverride?: TaxLocation
): CartTotals {
	const { context, catalogue } = deps;
	const taxLocation = locationOverride ?? taxLocationFor( context, session );
	const lines: LineTotals[] = [];
	const lineRates = new Map< string, AppliedTaxRate[] >();
	for ( const line of session.lines ) {
		const product = catalogue.get( line.variationId || line.productId );
		if ( ! product ) {
			continue;
		}
		const parent = catalogue.parentOf( product );
		const unitPrice = activePrice( product ) ?? 0;
		const subtotal = unitPrice * line.quantity;
		const taxable = ( inherited( catalogue, product, 'taxStatus' ) ?? 'taxable' ) === 'taxable';
		const rates = taxable
			? findTaxRates(
					context,
					taxLocation,
					inherited( catalogue, product, 'taxClass' ) ?? ''
				)
			: [];
		lineRates.set( line.key, rates );
		const labels = variationLabel( catalogue, line );
		lines.push( {
			line,
			product,
			parent,
			unitPrice,
			subtotal,
			subtotalTax: roundedLineTax( taxMicros( subtotal, rates ) ),
			discount: 0,
			total: subtotal,
			totalTaxes: new Map(),
			totalTax: 0,
			ships: needsShipping( catalogue, product ),
			fullName: labels.length ? `${ product.name } - ${ labels.join( ', ' ) }` : product.name,
		} );
	}

	const appliedCoupons = session.coupons
		.map( ( code ) => deps.coupons.find( code )?.fixture )
		.filter( ( coupon ): coupon is NonNullable< typeof coupon > => Boolean( coupon ) );
	const discountItems: DiscountItem[] = lines.map( ( entry ) => ( {
		key: entry.line.key,
		productIds: [ entry.product.id, ...( entry.parent ? [ entry.parent.id ] : [] ) ],
		quantity: entry.line.quantity,
		subtotal: entry.subtotal,
		onSale: isOnSale( catalogue, entry.product ),
	} ) );
	const discounts = computeDiscounts( appliedCoupons, discountItems );
	const coupons = appliedCoupons.map( ( coupon ) => {
		const perItem = discounts.get( coupon.code ) ?? new Map< string, number >();
		let discount = 0;
		let discountTax = 0;
		for ( const [ key, amount ] of perItem ) {
			discount += amount;
			discountTax += roundTax(
				[ ...taxMicros( amount, lineRates.get( key ) ?? [] ).values() ].reduce(
					( a, b ) => a + b,
					0
				)
			);
		}
		return {
			code: coupon.code,
			discountType: coupon.discountType,
			discount,
			discountTax,
			freeShipping: Boolean( coupon.freeShipping ),
		};
	} );
	for ( const entry of lines ) {
		for ( const perItem of discounts.values() ) {
			entry.discount += perItem.get( entry.line.key ) ?? 0;
		}
		entry.total = entry.subtotal - entry.discount;
		entry.totalTaxes = taxMicros( entry.total, lineRates.get( entry.line.key ) ?? [] );
		entry.totalTax = roundedLineTax( entry.totalTaxes );
	}

	const items = lines.reduce( ( sum, entry ) => sum + entry.subtotal, 0 );
	const itemsTax = lines.reduce( ( sum, entry ) => sum + entry.subtotalTax, 0 );
	const discount = coupons.reduce( ( sum, coupon ) => sum + coupon.discount, 0 );
	const discountTax = coupons.reduce( ( sum, coupon ) => sum + coupon.discountTax, 0 );
	const settings = context.settings;
	const cartNeedsShipping = settings.shippingEnabled && lines.some( ( entry ) => entry.ships );
	const hasCalculatedShipping =
		settings.shippingEnabled &&
		lines.length > 0 &&
		( ! settings.shippingCostRequiresAddress ||
			Boolean( session.shipping.country && session.shipping.postcode ) );
	const displayedSubtotal =
		settings.taxDisplayCart === 'incl'
			? items + itemsTax - discount - discountTax
			: items - discount;
	const packages =
		cartNeedsShipping && hasCalculatedShipping
			? buildPackages(
					deps,
					session,
					lines,
					{
						hasFreeShippingCoupon: coupons.some( ( coupon ) => coupon.freeShipping ),
						subtotal: displayedSubtotal,
					},
					taxLocation
				)
			: [];

	// Every package collected: tax is due where the goods are handed over, even
	// when the pickup rate is only the default choice.
	const pickupIndex =
		packages.length && packages.every( ( pkg ) => pkg.chosen?.methodId === 'pickup_location' )
			? packages[ 0 ].chosen?.pickupIndex
			: undefined;
	const pickup =
		pickupIndex !== undefined && context.settings.taxBasedOn !== 'base'
			? context.fixtures.pickupLocations[ pickupIndex ]
			: undefined;
	if (
		! locationOverride &&
		pickup &&
		( pickup.address.country !== taxLocation.country ||
			pickup.address.state !== taxLocation.state )
	) {
		return computeCart( deps, session, { ...pickup.address } );
	}

	const feeRates = findTaxRates( context, taxLocation );
	const fees = deps.extensions
		.flatMap( ( extension ) => extension.fees( session ) )
		.map( ( fee ) => {
			const taxes = fee.taxable
				? taxMicros( fee.amount, feeRates )
				: new Map< number, number >();
			return { ...fee, taxes, tax: roundedLineTax( taxes ) };
		} );

	const taxByRate = new Map< number, { rate: AppliedTaxRate; amount: number } >();
	const addTaxes = ( taxes: TaxMicros, rates: AppliedTaxRate[] ) => {
		for ( const [ rateId, micros ] of taxes ) {
			const rate = rates.find( ( candidate ) => candidate.id === rateId );
			if ( rate ) {
				const entry = taxByRate.get( rateId ) ?? { rate, amount: 0 };
				entry.amount += roundTax( micros );
				taxByRate.set( rateId, entry );
			}
		}
	};
	for ( const entry of lines ) {
		addTaxes( entry.totalTaxes, lineRates.get( entry.line.key ) ?? [] );
	}
	for ( const fee of fees ) {
		addTaxes( fee.taxes, feeRates );
	}
	const shippingRates = findTaxRates( context, taxLocation ).filter( ( rate ) => rate.shipping );
	for ( const pkg of packages ) {
		if ( pkg.chosen ) {
			addTaxes( pkg.chosen.taxes, shippingRates );
		}
	}

	const shipping = packages.reduce( ( sum, pkg ) => sum + ( pkg.chosen?.cost ?? 0 ), 0 );
	const shippingTax = packages.reduce( ( sum, pkg ) => sum + ( pkg.chosen?.tax ?? 0 ), 0 );
	const feesTotal = fees.reduce( ( sum, fee ) => sum + fee.amount, 0 );
	const feesTax = fees.reduce( ( sum, fee ) => sum + fee.tax, 0 );
	const tax = [ ...taxByRate.values() ].reduce( ( sum, entry ) => sum + entry.amount, 0 );
	return {
		lines,
		coupons,
		fees,
		packages,
		needsShipping: cartNeedsShipping,
		hasCalculatedShipping,
		taxLocation,
		taxLines: [ ...taxByRate.values() ],
		itemsCount: lines.reduce( ( sum, entry ) => sum + entry.line.quantity, 0 ),
		itemsWeight: lines.reduce(
			( sum, entry ) =>
				sum +
				( inherited( catalogue, entry.product, 'weightGrams' ) ?? 0 ) * entry.line.quantity,
			0
		),
		totals: {
			items,
			itemsTax,
			fees: feesTotal,
			feesTax,
			discount,
			discountTax,
			shipping,
			shippingTax,
			tax,
			price: items - discount + feesTotal + shipping + tax,
		},
	};
}
