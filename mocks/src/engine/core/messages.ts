/** The simulated server's texts in English and Spanish, and how a message is picked and filled. */

/**
 * Every text the simulated server sends, in one table: `[ English, Spanish ]`.
 * The English side is the real server's wording (from the captures and the
 * WooCommerce/WordPress sources); `siteLocale` picks the column, as a real shop
 * answers in its site language. Placeholders follow PHP's `sprintf`.
 */
export const MESSAGES = {
	// Nonces, routing and request parsing (WordPress core and AbstractCartRoute).
	missingNonce: [
		'Missing the Nonce header. This endpoint requires a valid nonce.',
		'Falta la cabecera Nonce. Este punto de acceso requiere un nonce válido.',
	],
	invalidNonce: [ 'Nonce is invalid.', 'El nonce no es válido.' ],
	noRoute: [
		'No route was found matching the URL and request method.',
		'No se ha encontrado ninguna ruta que coincida con la URL y el método de la solicitud.',
	],
	invalidJson: [ 'Invalid JSON body passed.', 'Se ha enviado un cuerpo JSON no válido.' ],
	requestTooLarge: [
		'The request body is too large.',
		'El cuerpo de la solicitud es demasiado grande.',
	],
	invalidParams: [ 'Invalid parameter(s): %s', 'Parámetro(s) no válido(s): %s' ],
	missingParams: [ 'Missing parameter(s): %s', 'Falta(n) parámetro(s): %s' ],
	notOfType: [ '%1$s is not of type %2$s.', '%1$s no es del tipo %2$s.' ],
	notInEnum: [ '%1$s is not one of %2$s.', '%1$s no es uno de %2$s.' ],
	notEnumValue: [ '%1$s is not %2$s.', '%1$s no es %2$s.' ],
	listOfTwo: [ '%1$s and %2$s', '%1$s y %2$s' ],
	listLastTwo: [ '%1$s, and %2$s', '%1$s y %2$s' ],
	outOfBounds: [
		'%1$s must be between %2$s (inclusive) and %3$s (inclusive)',
		'%1$s debe estar entre %2$s (incluido) y %3$s (incluido)',
	],
	tooManyItems: [
		'%1$s must contain at most %2$s items.',
		'%1$s debe contener como máximo %2$s elementos.',
	],
	listAnd: [ '%1$s and %2$s', '%1$s y %2$s' ],
	listOr: [ '%1$s or %2$s', '%1$s o %2$s' ],
	notLoggedIn: [ 'You are not currently logged in.', 'Actualmente no estás conectado.' ],
	mockFault: [
		'Simulated HTTP %s response from the mock server.',
		'Respuesta HTTP %s simulada por el servidor de pruebas.',
	],
	mockCartConflict: [
		'The stock of a product in your cart changed. Please check your cart before continuing.',
		'Las existencias de un producto de tu carrito han cambiado. Revisa tu carrito antes de continuar.',
	],
	// RateLimits::add_rate_limit_headers and AbstractRoute (WooCommerce Store API).
	rateLimitExceeded: [
		'Too many requests. Please wait %d seconds before trying again.',
		'Demasiadas solicitudes. Espera %d segundos antes de volver a intentarlo.',
	],

	// Adding and changing cart items (CartController, QuantityLimits).
	cartInvalidProduct: [
		'This product cannot be added to the cart.',
		'Este producto no se puede añadir al carrito.',
	],
	cartItemExists: [
		'Cannot create an existing cart item.',
		'No se puede crear un artículo del carrito que ya existe.',
	],
	productNotPurchasable: [
		'&quot;%s&quot; is not available for purchase.',
		'&quot;%s&quot; no está disponible para su compra.',
	],
	productInvalidQuantity: [
		'You cannot add &quot;%s&quot; with a quantity less than or equal to 0 to the cart.',
		'No puedes añadir &quot;%s&quot; al carrito con una cantidad menor o igual a 0.',
	],
	productOutOfStockAdd: [
		'You cannot add &quot;%s&quot; to the cart because the product is out of stock.',
		'No puedes añadir &quot;%s&quot; al carrito porque el producto está agotado.',
	],
	productPartiallyOutOfStockAdd: [
		'You cannot add that amount of &quot;%1$s&quot; to the cart because there is not enough stock (%2$s remaining).',
		'No puedes añadir esa cantidad de &quot;%1$s&quot; al carrito porque no hay suficientes existencias (quedan %2$s).',
	],
	invalidVariationData: [
		'Invalid value posted for %1$s. Allowed values: %2$s',
		'Valor no válido para %1$s. Valores permitidos: %2$s',
	],
	missingVariationOne: [
		'Missing variation data for variable product. %s is a required field',
		'Faltan datos de la variación del producto variable. %s es un campo obligatorio',
	],
	missingVariationMany: [
		'Missing variation data for variable product. %s are required fields',
		'Faltan datos de la variación del producto variable. %s son campos obligatorios',
	],
	noMatchingVariation: [
		'No matching variation found.',
		'No se ha encontrado ninguna variación que coincida.',
	],
	cartItemNotExist: [ 'Cart item does not exist.', 'El artículo del carrito no existe.' ],
	cartItemGone: [
		'Cart item no longer exists or is invalid.',
		'El artículo del carrito ya no existe o no es válido.',
	],
	cartItemInvalid: [ 'Cart item is invalid.', 'El artículo del carrito no es válido.' ],
	readonlyQuantity: [
		'The quantity of &quot;%1$s&quot; cannot be changed',
		'La cantidad de &quot;%1$s&quot; no se puede cambiar',
	],
	minQuantity: [
		'The minimum quantity of &quot;%1$s&quot; allowed in the cart is %2$s',
		'La cantidad mínima de &quot;%1$s&quot; permitida en el carrito es %2$s',
	],
	maxQuantity: [
		'The maximum quantity of &quot;%1$s&quot; allowed in the cart is %2$s',
		'La cantidad máxima de &quot;%1$s&quot; permitida en el carrito es %2$s',
	],
	multipleQuantity: [
		'The quantity of &quot;%1$s&quot; must be a multiple of %2$s',
		'La cantidad de &quot;%1$s&quot; debe ser múltiplo de %2$s',
	],

	// Cart validation (validate_cart_items), grouped by product names.
	outOfStockOne: [
		'%s is out of stock and cannot be purchased. Please remove it from your cart.',
		'%s está agotado y no se puede comprar. Elimínalo de tu carrito.',
	],
	outOfStockMany: [
		'%s are out of stock and cannot be purchased. Please remove them from your cart.',
		'%s están agotados y no se pueden comprar. Elimínalos de tu carrito.',
	],
	notPurchasableOne: [
		'%s cannot be purchased. Please remove it from your cart.',
		'%s no se puede comprar. Elimínalo de tu carrito.',
	],
	notPurchasableMany: [
		'%s cannot be purchased. Please remove them from your cart.',
		'%s no se pueden comprar. Elimínalos de tu carrito.',
	],
	tooManyInCartOne: [
		'There are too many %s in the cart. Only 1 item can be purchased. Please reduce the quantity in your cart.',
		'Hay demasiados %s en el carrito. Solo se puede comprar 1 unidad. Reduce la cantidad en tu carrito.',
	],
	tooManyInCartMany: [
		'There are too many %s in the cart. Only 1 item of each can be purchased. Please reduce the quantities in your cart.',
		'Hay demasiados %s en el carrito. Solo se puede comprar 1 unidad de cada uno. Reduce las cantidades en tu carrito.',
	],
	partialOutOfStockOne: [
		'There is not enough %s in stock. Please reduce the quantity in your cart.',
		'No hay suficientes existencias de %s. Reduce la cantidad en tu carrito.',
	],
	partialOutOfStockMany: [
		'There are not enough %s in stock. Please reduce the quantities in your cart.',
		'No hay suficientes existencias de %s. Reduce las cantidades en tu carrito.',
	],

	// Coupons (CartController, WC_Discounts, WC_Coupon, OrderController).
	couponsDisabled: [ 'Coupons are disabled.', 'Los cupones están desactivados.' ],
	couponNotExist: [
		'Coupon &quot;%s&quot; does not exist!',
		'¡El cupón &quot;%s&quot; no existe!',
	],
	couponAlreadyApplied: [
		'Coupon code &quot;%s&quot; has already been applied.',
		'El código de cupón &quot;%s&quot; ya se ha aplicado.',
	],
	couponIndividualUse: [
		'&quot;%s&quot; has already been applied and cannot be used in conjunction with other coupons.',
		'&quot;%s&quot; ya se ha aplicado y no se puede usar junto con otros cupones.',
	],
	couponExpired: [ 'This coupon has expired.', 'Este cupón ha caducado.' ],
	couponMinSpend: [
		'The minimum spend for this coupon is %s.',
		'El gasto mínimo para este cupón es %s.',
	],
	couponMaxSpend: [
		'The maximum spend for this coupon is %s.',
		'El gasto máximo para este cupón es %s.',
	],
	couponUsageLimit: [
		'Coupon usage limit has been reached.',
		'Se ha alcanzado el límite de uso del cupón.',
	],
	couponNotApplicable: [
		'Sorry, this coupon is not applicable to your cart contents.',
		'Lo siento, este cupón no es aplicable al contenido de tu carrito.',
	],
	couponNotValidSaleItems: [
		'Sorry, this coupon is not valid for sale items.',
		'Lo siento, este cupón no es válido para artículos rebajados.',
	],
	couponNotYours: [
		'Sorry, it seems the coupon &quot;%s&quot; is not yours - it has now been removed from your order.',
		'Lo siento, parece que el cupón &quot;%s&quot; no es tuyo; se ha eliminado de tu pedido.',
	],
	couponInvalidCode: [ 'Invalid coupon code.', 'Código de cupón no válido.' ],
	couponNotApplied: [
		'Coupon cannot be removed because it is not already applied to the cart.',
		'No se puede eliminar el cupón porque no está aplicado al carrito.',
	],
	couponNotInCart: [ 'Coupon does not exist in the cart.', 'El cupón no existe en el carrito.' ],
	couponRemovedFromCart: [
		'The "%1$s" coupon has been removed from your cart: %2$s',
		'El cupón "%1$s" se ha eliminado de tu carrito: %2$s',
	],
	couponErrorsOne: [
		'"%1$s" was removed from the cart. %2$s',
		'"%1$s" se ha eliminado del carrito. %2$s',
	],
	couponErrorsMany: [
		'Invalid coupons were removed from the cart: "%s"',
		'Se han eliminado del carrito los cupones no válidos: "%s"',
	],

	// Shipping and extensions.
	shippingDisabled: [ 'Shipping is disabled.', 'Los envíos están desactivados.' ],
	missingRateId: [ 'Invalid Rate ID.', 'ID de tarifa no válido.' ],
	invalidShippingOption: [
		'Sorry, this order requires a shipping option.',
		'Lo siento, este pedido requiere una opción de envío.',
	],
	shippingRatesMissingCountry: [
		'Shipping destination country is required.',
		'El país de destino del envío es obligatorio.',
	],
	shippingRatesInvalidCountry: [
		'Invalid country code provided.',
		'Se ha proporcionado un código de país no válido.',
	],
	shippingRatesInvalidState: [
		'Invalid state code provided.',
		'Se ha proporcionado un código de provincia no válido.',
	],
	shipmentName: [ 'Shipment %d', 'Envío %d' ],
	extensionsError: [
		'There is no such namespace registered: %s.',
		'No hay ningún espacio de nombres registrado con ese nombre: %s.',
	],

	// Addresses (AbstractAddressSchema, BillingAddressSchema, OrderController).
	invalidField: [ 'Invalid %s provided.', 'Se ha proporcionado un %s no válido.' ],
	invalidCountry: [
		'Invalid country code provided. Must be one of: %s',
		'Código de país no válido. Debe ser uno de: %s',
	],
	invalidState: [
		'The provided state (%1$s) is not valid. Must be one of: %2$s',
		'La provincia indicada (%1$s) no es válida. Debe ser una de: %2$s',
	],
	invalidPostcode: [
		'The provided postcode / ZIP is not valid',
		'El código postal indicado no es válido',
	],
	invalidPhone: [
		'The provided phone number is not valid',
		'El número de teléfono indicado no es válido',
	],
	invalidEmailParam: [
		'The provided email address is not valid',
		'La dirección de correo electrónico indicada no es válida',
	],
	requiredField: [ '%s is required', '%s es obligatorio' ],
	addressProblem: [
		'There was a problem with the provided %s:',
		'Ha habido un problema con la %s indicada:',
	],
	billingAddress: [ 'billing address', 'dirección de facturación' ],
	shippingAddress: [ 'shipping address', 'dirección de envío' ],
	// The address fields' labels at order time (WC_Countries::get_default_address_fields).
	addressFirstName: [ 'First name', 'Nombre' ],
	addressLastName: [ 'Last name', 'Apellidos' ],
	addressCompany: [ 'Company name', 'Nombre de la empresa' ],
	addressCountry: [ 'Country / Region', 'País / Región' ],
	addressStreet: [ 'Street address', 'Dirección de la calle' ],
	addressApartment: [ 'Apartment, suite, unit, etc.', 'Apartamento, habitación, escalera, etc.' ],
	addressCity: [ 'Town / City', 'Localidad / Ciudad' ],
	addressState: [ 'State / County', 'Región / Provincia' ],
	addressPostcode: [ 'Postcode / ZIP', 'Código postal' ],
	// Labels a country's locale gives its fields (WC_Countries::get_country_locale).
	labelCanton: [ 'Canton', 'Cantón' ],
	labelCounty: [ 'County', 'Condado' ],
	labelDepartment: [ 'Department', 'Departamento' ],
	labelDistrict: [ 'District', 'Distrito' ],
	labelEircode: [ 'Eircode', 'Eircode' ],
	labelMunicipality: [ 'Municipality', 'Municipio' ],
	labelMunicipalityDistrict: [ 'Municipality / District', 'Municipio / Distrito' ],
	labelParish: [ 'Parish', 'Parroquia' ],
	labelPinCode: [ 'PIN Code', 'Código PIN' ],
	labelPostalCode: [ 'Postal code', 'Código postal' ],
	labelPostalCodeTitle: [ 'Postal Code', 'Código postal' ],
	labelPostcode: [ 'Postcode', 'Código postal' ],
	labelPrefecture: [ 'Prefecture', 'Prefectura' ],
	labelProvince: [ 'Province', 'Provincia' ],
	labelRegion: [ 'Region', 'Región' ],
	labelState: [ 'State', 'Estado' ],
	labelStateZone: [ 'State / Zone', 'Estado / Zona' ],
	labelSuburb: [ 'Suburb', 'Barrio' ],
	labelTownCityPostOffice: [
		'Town / City / Post Office',
		'Localidad / Ciudad / Oficina de correos',
	],
	labelTownDistrict: [ 'Town / District', 'Localidad / Distrito' ],
	labelTownVillage: [ 'Town / Village', 'Localidad / Pueblo' ],
	labelZipCode: [ 'ZIP Code', 'Código postal' ],
	// The checkout form's core fields (`defaultFields`, the blocks' CheckoutFields).
	fieldEmail: [ 'Email address', 'Dirección de correo electrónico' ],
	fieldCountry: [ 'Country/Region', 'País/Región' ],
	fieldFirstName: [ 'First name', 'Nombre' ],
	fieldLastName: [ 'Last name', 'Apellidos' ],
	fieldCompany: [ 'Company', 'Empresa' ],
	fieldAddress1: [ 'Address', 'Dirección' ],
	fieldAddress2: [ 'Apartment, suite, etc.', 'Apartamento, habitación, etc.' ],
	fieldCity: [ 'City', 'Ciudad' ],
	fieldState: [ 'State/County', 'Provincia' ],
	fieldPostcode: [ 'Postal code', 'Código postal' ],
	fieldPhone: [ 'Phone', 'Teléfono' ],
	fieldOptional: [ '%s (optional)', '%s (opcional)' ],

	// Checkout, payment and orders.
	cartEmpty: [
		'Cannot place an order, your cart is empty.',
		'No se puede realizar el pedido, tu carrito está vacío.',
	],
	guestCheckoutDisabled: [
		'You must be logged in to checkout.',
		'Debes acceder para finalizar la compra.',
	],
	missingPaymentMethod: [
		'No payment method provided.',
		'No se ha proporcionado ningún método de pago.',
	],
	paymentMethodDisabled: [
		'The %s payment gateway is not available.',
		'La pasarela de pago %s no está disponible.',
	],
	missingEmail: [
		'A valid email address is required',
		'Se requiere una dirección de correo electrónico válida',
	],
	invalidEmail: [
		'The provided email address (%s) is not valid—please provide a valid email address',
		'La dirección de correo electrónico indicada (%s) no es válida; indica una dirección válida',
	],
	shipToCountry: [
		'Sorry, we do not ship orders to the provided country (%s)',
		'Lo siento, no enviamos pedidos al país indicado (%s)',
	],
	allowCountry: [
		'Sorry, we do not allow orders from the provided country (%s)',
		'Lo siento, no aceptamos pedidos del país indicado (%s)',
	],
	emailExists: [
		'An account is already registered with your email address. Please log in.',
		'Ya hay una cuenta registrada con tu dirección de correo electrónico. Accede, por favor.',
	],
	missingPassword: [
		'Please enter an account password.',
		'Introduce una contraseña para la cuenta.',
	],
	totalMismatch: [
		'The order total has changed. Please review your order and try again.',
		'El total del pedido ha cambiado. Revisa tu pedido e inténtalo de nuevo.',
	],
	cardDeclined: [ 'Your card was declined.', 'Tu tarjeta ha sido rechazada.' ],
	savedCardInvalid: [
		'Invalid payment method. Please input a new card number.',
		'Método de pago no válido. Introduce un nuevo número de tarjeta.',
	],
	deleteCard: [ 'Delete', 'Eliminar' ],
	makeDefaultCard: [ 'Make default', 'Hacer predeterminado' ],
	cardMissing: [ 'Please enter your card details.', 'Introduce los datos de tu tarjeta.' ],
	cardProcessingError: [
		'An error occurred while processing your card. Please try again.',
		'Se ha producido un error al procesar tu tarjeta. Inténtalo de nuevo.',
	],
	notEnoughStock: [
		'Not enough units of %s are available in stock to fulfil this order.',
		'No hay suficientes unidades de %s en existencias para completar este pedido.',
	],
	reserveOutOfStock: [
		'&quot;%s&quot; is out of stock and cannot be purchased.',
		'&quot;%s&quot; está agotado y no se puede comprar.',
	],
	invalidOrder: [
		'Invalid order ID or key provided.',
		'Se ha proporcionado un ID o una clave de pedido no válidos.',
	],
	invalidBillingEmail: [
		'Invalid billing email provided.',
		'Se ha proporcionado un correo electrónico de facturación no válido.',
	],
	invalidUser: [
		'This order belongs to a different customer.',
		'Este pedido pertenece a otro cliente.',
	],
	orderItemOutOfStock: [
		'Sorry, "%s" is no longer in stock so this order cannot be paid for. We apologize for any inconvenience caused.',
		'Lo siento, «%s» ya no está en stock, así que este pedido no puede pagarse. Sentimos las molestias.',
	],
	orderItemNotEnoughStock: [
		'Sorry, we do not have enough "%1$s" in stock to fulfill your order (%2$s available). We apologize for any inconvenience caused.',
		'Lo siento, no tenemos suficientes «%1$s» en stock para completar tu pedido (%2$s disponibles). Sentimos las molestias.',
	],

	// Catalogue routes.
	productInvalidId: [ 'Invalid product ID.', 'ID de producto no válido.' ],
	productInvalidSlug: [ 'Invalid product slug.', 'Slug de producto no válido.' ],
	attributeInvalidId: [ 'Invalid attribute ID.', 'ID de atributo no válido.' ],
	attributeMissing: [ 'Attribute does not exist.', 'El atributo no existe.' ],
	categoryInvalidId: [ 'Invalid category ID.', 'ID de categoría no válido.' ],
	brandInvalidId: [ 'Invalid brand ID.', 'ID de marca no válido.' ],
	brandInvalidSlug: [ 'Invalid brand slug.', 'Slug de marca no válido.' ],
	invalidPath: [ 'Invalid path provided.', 'Se ha proporcionado una ruta no válida.' ],
	batchNotAllowed: [
		'The requested route does not support batch requests.',
		'La ruta solicitada no admite peticiones por lotes.',
	],

	// Texts inside product and storefront data.
	inStockCount: [ '%s in stock', '%s disponibles' ],
	canBeBackordered: [ '(can be backordered)', '(puede reservarse)' ],
	outOfStock: [ 'Out of stock', 'Agotado' ],
	availableOnBackorder: [ 'Available on backorder', 'Disponible para reserva' ],
	addToCart: [ 'Add to cart', 'Añadir al carrito' ],
	addToCartDescription: [
		'Add to cart: &ldquo;%s&rdquo;',
		'Añadir al carrito: &ldquo;%s&rdquo;',
	],
	selectOptions: [ 'Select options', 'Seleccionar opciones' ],
	selectOptionsDescription: [
		'Select options for &ldquo;%s&rdquo;',
		'Seleccionar opciones para &ldquo;%s&rdquo;',
	],
	readMore: [ 'Read more', 'Leer más' ],
	readMoreDescription: [ 'Read more about &ldquo;%s&rdquo;', 'Leer más sobre &ldquo;%s&rdquo;' ],
	originalPrice: [ 'Original price was: %s.', 'El precio original era: %s.' ],
	currentPrice: [ 'Current price is: %s.', 'El precio actual es: %s.' ],
	miniCartEmpty: [ 'No products in the cart.', 'No hay productos en el carrito.' ],
	miniCartSubtotal: [ 'Subtotal:', 'Subtotal:' ],
	viewCart: [ 'View cart', 'Ver carrito' ],
	checkoutLink: [ 'Checkout', 'Finalizar compra' ],
	removeItem: [ 'Remove this item', 'Eliminar este artículo' ],
	addedToCart: [
		'&ldquo;%s&rdquo; has been added to your cart.',
		'&ldquo;%s&rdquo; se ha añadido a tu carrito.',
	],
} as const satisfies Record< string, readonly [ string, string ] >;

