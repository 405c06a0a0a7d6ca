/**
 * An example payment integration for WooCommerce's block checkout, as a
 * plugin author writes it: one plain script, no build step and no import,
 * written against the globals WordPress and WooCommerce print
 * (`wc.wcBlocksRegistry`, `wc.wcSettings`, `wp.element`). It pays with the
 * gateway `cesta_example_wallet`, which `gateways.json` beside it declares
 * to Cesta's simulated shop. Try it:
 *
 *   npm start -- --plugin demo/examples/example-payment-integration.js \
 *     --gateways demo/examples/gateways.json
 *
 * - The method has its own field (the wallet code).
 * - `onCheckoutValidation` blocks the order while the field is empty.
 * - `onPaymentSetup` hands the code to the server as `payment_data`.
 * - `onCheckoutSuccess` follows the gateway's redirect when the payment is
 *   pending (code 7777 in gateways.json).
 * - An express button pays in one click with the same gateway.
 *
 * Its strings are its own (third-party code), in Spanish as the shop is.
 */
/* global window */
( function () {
	'use strict';

	var registry = window.wc.wcBlocksRegistry;
	var getSetting = window.wc.wcSettings.getSetting;
	var el = window.wp.element.createElement;
	var useEffect = window.wp.element.useEffect;
	var useRef = window.wp.element.useRef;
	var useState = window.wp.element.useState;

	var GATEWAY = 'cesta_example_wallet';
	var FIELD_ID = 'cesta-example-wallet-code';
	// What the gateway's server side printed: getSetting( '<id>_data' ).
	var settings = getSetting( GATEWAY + '_data', {} );
	var title = settings.title || 'Monedero de ejemplo';

	function Content( props ) {
		var codeState = useState( '' );
		var code = codeState[ 0 ];
		var setCode = codeState[ 1 ];
		var events = props.eventRegistration;
		var responseTypes = props.emitResponse.responseTypes;
		var noticeContexts = props.emitResponse.noticeContexts;

		// Runs on each click on «Realizar el pedido», before anything is sent.
		useEffect(
			function () {
				return events.onCheckoutValidation( function () {
					if ( ! code.trim() ) {
						return {
							type: responseTypes.ERROR,
							errorMessage: 'Escribe el código de tu monedero.',
							context: noticeContexts.PAYMENTS,
						};
					}
					return true;
				} );
			},
			[ events, responseTypes, noticeContexts, code ]
		);

		// Hands the data to the server: each key becomes a payment_data pair.
		useEffect(
			function () {
				return events.onPaymentSetup( function () {
					return {
						type: responseTypes.SUCCESS,
						meta: { paymentMethodData: { example_wallet_code: code.trim() } },
					};
				} );
			},
			[ events, responseTypes, code ]
		);

		// A pending payment: the gateway wants the shopper on its own page.
		useEffect(
			function () {
				return events.onCheckoutSuccess( function ( data ) {
					var response = data.processingResponse;
					if (
						response &&
						response.paymentStatus === 'pending' &&
						response.redirectUrl
					) {
						return { type: responseTypes.SUCCESS, redirectUrl: response.redirectUrl };
					}
					return true;
				} );
			},
			[ events, responseTypes ]
		);

		return el(
			'div',
			{ className: 'cesta-example-wallet' },
			el( 'p', null, settings.description ),
			el( 'label', { htmlFor: FIELD_ID }, 'Código del monedero' ),
			el( 'input', {
				id: FIELD_ID,
				type: 'text',
				autoComplete: 'off',
				value: code,
				onChange: function ( event ) {
					setCode( event.target.value );
				},
			} )
		);
	}

	function Label( props ) {
		return el( props.components.PaymentMethodLabel, { text: title } );
	}

	registry.registerPaymentMethod( {
		name: GATEWAY,
		label: el( Label ),
		ariaLabel: title,
		content: el( Content ),
		edit: el( 'p', null, settings.description ),
		canMakePayment: function () {
			return true;
		},
		supports: { features: settings.supports || [ 'products' ] },
	} );

	// The express button: one click pays with the same gateway.
	function ExpressButton( props ) {
		var events = props.eventRegistration;
		var responseTypes = props.emitResponse.responseTypes;
		// Every observer on the page runs for each order: answer only for our own click.
		var clicked = useRef( false );

		useEffect(
			function () {
				return events.onPaymentSetup( function () {
					if ( ! clicked.current ) {
						return true;
					}
					return {
						type: responseTypes.SUCCESS,
						meta: { paymentMethodData: { example_wallet_code: 'EXPRES' } },
					};
				} );
			},
			[ events, responseTypes ]
		);

		useEffect(
			function () {
				return events.onCheckoutFail( function () {
					clicked.current = false;
					props.onClose();
					return true;
				} );
			},
			[ events, props.onClose ]
		);

		return el(
			'button',
			{
				type: 'button',
				className: 'cesta-example-wallet-express',
				onClick: function () {
					clicked.current = true;
					props.onClick();
					props.onSubmit();
				},
			},
			'Pagar con ' + title
		);
	}

	registry.registerExpressPaymentMethod( {
		name: GATEWAY + '_express',
		paymentMethodId: GATEWAY,
		content: el( ExpressButton ),
		edit: el( 'button', { type: 'button', disabled: true }, 'Pagar con ' + title ),
		canMakePayment: function () {
			return true;
		},
		supports: { features: settings.supports || [ 'products' ] },
	} );
} )();
