/**
 * The shapes of a worked-out cart: what `computeCart` returns and what the
 * shipping packages it builds are made of. Both totals and packages import
 * them, so neither imports the other for its types.
 */
import type { ShippingDestination } from '@cesta/types';

import type { ProductFixture } from '../../fixtures/types';
import type { Catalogue } from '../catalogue/catalogue';
import type { EngineContext } from '../core/context';
import type { CartLine } from '../core/types';
import type { RateOption } from '../shipping-and-tax/shipping';
import type { AppliedTaxRate, TaxLocation, TaxMicros } from '../shipping-and-tax/taxes';
import type { CouponStore } from './coupons';
import type { CartExtension, CartFeeLine } from './extensions';

/**
 * What cart calculation reads.
 *
 * @example
 * computeCart( { context, catalogue, coupons, extensions }, session );
 */
export interface TotalsDeps {
	context: EngineContext;
	catalogue: Catalogue;
	coupons: CouponStore;
	extensions: CartExtension[];
}

/**
 * One cart line with its prices, discounts and taxes worked out.
 *
 * @example
 * line.total; // line_total in minor units
 */
export interface LineTotals {
	line: CartLine;
	product: ProductFixture;
	parent: ProductFixture | undefined;
	unitPrice: number;
	subtotal: number;
	subtotalTax: number;
	discount: number;
	total: number;
	totalTaxes: TaxMicros;
	totalTax: number;
	ships: boolean;
	/** "Camiseta - Rojo": the name shipping packages use. */
	fullName: string;
}

/**
 * A package with its rates and the one in effect.
 *
 * @example
 * pkg.chosen?.rateId; // 'flat_rate:1'
 */
export interface PackageTotals {
	id: number;
	name: string;
	destination: ShippingDestination;
	lines: LineTotals[];
	rates: Array< RateOption & { taxes: TaxMicros; tax: number } >;
	chosen: ( RateOption & { taxes: TaxMicros; tax: number } ) | null;
}

/**
 * The whole cart worked out, in integer minor units: what the Store API's cart
 * and order responses are built from.
 *
 * @example
 * computeCart( deps, session ).totals.price; // 7857 for the captured fan + camiseta cart
 */
export interface CartTotals {
	lines: LineTotals[];
	coupons: Array< {
		code: string;
		discountType: string;
		discount: number;
		discountTax: number;
		freeShipping: boolean;
	} >;
	fees: Array< CartFeeLine & { tax: number; taxes: TaxMicros } >;
	packages: PackageTotals[];
	needsShipping: boolean;
	hasCalculatedShipping: boolean;
	taxLocation: TaxLocation;
	taxLines: Array< { rate: AppliedTaxRate; amount: number } >;
	itemsCount: number;
	itemsWeight: number;
	totals: {
		items: number;
		itemsTax: number;
		fees: number;
		feesTax: number;
		discount: number;
		discountTax: number;
		shipping: number;
		shippingTax: number;
		tax: number;
		price: number;
	};
}
