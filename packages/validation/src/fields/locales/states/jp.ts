/** Japan's prefectures by code, as WooCommerce 9.9.5 lists them (47; its i18n/states.php). */

/**
 * Japan's prefectures by code, in WooCommerce's order, for shops whose host prints no
 * `countryData`. Names are proper nouns and stay as WooCommerce writes them.
 *
 * @example
 * JAPAN_PREFECTURES.JP13; // 'Tokyo'
 */
export const JAPAN_PREFECTURES: Readonly< Record< string, string > > = Object.freeze( {
	JP01: 'Hokkaido',
	JP02: 'Aomori',
	JP03: 'Iwate',
	JP04: 'Miyagi',
	JP05: 'Akita',
	JP06: 'Yamagata',
	JP07: 'Fukushima',
	JP08: 'Ibaraki',
	JP09: 'Tochigi',
	JP10: 'Gunma',
	JP11: 'Saitama',
	JP12: 'Chiba',
	JP13: 'Tokyo',
	JP14: 'Kanagawa',
	JP15: 'Niigata',
	JP16: 'Toyama',
	JP17: 'Ishikawa',
	JP18: 'Fukui',
	JP19: 'Yamanashi',
	JP20: 'Nagano',
	JP21: 'Gifu',
	JP22: 'Shizuoka',
	JP23: 'Aichi',
	JP24: 'Mie',
	JP25: 'Shiga',
	JP26: 'Kyoto',
	JP27: 'Osaka',
	JP28: 'Hyogo',
	JP29: 'Nara',
	JP30: 'Wakayama',
	JP31: 'Tottori',
	JP32: 'Shimane',
	JP33: 'Okayama',
	JP34: 'Hiroshima',
	JP35: 'Yamaguchi',
	JP36: 'Tokushima',
	JP37: 'Kagawa',
	JP38: 'Ehime',
	JP39: 'Kochi',
	JP40: 'Fukuoka',
	JP41: 'Saga',
	JP42: 'Nagasaki',
	JP43: 'Kumamoto',
	JP44: 'Oita',
	JP45: 'Miyazaki',
	JP46: 'Kagoshima',
	JP47: 'Okinawa',
} );
