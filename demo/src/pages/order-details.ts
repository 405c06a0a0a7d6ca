/** The order on the order-received page: overview, bank details, products and totals, addresses or pickup location, note. */

import { __, sprintf } from '@wordpress/i18n';

import type { BankAccountFixture } from '@cesta/mocks';
import { formatPrice, getCurrencyFromPriceResponse } from '@cesta/price-format';
import type { OrderResponse } from '@cesta/types';

import { escapeHtml } from './html';
import { orderAddressLines } from './order-address';
import type { OrderAddressFields } from './order-address';

/**
 * The pickup location of an order collected in store, as its shipping line
 * stores it (`pickup_location`, `pickup_address`, `pickup_details` meta).
 *
 * @example
 * const pickup: PickupDetails = { location: 'Tienda Madrid Centro', address: 'Calle Gran Vía 1, 28013 Madrid, Madrid', details: 'De lunes a sábado, de 10:00 a 21:00.' };
 */
export interface PickupDetails {
	location: string;
	address: string;
	details: string;
}

/**
 * Everything the order-received page shows of an order: the order as
 * `GET /order/{id}` answers it, and what the shop's own records add (WooCommerce
 * reads them from the `WC_Order`): the date, the payment method's title, the
 * customer's note, the shipping methods or the pickup location, and for a
 * bank transfer the gateway's instructions and accounts.
 *
 * @example
 * renderOrderDetails( { order, placedAt: new Date(), paymentMethodTitle: 'Transferencia bancaria directa', customerNote: '',
 *   shippingMethods: [ 'Tarifa plana' ], pickup: null, bankTransfer: null, pricesIncludeTax: false, baseCountry: 'ES' } );
 */
export interface OrderConfirmation {
	order: OrderResponse;
	placedAt: Date;
	/** Empty when the order needed no payment. */
	paymentMethodTitle: string;
	customerNote: string;
	/** The chosen rate's name in each package. */
	shippingMethods: string[];
	/** Set when the order is collected in store instead of shipped. */
	pickup: PickupDetails | null;
	bankTransfer: { instructions: string; accounts: readonly BankAccountFixture[] } | null;
	/** Show prices with tax (the shop's `woocommerce_tax_display_cart` is `incl`). */
	pricesIncludeTax: boolean;
	/** The shop's country, left out of addresses. */
	baseCountry: string;
}

/** The shop's time zone (WordPress's `timezone_string` of the sample shop). */
const SHOP_TIME_ZONE = 'Europe/Madrid';

/**
 * An order's date as the shop shows it: a `<time>` with the long Spanish
 * date in the shop's time zone.
 *
 * @example
 * orderDate( new Date( '2026-11-26T10:00:00Z' ) ); // '<time datetime="2026-11-26T10:00:00.000Z">26 de noviembre de 2026</time>'
 */
export const orderDate = ( date: Date ) =>
	`<time datetime="${ escapeHtml( date.toISOString() ) }">${ escapeHtml(
		new Intl.DateTimeFormat( 'es-ES', { dateStyle: 'long', timeZone: SHOP_TIME_ZONE } ).format(
			date
		)
	) }</time>`;

/** A text that may hold HTML (item meta is stored through `wpautop`), as plain text. */
const plainText = ( html: string ) => html.replace( /<[^>]*>/g, '' ).trim();

const overviewItem = ( className: string, label: string, value: string ) =>
	`<div class="woocommerce-order-overview__${ className }"><dt>${ escapeHtml(
		label
	) }</dt><dd>${ value }</dd></div>`;

