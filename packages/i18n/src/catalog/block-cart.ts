/** es_ES translations of the strings of @cesta/block-cart (text domain cesta). */

import type { Catalogue } from '../types';

/**
 * Spanish strings of `@cesta/block-cart`: the order summary's heading,
 * cross-sells, the checkout button, the notices and the server markup of the
 * Cart block. Strings shared with other areas keep their translation there
 * ("Total", "Free", "Local pickup", the coupon notices, the items table and
 * the order summary's rows in `cart-checkout-shared.ts`).
 *
 * @example
 * blockCart[ 'Cart totals' ]; // 'Total del carrito'
 */
export const blockCart: Catalogue = {
	// Order summary (its rows are @cesta/cart-checkout-shared's).
	'Cart totals': 'Total del carrito',
	// Checkout button and payment methods.
	'Proceed to Checkout': 'Finalizar compra',
	'Accepted payment methods': 'Métodos de pago aceptados',
	// Cross-sells.
	'Products you may be interested in': 'Productos que te pueden interesar',
	'%d in cart': [ '%d en el carrito', '%d en el carrito' ],
	'Adding to cart…': 'Añadiendo al carrito…',
	// Loading and the editor preview.
	'Loading your cart…': 'Cargando tu carrito…',
	'The cart preview could not be loaded.': 'No se ha podido cargar la vista previa del carrito.',
	// Server markup.
	'Your cart is currently empty!': '¡Tu carrito está vacío!',
	'Browse store': 'Ver la tienda',
	'You may be interested in…': 'Quizá te interese…',
	// The block editor: the view switcher and the inspector controls.
	Settings: 'Ajustes',
	'Filled Cart': 'Carrito con productos',
	'Empty Cart': 'Carrito vacío',
	'Shipping calculator': 'Calculadora de envío',
	'Allow customers to estimate shipping by entering their address.':
		'Permite a los clientes calcular el envío introduciendo su dirección.',
	'Button text': 'Texto del botón',
	'Heading text': 'Texto del encabezado',
	Columns: 'Columnas',
	// The block.json files (the block editor's inserter and inspector, WordPress's contexts).
	'block title\u0004Cart': 'Carrito',
	'block description\u0004Shopping cart.': 'Carrito de la compra.',
	'block keyword\u0004WooCommerce': 'WooCommerce',
	'block title\u0004Filled Cart': 'Carrito con productos',
	'block description\u0004Contains blocks that are displayed when the cart contains products.':
		'Contiene los bloques que se muestran cuando el carrito tiene productos.',
	'block title\u0004Empty Cart': 'Carrito vacío',
	'block description\u0004Contains blocks that are displayed when the cart is empty.':
		'Contiene los bloques que se muestran cuando el carrito está vacío.',
	'block title\u0004Cart Items': 'Artículos del carrito',
	'block description\u0004Column containing cart items.':
		'Columna con los artículos del carrito.',
	'block title\u0004Cart Line Items': 'Líneas del carrito',
	'block description\u0004Block containing current line items in Cart.':
		'Bloque con las líneas actuales del carrito.',
	'block title\u0004Cart Cross-Sells': 'Ventas cruzadas del carrito',
	'block description\u0004Shows the Cross-Sells block, or a message if none are available.':
		'Muestra el bloque de ventas cruzadas, o un mensaje si no hay ninguna.',
	'block title\u0004Cart Cross-Sells Products': 'Productos de ventas cruzadas del carrito',
	'block description\u0004Shows the Cross-Sells products.':
		'Muestra los productos de ventas cruzadas.',
	'block title\u0004Cart Totals': 'Totales del carrito',
	'block description\u0004Column containing the cart totals.':
		'Columna con los totales del carrito.',
	'block title\u0004Order Summary': 'Resumen del pedido',
	'block description\u0004Show customers a summary of their order.':
		'Muestra a los clientes un resumen de su pedido.',
	'block title\u0004Heading': 'Encabezado',
	'block description\u0004Shows the heading row.': 'Muestra la fila del encabezado.',
	'block title\u0004Coupon Form': 'Formulario de cupón',
	'block description\u0004Shows the apply coupon form.':
		'Muestra el formulario para aplicar un cupón.',
	'block title\u0004Totals': 'Totales',
	'block description\u0004Shows the subtotal, fees, discounts, shipping and taxes.':
		'Muestra el subtotal, las tarifas, los descuentos, el envío y los impuestos.',
	'block title\u0004Subtotal': 'Subtotal',
	'block description\u0004Shows the cart subtotal row.':
		'Muestra la fila del subtotal del carrito.',
	'block title\u0004Fees': 'Tarifas',
	'block description\u0004Shows the cart fee row.': 'Muestra la fila de tarifas del carrito.',
	'block title\u0004Discount': 'Descuento',
	'block description\u0004Shows the cart discount row.':
		'Muestra la fila de descuento del carrito.',
	'block title\u0004Shipping': 'Envío',
	'block description\u0004Shows the cart shipping row.': 'Muestra la fila de envío del carrito.',
	'block title\u0004Taxes': 'Impuestos',
	'block description\u0004Shows the cart taxes row.': 'Muestra la fila de impuestos del carrito.',
	'block title\u0004Express Checkout': 'Pago exprés',
	'block description\u0004Allow customers to breeze through with quick payment options.':
		'Permite a los clientes pagar en un momento con opciones de pago rápidas.',
	'block title\u0004Proceed to Checkout': 'Finalizar compra',
	'block description\u0004Allow customers proceed to Checkout.':
		'Permite a los clientes pasar a finalizar la compra.',
	'block title\u0004Accepted Payment Methods': 'Métodos de pago aceptados',
	'block description\u0004Display accepted payment methods.':
		'Muestra los métodos de pago aceptados.',
};
