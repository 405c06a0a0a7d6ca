/*
 * The payment brands the spec supports (§9), drawn as small text badges in
 * each brand's usual colour: hand-made, a few bytes each, no brand artwork.
 * Brand names are proper nouns and are not translated.
 */

/**
 * How one brand badge is drawn.
 *
 * @example
 * const visa: PaymentBrand = { name: 'Visa', mark: 'VISA', background: '#1a1f71', color: '#fff' };
 */
export interface PaymentBrand {
	/** The brand's name, read by screen readers. */
	name: string;
	/** The short text on the badge. */
	mark: string;
	background: string;
	color: string;
}

/**
 * Every supported icon id and its badge.
 *
 * @example
 * PAYMENT_BRANDS.visa.name; // 'Visa'
 */
export const PAYMENT_BRANDS = {
	alipay: { name: 'Alipay', mark: 'Alipay', background: '#1677ff', color: '#fff' },
	amex: { name: 'American Express', mark: 'AMEX', background: '#016fd0', color: '#fff' },
	bancontact: { name: 'Bancontact', mark: 'BC', background: '#005498', color: '#fff' },
	diners: { name: 'Diners Club', mark: 'Diners', background: '#0079be', color: '#fff' },
	discover: { name: 'Discover', mark: 'DISC', background: '#ff6000', color: '#fff' },
	eps: { name: 'eps', mark: 'eps', background: '#c8036f', color: '#fff' },
	giropay: { name: 'giropay', mark: 'giro', background: '#000268', color: '#fff' },
	ideal: { name: 'iDEAL', mark: 'iDEAL', background: '#cc0066', color: '#fff' },
	jcb: { name: 'JCB', mark: 'JCB', background: '#0b4ea2', color: '#fff' },
	laser: { name: 'Laser', mark: 'LASER', background: '#1a1a1a', color: '#fff' },
	maestro: { name: 'Maestro', mark: 'Maestro', background: '#0099df', color: '#fff' },
	mastercard: { name: 'Mastercard', mark: 'MC', background: '#222', color: '#fff' },
	multibanco: { name: 'Multibanco', mark: 'MB', background: '#1c4f9c', color: '#fff' },
	p24: { name: 'Przelewy24', mark: 'P24', background: '#d13239', color: '#fff' },
	sepa: { name: 'SEPA', mark: 'SEPA', background: '#10298e', color: '#fff' },
	sofort: { name: 'Sofort', mark: 'SOFORT', background: '#393a41', color: '#fff' },
	unionpay: { name: 'UnionPay', mark: 'UP', background: '#e21836', color: '#fff' },
	visa: { name: 'Visa', mark: 'VISA', background: '#1a1f71', color: '#fff' },
	wechat: { name: 'WeChat Pay', mark: 'WeChat', background: '#1aad19', color: '#fff' },
} as const satisfies Record< string, PaymentBrand >;

/**
 * An icon id this package draws.
 *
 * @example
 * const id: PaymentBrandId = 'visa';
 */
export type PaymentBrandId = keyof typeof PAYMENT_BRANDS;

/**
 * The supported icon ids (spec §9), in the spec's order.
 *
 * @example
 * <PaymentMethodIcons icons={ SUPPORTED_PAYMENT_ICONS } />
 */
export const SUPPORTED_PAYMENT_ICONS = Object.keys( PAYMENT_BRANDS ) as PaymentBrandId[];

/**
 * Whether `id` names a brand this package draws.
 *
 * @example
 * isPaymentBrandId( 'visa' ); // true
 * isPaymentBrandId( 'paypal' ); // false
 */
export const isPaymentBrandId = ( id: unknown ): id is PaymentBrandId =>
	typeof id === 'string' && Object.prototype.hasOwnProperty.call( PAYMENT_BRANDS, id );