const renderOverview = ( confirmation: OrderConfirmation, price: ( amount: number ) => string ) => {
	const { order, placedAt, paymentMethodTitle } = confirmation;
	const email = order.billing_address.email;
	return `<dl class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
${ overviewItem( 'order order', __( 'Order number:', 'cesta' ), `<strong>${ order.id }</strong>` ) }
${ overviewItem( 'date date', __( 'Date:', 'cesta' ), `<strong>${ orderDate( placedAt ) }</strong>` ) }
${ email ? overviewItem( 'email email', __( 'Email:', 'cesta' ), `<strong>${ escapeHtml( email ) }</strong>` ) : '' }
${ overviewItem( 'total total', __( 'Total:', 'cesta' ), `<strong>${ escapeHtml( price( Number( order.totals.total_price ) ) ) }</strong>` ) }
${
	paymentMethodTitle
		? overviewItem(
				'payment-method method',
				__( 'Payment method:', 'cesta' ),
				`<strong>${ escapeHtml( paymentMethodTitle ) }</strong>`
			)
		: ''
}
</dl>`;
};

const BANK_FIELDS: Array< [ keyof BankAccountFixture, string, () => string ] > = [
	[ 'bankName', 'bank_name', () => __( 'Bank', 'cesta' ) ],
	[ 'accountNumber', 'account_number', () => __( 'Account number', 'cesta' ) ],
	[ 'sortCode', 'sort_code', () => __( 'Sort code', 'cesta' ) ],
	[ 'iban', 'iban', () => __( 'IBAN', 'cesta' ) ],
	[ 'bic', 'bic', () => __( 'BIC', 'cesta' ) ],
];

/** WooCommerce's bacs `thankyou_page`: the instructions, then "Our bank details" if any account has one. */
const renderBankTransfer = ( bankTransfer: OrderConfirmation[ 'bankTransfer' ] ) => {
	if ( ! bankTransfer ) {
		return '';
	}
	const instructions = bankTransfer.instructions
		? `<p class="woocommerce-bacs-instructions">${ escapeHtml( bankTransfer.instructions ) }</p>`
		: '';
	const accounts = bankTransfer.accounts
		.map( ( account ) => {
			const rows = BANK_FIELDS.filter( ( [ key ] ) => account[ key ] ).map(
				( [ key, className, label ] ) =>
					`<li class="${ className }">${ escapeHtml(
						label()
					) }: <strong>${ escapeHtml( account[ key ] ) }</strong></li>`
			);
			if ( ! rows.length ) {
				return '';
			}
			const name = account.accountName
				? `<h3 class="wc-bacs-bank-details-account-name">${ escapeHtml(
						account.accountName
					) }:</h3>`
				: '';
			return `${ name }<ul class="wc-bacs-bank-details order_details bacs_details">${ rows.join(
				''
			) }</ul>`;
		} )
		.join( '' );
	if ( ! accounts ) {
		return instructions;
	}
	return `${ instructions }<section class="woocommerce-bacs-bank-details"><h2 class="wc-bacs-bank-details-heading">${ escapeHtml(
		__( 'Our bank details', 'cesta' )
	) }</h2>${ accounts }</section>`;
};

const itemMeta = ( item: OrderResponse[ 'items' ][ number ] ) => {
	const rows = item.item_data.map(
		( meta ) =>
			`<li><strong class="wc-item-meta-label">${ escapeHtml(
				plainText( meta.display_key )
			) }:</strong> ${ escapeHtml( plainText( meta.display_value ) ) }</li>`
	);
	return rows.length ? `<ul class="wc-item-meta">${ rows.join( '' ) }</ul>` : '';
};

const totalsRow = ( className: string, label: string, value: string ) =>
	`<tr class="${ className }"><th scope="row" colspan="2">${ escapeHtml(
		label
	) }</th><td>${ value }</td></tr>`;

const renderShippingValue = (
	confirmation: OrderConfirmation,
	shippingTotal: number,
	price: ( amount: number ) => string
) => {
	const methods = confirmation.shippingMethods.join( ', ' );
	if ( shippingTotal <= 0 ) {
		return escapeHtml( methods || __( 'Free', 'cesta' ) );
	}
	const cost = escapeHtml( price( shippingTotal ) );
	return methods
		? `${ cost } <small class="shipped_via">${ escapeHtml(
				sprintf(
					/* translators: %s: shipping method names. */
					__( 'via %s', 'cesta' ),
					methods
				)
			) }</small>`
		: cost;
};

