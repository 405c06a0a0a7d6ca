/** The privacy policy and the terms and conditions of the demo shop: short texts that say what the demo really does. */

import { __ } from '@wordpress/i18n';

import { DEMO_PATHS } from '../constants';
import { escapeHtml } from './html';

/** A page of headed sections: each heading with its paragraphs. */
const renderSections = ( title: string, intro: string, sections: Array< [ string, string ] > ) =>
	`<h1>${ escapeHtml( title ) }</h1>
<p>${ escapeHtml( intro ) }</p>
${ sections
	.map(
		( [ heading, text ] ) => `<h2>${ escapeHtml( heading ) }</h2>
<p>${ escapeHtml( text ) }</p>`
	)
	.join( '\n' ) }`;

/**
 * The privacy policy (the store's `privacy` page, linked from the
 * checkout's terms text and every page's footer): what the shop keeps,
 * where, for how long, the cookies it sets and how to have data deleted.
 *
 * @example
 * renderPrivacyContent(); // '<h1>Política de privacidad</h1>…'
 */
export function renderPrivacyContent(): string {
	return renderSections(
		__( 'Privacy policy', 'cesta' ),
		__(
			'Cesta is a demo shop: orders are simulated, nothing is charged and nothing is shipped. This page says which of your data it uses and why.',
			'cesta'
		),
		[
			[
				__( 'What we keep', 'cesta' ),
				__(
					'To show you your cart and your orders we keep what you put in the cart and what you type at checkout: your name, addresses, email address, phone and order notes.',
					'cesta'
				),
			],
			[
				__( 'Where and for how long', 'cesta' ),
				__(
					'Everything is kept in the memory of the demo server only, and is deleted when the server restarts or the shop is reset. It is never sent to anyone else.',
					'cesta'
				),
			],
			[
				__( 'Cookies', 'cesta' ),
				__(
					'We set a session cookie that keeps your cart and, when you log in, your account, and two cookies that tell the page whether your cart has items. We set no advertising or analytics cookies.',
					'cesta'
				),
			],
			[
				__( 'Your rights', 'cesta' ),
				__(
					'You may see, correct or delete your data at any time. Resetting the shop from the debug panel deletes all of it at once.',
					'cesta'
				),
			],
		]
	);
}

/**
 * The terms and conditions (the store's `terms` page, which the checkout's
 * terms text links to): who sells, orders, prices and taxes, delivery, the
 * right of withdrawal, and that everything here is simulated.
 *
 * @example
 * renderTermsContent(); // '<h1>Términos y condiciones</h1>…'
 */
export function renderTermsContent(): string {
	return `${ renderSections(
		__( 'Terms and conditions', 'cesta' ),
		__(
			'These terms apply to every order placed in the Cesta demo shop. By placing an order you accept them.',
			'cesta'
		),
		[
			[
				__( 'Orders', 'cesta' ),
				__(
					'Orders placed here are simulated: they are recorded so you can see them, but nothing is delivered and no payment is taken, whatever payment method you choose.',
					'cesta'
				),
			],
			[
				__( 'Prices and taxes', 'cesta' ),
				__(
					'Prices are in euros. VAT is added at checkout for the delivery address, and the total you see before placing the order is the total of the order.',
					'cesta'
				),
			],
			[
				__( 'Delivery and pickup', 'cesta' ),
				__(
					'The delivery costs and the shops where an order can be collected are shown at checkout before you place the order.',
					'cesta'
				),
			],
			[
				__( 'Returns', 'cesta' ),
				__(
					'You have 14 days from delivery to withdraw from a purchase without giving a reason, as the law gives every buyer in the European Union.',
					'cesta'
				),
			],
		]
	) }
<p><a href="${ DEMO_PATHS.privacy }">${ escapeHtml(
		__( 'Read how we use your data in the privacy policy.', 'cesta' )
	) }</a></p>`;
}
