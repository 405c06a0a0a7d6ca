/** es_ES translations of the strings of @cesta/block-mini-cart (text domain cesta). */

import type { Catalogue } from '../types';

/**
 * Spanish strings of `@cesta/block-mini-cart`: the header button's name and
 * load error, and the drawer's title, empty state and footer. Strings shared
 * with the Cart block keep their translation there ("Loading your cart…",
 * "Your cart is currently empty!"), the items table's (shared with the Cart
 * block) in `cart-checkout-shared.ts`, the subtotal's in `components.ts`.
 *
 * @example
 * blockMiniCart[ 'View my cart' ]; // 'Ver mi carrito'
 */
export const blockMiniCart: Catalogue = {
	// The button.
	'%d item in cart': [ '%d artículo en el carrito', '%d artículos en el carrito' ],
	'%1$d item in cart, total price of %2$s': [
		'%1$d artículo en el carrito, precio total de %2$s',
		'%1$d artículos en el carrito, precio total de %2$s',
	],
	'The cart could not be opened. Taking you to the cart page…':
		'No se ha podido abrir el carrito. Te llevamos a la página del carrito…',
	'The cart could not be opened. Please try again.':
		'No se ha podido abrir el carrito. Inténtalo de nuevo.',
	// The drawer.
	'Your cart': 'Tu carrito',
	'(%d item)': [ '(%d artículo)', '(%d artículos)' ],
	'Start shopping': 'Empezar a comprar',
	'Shipping, taxes, and discounts calculated at checkout.':
		'Envío, impuestos y descuentos calculados al finalizar la compra.',
	'View my cart': 'Ver mi carrito',
	'Go to checkout': 'Ir a finalizar compra',
	'Your cart could not be loaded.': 'No se ha podido cargar tu carrito.',
	'Try again': 'Reintentar',
	// The block editor: the view switcher, the preview and the inspector controls.
	Settings: 'Ajustes',
	'Filled Mini-Cart': 'Minicarrito con productos',
	'Empty Mini-Cart': 'Minicarrito vacío',
	'The cart preview could not be loaded.': 'No se ha podido cargar la vista previa del carrito.',
	Icon: 'Icono',
	Cart: 'Carrito',
	Bag: 'Bolsa',
	'Bag (alternative)': 'Bolsa (alternativa)',
	'When a product is added': 'Al añadir un producto',
	'Only update the count': 'Solo actualizar el contador',
	'Open the cart drawer': 'Abrir el panel del carrito',
	'Hide the cart total': 'Ocultar el total del carrito',
	'Show only the icon and the item count, without the total beside it.':
		'Muestra solo el icono y el número de artículos, sin el total al lado.',
	'Show the item count': 'Mostrar el número de artículos',
	Always: 'Siempre',
	'Only when the cart has items': 'Solo cuando el carrito tiene artículos',
	Never: 'Nunca',
	'On the cart and checkout pages': 'En las páginas del carrito y de finalizar compra',
	'Hide it, keeping its place': 'Ocultarlo, manteniendo su espacio',
	'Remove it': 'Quitarlo',
	Title: 'Título',
	'Button text': 'Texto del botón',
	// The block.json files (the block editor's inserter and inspector, WordPress's contexts).
	'block title\u0004Mini-Cart': 'Minicarrito',
	'block description\u0004A header button with the number of items in the cart that opens the cart in a side drawer.':
		'Un botón de cabecera con el número de artículos del carrito que abre el carrito en un panel lateral.',
	'block keyword\u0004cart': 'carrito',
	'block title\u0004Mini-Cart Contents': 'Contenido del minicarrito',
	"block description\u0004What the Mini-Cart's drawer shows: one view for a cart with products and one for an empty cart.":
		'Lo que muestra el panel del minicarrito: una vista para un carrito con productos y otra para un carrito vacío.',
	'block title\u0004Filled Mini-Cart view': 'Vista del minicarrito con productos',
	"block description\u0004The drawer's blocks shown while the cart has products.":
		'Los bloques del panel que se muestran mientras el carrito tiene productos.',
	'block title\u0004Empty Mini-Cart view': 'Vista del minicarrito vacío',
	"block description\u0004The drawer's blocks shown while the cart is empty.":
		'Los bloques del panel que se muestran mientras el carrito está vacío.',
	'block title\u0004Mini-Cart Title': 'Título del minicarrito',
	"block description\u0004The drawer's heading: a label and the number of items.":
		'El encabezado del panel: una etiqueta y el número de artículos.',
	'block title\u0004Mini-Cart Title Label': 'Etiqueta del título del minicarrito',
	'block description\u0004The label of the drawer\'s heading (by default "Your cart").':
		'La etiqueta del encabezado del panel (por defecto, «Tu carrito»).',
	'block title\u0004Mini-Cart Title Items Counter':
		'Contador de artículos del título del minicarrito',
	"block description\u0004The number of items in the cart, beside the drawer's heading label.":
		'El número de artículos del carrito, junto a la etiqueta del encabezado del panel.',
	'block title\u0004Mini-Cart Items': 'Artículos del minicarrito',
	"block description\u0004The cart's products table, and any block placed beside it.":
		'La tabla de productos del carrito y cualquier bloque que se coloque junto a ella.',
	'block title\u0004Mini-Cart Products Table': 'Tabla de productos del minicarrito',
	'block description\u0004The products in the cart with their quantities and prices.':
		'Los productos del carrito con sus cantidades y precios.',
	'block title\u0004Mini-Cart Footer': 'Pie del minicarrito',
	"block description\u0004The cart's subtotal and the buttons to the cart and checkout pages.":
		'El subtotal del carrito y los botones a las páginas del carrito y de finalizar compra.',
	'block title\u0004Mini-Cart View Cart Button': 'Botón «Ver carrito» del minicarrito',
	'block description\u0004A button to the cart page.': 'Un botón a la página del carrito.',
	'block title\u0004Mini-Cart Proceed to Checkout Button':
		'Botón «Finalizar compra» del minicarrito',
	'block description\u0004A button to the checkout page.':
		'Un botón a la página de finalizar compra.',
	'block title\u0004Mini-Cart Shopping Button': 'Botón «Empezar a comprar» del minicarrito',
	'block description\u0004A button to the shop page, shown while the cart is empty.':
		'Un botón a la página de la tienda, que se muestra mientras el carrito está vacío.',
	'block style label\u0004Fill': 'Relleno',
	'block style label\u0004Outline': 'Contorno',
};