/** WooCommerce's order details table (`order/order-details.php`): one row per item, then the totals. */
const renderItemsTable = (
	confirmation: OrderConfirmation,
	price: ( amount: number ) => string
) => {
	const { order, pricesIncludeTax } = confirmation;
	const { totals } = order;
	const withTax = ( amount: string | null, tax: string | null ) =>
		Number( amount ?? 0 ) + ( pricesIncludeTax ? Number( tax ?? 0 ) : 0 );
	const items = order.items.map( ( item ) => {
		const lineTotal = withTax( item.totals.line_subtotal, item.totals.line_subtotal_tax );
		return `<tr class="woocommerce-table__line-item order_item">
<th scope="row" class="woocommerce-table__product-name product-name">${ escapeHtml(
			item.name
		) }${ itemMeta( item ) }</th>
<td class="product-quantity">${ item.quantity }</td>
<td class="woocommerce-table__product-total product-total">${ escapeHtml( price( lineTotal ) ) }</td>
</tr>`;
	} );
	const subtotal = order.items.reduce(
		( sum, item ) => sum + withTax( item.totals.line_subtotal, item.totals.line_subtotal_tax ),
		0
	);
	const discount = withTax( totals.total_discount, totals.total_discount_tax );
	const shipping = withTax( totals.total_shipping, totals.total_shipping_tax );
	const rows = [
		totalsRow( 'cart-subtotal', __( 'Subtotal:', 'cesta' ), escapeHtml( price( subtotal ) ) ),
		discount > 0
			? totalsRow(
					'discount',
					__( 'Discount:', 'cesta' ),
					escapeHtml( `-${ price( discount ) }` )
				)
			: '',
		confirmation.shippingMethods.length || shipping > 0
			? totalsRow(
					'shipping',
					__( 'Shipping:', 'cesta' ),
					renderShippingValue( confirmation, shipping, price )
				)
			: '',
		...order.fees.map( ( fee ) =>
			totalsRow(
				'fee',
				`${ plainText( fee.name ) }:`,
				escapeHtml( price( withTax( fee.totals.total, fee.totals.total_tax ) ) )
			)
		),
		! pricesIncludeTax && Number( totals.total_tax ) > 0
			? totalsRow(
					'tax-total',
					__( 'Taxes:', 'cesta' ),
					escapeHtml( price( Number( totals.total_tax ) ) )
				)
			: '',
		totalsRow(
			'order-total',
			__( 'Total:', 'cesta' ),
			`<strong>${ escapeHtml( price( Number( totals.total_price ) ) ) }</strong>${
				pricesIncludeTax && Number( totals.total_tax ) > 0
					? ` <small class="includes_tax">${ escapeHtml(
							sprintf(
								/* translators: %s: the tax included in the total. */
								__( 'Including %s in taxes', 'cesta' ),
								price( Number( totals.total_tax ) )
							)
						) }</small>`
					: ''
			}`
		),
	];
	return `<table class="woocommerce-table woocommerce-table--order-details shop_table order_details">
<caption class="screen-reader-text">${ escapeHtml(
		sprintf(
			/* translators: %s: order number. */
			__( 'Products of order %s, with their quantity and total', 'cesta' ),
			String( order.id )
		)
	) }</caption>
<thead><tr>
<th scope="col" class="woocommerce-table__product-name product-name">${ escapeHtml(
		__( 'Product', 'cesta' )
	) }</th>
<th scope="col" class="product-quantity">${ escapeHtml( __( 'Quantity', 'cesta' ) ) }</th>
<th scope="col" class="woocommerce-table__product-table product-total">${ escapeHtml(
		__( 'Total', 'cesta' )
	) }</th>
</tr></thead>
<tbody>
${ items.join( '\n' ) }
</tbody>
<tfoot>
${ rows.filter( Boolean ).join( '\n' ) }
</tfoot>
</table>`;
};

