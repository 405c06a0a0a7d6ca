/** Stories of the OrderSummaryItem: an item on sale, two items with a variation, a list of both. */

import type { CartItem } from '@cesta/types';

import { EXAMPLE_CURRENCY_FIELDS } from '../stories-data';
import { OrderSummaryItem } from '.';

const FAN: CartItem = {
	key: 'fan',
	id: 11,
	type: 'simple',
	quantity: 1,
	quantity_limits: { minimum: 1, maximum: 99, multiple_of: 1, editable: true },
	name: 'Ventilador de pie',
	short_description: '<p>Ventilador silencioso con tres velocidades y temporizador.</p>',
	description: '',
	sku: 'VENT-01',
	low_stock_remaining: null,
	backorders_allowed: false,
	show_backorder_badge: false,
	sold_individually: false,
	permalink: '/producto/ventilador-de-pie/',
	images: [],
	variation: [],
	item_data: [],
	prices: {
		...EXAMPLE_CURRENCY_FIELDS,
		price: '3999',
		regular_price: '4999',
		sale_price: '3999',
		price_range: null,
		raw_prices: {
			precision: 6,
			price: '39990000',
			regular_price: '49990000',
			sale_price: '39990000',
		},
	},
	totals: {
		...EXAMPLE_CURRENCY_FIELDS,
		line_subtotal: '3999',
		line_subtotal_tax: '840',
		line_total: '3999',
		line_total_tax: '840',
	},
	catalog_visibility: 'visible',
	extensions: {},
};

const SHIRTS: CartItem = {
	...FAN,
	key: 'shirt',
	id: 12,
	quantity: 2,
	name: 'Camiseta',
	short_description: '',
	variation: [ { attribute: 'Color', value: 'Rojo' } ],
	prices: { ...FAN.prices, price: '1999', regular_price: '1999', sale_price: '1999' },
	totals: { ...FAN.totals, line_subtotal: '3998', line_subtotal_tax: '840' },
};

export default {
	title: 'Components/OrderSummaryItem',
	component: OrderSummaryItem,
	args: { cartItem: FAN, displayPricesIncludingTax: false },
};

export const OnSale = {};

export const TwoWithVariation = { args: { cartItem: SHIRTS } };

export const List = {
	render: () => (
		<ul className="wc-block-components-order-summary__content">
			<OrderSummaryItem cartItem={ FAN } tagName="li" displayPricesIncludingTax={ false } />
			<OrderSummaryItem
				cartItem={ SHIRTS }
				tagName="li"
				displayPricesIncludingTax={ false }
			/>
		</ul>
	),
};
