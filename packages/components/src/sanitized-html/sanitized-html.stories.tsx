/** Stories of the SanitizedHtml: server HTML and a price_html. */

import { SanitizedHtml } from '.';

export default {
	title: 'Components/SanitizedHtml',
	component: SanitizedHtml,
	args: {
		html: '<p>Envío <b>gratis</b> en 24 h<script>alert(1)</script></p>',
	},
};

export const ServerHtml = {};

export const PriceHtml = {
	args: {
		tagName: 'span',
		html: '<del><span>€49.99</span></del> <ins><span>€39.99</span></ins>',
		allowedTags: [ 'del', 'ins', 'span' ],
	},
};