const renderNote = ( note: string ) =>
	note
		? `<div class="woocommerce-order-note"><h3 class="woocommerce-order-note__title">${ escapeHtml(
				__( 'Note:', 'cesta' )
			) }</h3><p>${ escapeHtml( note ).replace( /\n/g, '<br>' ) }</p></div>`
		: '';

const addressBlock = ( address: OrderAddressFields, baseCountry: string, contact: string ) =>
	`<address>${ orderAddressLines( address, baseCountry )
		.map( escapeHtml )
		.join( '<br>' ) }${ contact }</address>`;

const renderCustomerDetails = ( confirmation: OrderConfirmation ) => {
	const { order, pickup, baseCountry } = confirmation;
	const billing = order.billing_address;
	const contact = [
		billing.phone
			? `<p class="woocommerce-customer-details--phone">${ escapeHtml( billing.phone ) }</p>`
			: '',
		billing.email
			? `<p class="woocommerce-customer-details--email">${ escapeHtml( billing.email ) }</p>`
			: '',
	].join( '' );
	const billingColumn = `<div class="woocommerce-column woocommerce-column--1 woocommerce-column--billing-address col-1">
<h2 class="woocommerce-column__title">${ escapeHtml( __( 'Billing address', 'cesta' ) ) }</h2>
${ addressBlock( billing, baseCountry, contact ) }
</div>`;
	let secondColumn = '';
	if ( pickup ) {
		secondColumn = `<div class="woocommerce-column woocommerce-column--2 woocommerce-column--pickup-location col-2">
<h2 class="woocommerce-column__title">${ escapeHtml( __( 'Pickup location', 'cesta' ) ) }</h2>
<address>${ escapeHtml( pickup.location ) }<br>${ escapeHtml( pickup.address ) }</address>
${ pickup.details ? `<p class="woocommerce-pickup-details">${ escapeHtml( pickup.details ) }</p>` : '' }
</div>`;
	} else if ( order.needs_shipping ) {
		const { phone } = order.shipping_address;
		secondColumn = `<div class="woocommerce-column woocommerce-column--2 woocommerce-column--shipping-address col-2">
<h2 class="woocommerce-column__title">${ escapeHtml( __( 'Shipping address', 'cesta' ) ) }</h2>
${ addressBlock(
	order.shipping_address,
	baseCountry,
	phone ? `<p class="woocommerce-customer-details--phone">${ escapeHtml( phone ) }</p>` : ''
) }
</div>`;
	}
	return `<section class="woocommerce-customer-details">
<div class="woocommerce-columns woocommerce-columns--2 woocommerce-columns--addresses col2-set addresses">
${ billingColumn }
${ secondColumn }
</div>
</section>`;
};

/**
 * The order part of the order-received page, in WooCommerce's markup and
 * class names (`woocommerce-order-overview`, `woocommerce-order-details`,
 * `woocommerce-customer-details`, `woocommerce-bacs-bank-details`): the
 * overview as a definition list (number, date, email, total, payment
 * method); for a bank transfer the instructions and "Our bank details"; the
 * products table with a caption (name with its options, quantity, line total)
 * and the totals rows (subtotal, discount, shipping with its method, fees,
 * taxes, total); the customer's note; the billing address with phone and
 * email, and the shipping address or, for an order collected in store, the
 * pickup location.
 *
 * @example
 * renderOrderDetails( confirmation ); // '<dl class="woocommerce-order-overview …'
 */
export function renderOrderDetails( confirmation: OrderConfirmation ): string {
	const currency = getCurrencyFromPriceResponse( confirmation.order.totals );
	const price = ( amount: number ) => formatPrice( amount, currency );
	return `${ renderOverview( confirmation, price ) }
${ renderBankTransfer( confirmation.bankTransfer ) }
<section class="woocommerce-order-details">
<h2 class="woocommerce-order-details__title">${ escapeHtml( __( 'Order details', 'cesta' ) ) }</h2>
${ renderItemsTable( confirmation, price ) }
${ renderNote( confirmation.customerNote ) }
</section>
${ renderCustomerDetails( confirmation ) }`;
}
