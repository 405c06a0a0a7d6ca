/** The sample provider's addresses: real-looking Spanish streets in Madrid, Barcelona, Valencia, Sevilla, the Canary Islands and beyond. */

import type { SampleAddress } from './types';

const spanish = (
	id: string,
	address_1: string,
	address_2: string,
	city: string,
	state: string,
	province: string,
	postcode: string
): SampleAddress => ( {
	id,
	address_1,
	address_2,
	city,
	state,
	province,
	postcode,
	country: 'ES',
} );

/**
 * The sample addresses, with postcodes and province codes as WooCommerce's
 * ES states list has them (Madrid `M`, Barcelona `B`, Valencia `V`, Sevilla
 * `SE`, Las Palmas `GC`, Santa Cruz de Tenerife `TF`, Ceuta `CE`…).
 *
 * @example
 * SAMPLE_ADDRESSES.find( ( address ) => address.state === 'GC' )?.city; // 'Las Palmas de Gran Canaria'
 */
export const SAMPLE_ADDRESSES: readonly SampleAddress[] = [
	spanish( 'es-madrid-alcala-50', 'Calle de Alcalá 50', '', 'Madrid', 'M', 'Madrid', '28014' ),
	spanish( 'es-madrid-gran-via-28', 'Gran Vía 28', '', 'Madrid', 'M', 'Madrid', '28013' ),
	spanish(
		'es-madrid-castellana-259',
		'Paseo de la Castellana 259',
		'Planta 12',
		'Madrid',
		'M',
		'Madrid',
		'28046'
	),
	spanish(
		'es-madrid-serrano-15',
		'Calle de Serrano 15',
		'3º B',
		'Madrid',
		'M',
		'Madrid',
		'28001'
	),
	spanish( 'es-madrid-mayor-5', 'Calle Mayor 5', '', 'Madrid', 'M', 'Madrid', '28013' ),
	spanish(
		'es-barcelona-gracia-92',
		'Passeig de Gràcia 92',
		'',
		'Barcelona',
		'B',
		'Barcelona',
		'08008'
	),
	spanish(
		'es-barcelona-mallorca-401',
		'Carrer de Mallorca 401',
		'',
		'Barcelona',
		'B',
		'Barcelona',
		'08013'
	),
	spanish( 'es-barcelona-rambla-91', 'La Rambla 91', '', 'Barcelona', 'B', 'Barcelona', '08001' ),
	spanish(
		'es-barcelona-sants-79',
		'Carrer de Sants 79',
		'2n 1a',
		'Barcelona',
		'B',
		'Barcelona',
		'08014'
	),
	spanish( 'es-valencia-colon-1', 'Carrer de Colón 1', '', 'València', 'V', 'Valencia', '46004' ),
	spanish(
		'es-valencia-puerto-120',
		'Avenida del Puerto 120',
		'',
		'València',
		'V',
		'Valencia',
		'46023'
	),
	spanish( 'es-valencia-paz-7', 'Calle de la Paz 7', '', 'València', 'V', 'Valencia', '46003' ),
	spanish(
		'es-sevilla-constitucion-20',
		'Avenida de la Constitución 20',
		'',
		'Sevilla',
		'SE',
		'Sevilla',
		'41004'
	),
	spanish( 'es-sevilla-sierpes-45', 'Calle Sierpes 45', '', 'Sevilla', 'SE', 'Sevilla', '41004' ),
	spanish(
		'es-las-palmas-triana-75',
		'Calle Mayor de Triana 75',
		'',
		'Las Palmas de Gran Canaria',
		'GC',
		'Las Palmas',
		'35002'
	),
	spanish(
		'es-santa-cruz-castillo-30',
		'Calle del Castillo 30',
		'',
		'Santa Cruz de Tenerife',
		'TF',
		'Santa Cruz de Tenerife',
		'38002'
	),
	spanish(
		'es-la-laguna-obispo-rey-redondo-30',
		'Calle Obispo Rey Redondo 30',
		'',
		'San Cristóbal de La Laguna',
		'TF',
		'Santa Cruz de Tenerife',
		'38201'
	),
	spanish(
		'es-malaga-larios-5',
		'Calle Marqués de Larios 5',
		'',
		'Málaga',
		'MA',
		'Málaga',
		'29005'
	),
	spanish(
		'es-bilbao-gran-via-1',
		'Gran Vía de Don Diego López de Haro 1',
		'',
		'Bilbao',
		'BI',
		'Bizkaia',
		'48001'
	),
	spanish(
		'es-zaragoza-independencia-20',
		'Paseo de la Independencia 20',
		'',
		'Zaragoza',
		'Z',
		'Zaragoza',
		'50004'
	),
	spanish(
		'es-palma-jaume-iii-10',
		'Avinguda de Jaume III 10',
		'',
		'Palma',
		'PM',
		'Baleares',
		'07012'
	),
	spanish( 'es-ceuta-real-90', 'Calle Real 90', '', 'Ceuta', 'CE', 'Ceuta', '51001' ),
];