/**
 * The id of one server message.
 *
 * @example
 * const id: MessageId = 'invalidNonce';
 */
export type MessageId = keyof typeof MESSAGES;

/**
 * The languages the simulated shop can answer in.
 *
 * @example
 * const locale: SiteLocale = 'es_ES';
 */
export type SiteLocale = 'es_ES' | 'en_US';

/**
 * PHP-style `sprintf` for `%s`, `%d` and numbered `%1$s` placeholders.
 *
 * @example
 * formatMessage( '%1$s is not of type %2$s.', 'id', 'integer' ); // 'id is not of type integer.'
 */
export function formatMessage( template: string, ...args: Array< string | number > ): string {
	let next = 0;
	return template.replace(
		/%(?:(\d+)\$)?([sd%])/g,
		( match, position: string | undefined, kind: string ) => {
			if ( kind === '%' ) {
				return '%';
			}
			const index = position ? Number( position ) - 1 : next++;
			const value = args[ index ];
			if ( value === undefined ) {
				return match;
			}
			return kind === 'd' ? String( Math.trunc( Number( value ) ) ) : String( value );
		}
	);
}

/**
 * The message in the site's language, with its placeholders filled.
 *
 * @example
 * translate( 'es_ES', 'couponNotExist', 'NOEXISTE' ); // '¡El cupón &quot;NOEXISTE&quot; no existe!'
 */
export function translate(
	locale: SiteLocale,
	id: MessageId,
	...args: Array< string | number >
): string {
	const [ english, spanish ] = MESSAGES[ id ];
	return formatMessage( locale === 'es_ES' ? spanish : english, ...args );
}
