/** es_ES translations of the strings of @cesta/validation (text domain cesta). */

import type { Catalogue } from '../types';

/**
 * Spanish (es_ES) translations of every string `@cesta/validation` shows.
 * Messages whose English puts the field label after an article ("Please
 * select a %s") are phrased without one in Spanish, so they read correctly
 * whatever the gender of the label.
 */
export const validation: Catalogue = {
	'Please enter a valid postcode': 'Por favor, introduce un código postal válido',
	'Please enter a valid email address':
		'Por favor, introduce una dirección de correo electrónico válida',
	'Please select your country': 'Por favor, elige tu país',
	'Sorry, we do not allow orders from the selected country':
		'Lo siento, no aceptamos pedidos desde el país seleccionado',
	'Sorry, we do not ship orders to the selected country':
		'Lo siento, no enviamos pedidos al país seleccionado',
	'Please select a %s': 'Por favor, selecciona: %s',
	'Please select a valid option': 'Por favor, elige una opción válida',
	'Select a %s': 'Selecciona: %s',
	'%s (optional)': '%s (opcional)',
	'%1$s must match the pattern %2$s': '%1$s debe coincidir con el patrón %2$s',
	'%s is invalid': 'El campo «%s» no es válido',
	'Please enter a valid %s': 'Por favor, introduce un valor válido en «%s»',
	'Please check this box if you want to proceed.':
		'Por favor, marca esta casilla si quieres continuar.',
	'password strength\u0004Too weak': 'Demasiado débil',
	'password strength\u0004Weak': 'Débil',
	'password strength\u0004Medium': 'Media',
	'password strength\u0004Strong': 'Fuerte',
	'password strength\u0004Very strong': 'Muy fuerte',
	'Email address': 'Dirección de correo electrónico',
	'Country/Region': 'País/Región',
	'First name': 'Nombre',
	'Last name': 'Apellidos',
	Company: 'Empresa',
	Address: 'Dirección',
	'Apartment, suite, etc.': 'Apartamento, habitación, etc.',
	City: 'Ciudad',
	'State/County': 'Provincia',
	'Postal code': 'Código postal',
	Phone: 'Teléfono',
	Province: 'Provincia',
	'ZIP Code': 'Código postal',
	State: 'Estado',
	Postcode: 'Código postal',
	County: 'Condado',
	Prefecture: 'Prefectura',
};
