/** The search engines recognised as organic search and the sites recognised as social networks (spec 1 §9: organic search by host and query parameter). */

/**
 * A search engine: its hosts, the query parameter holding the search terms,
 * and the name recorded as the source.
 *
 * @example
 * const ecosia: SearchEngine = { name: 'ecosia', host: /(^|\.)ecosia\.org$/, param: 'q', hostIsEnough: true };
 */
export interface SearchEngine {
	name: string;
	host: RegExp;
	param: string;
	/**
	 * Whether the host alone proves a search: these engines send only their
	 * origin as the referrer (no query string), so the parameter never arrives.
	 */
	hostIsEnough: boolean;
}

/**
 * A social network: its hosts (link shorteners included) and the name
 * recorded as the source of the referral.
 *
 * @example
 * const network: SocialNetwork = { name: 'facebook.com', host: /(^|\.)facebook\.com$/ };
 */
export interface SocialNetwork {
	name: string;
	host: RegExp;
}

/**
 * The search engines whose visits are organic search, first match wins.
 * Google, Bing, DuckDuckGo, Yahoo Search, Ecosia and Brave send only their
 * origin, so their host is enough; the rest need their query parameter too
 * (a Yahoo Mail or Yandex Mail link is a referral).
 *
 * @example
 * SEARCH_ENGINES.find( ( engine ) => engine.host.test( 'www.google.es' ) )?.name; // 'google'
 */
export const SEARCH_ENGINES: readonly SearchEngine[] = [
	{ name: 'google', host: /^(?:www\.)?google\.[a-z.]{2,9}$/, param: 'q', hostIsEnough: true },
	{ name: 'bing', host: /(^|\.)bing\.com$/, param: 'q', hostIsEnough: true },
	{ name: 'duckduckgo', host: /(^|\.)duckduckgo\.com$/, param: 'q', hostIsEnough: true },
	{ name: 'yahoo', host: /(^|\.)search\.yahoo\.com$/, param: 'p', hostIsEnough: true },
	{ name: 'yahoo', host: /(^|\.)yahoo\.com$/, param: 'p', hostIsEnough: false },
	{ name: 'ecosia', host: /(^|\.)ecosia\.org$/, param: 'q', hostIsEnough: true },
	{ name: 'brave', host: /^search\.brave\.com$/, param: 'q', hostIsEnough: true },
	{ name: 'yandex', host: /(^|\.)yandex\.[a-z.]{2,9}$/, param: 'text', hostIsEnough: false },
	{ name: 'baidu', host: /(^|\.)baidu\.com$/, param: 'wd', hostIsEnough: false },
	{ name: 'qwant', host: /(^|\.)qwant\.com$/, param: 'q', hostIsEnough: false },
	{ name: 'ask', host: /(^|\.)ask\.com$/, param: 'q', hostIsEnough: false },
	{ name: 'aol', host: /(^|\.)aol\.com$/, param: 'q', hostIsEnough: false },
];

/**
 * The social networks whose referrals are recorded with medium `social`
 * under one name per network, whatever host or shortener linked.
 *
 * @example
 * SOCIAL_NETWORKS.find( ( network ) => network.host.test( 'l.facebook.com' ) )?.name; // 'facebook.com'
 */
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = [
	{ name: 'facebook.com', host: /(^|\.)(facebook\.com|fb\.me)$/ },
	{ name: 'instagram.com', host: /(^|\.)instagram\.com$/ },
	{ name: 'twitter.com', host: /^(t\.co|(.+\.)?twitter\.com)$/ },
	{ name: 'x.com', host: /(^|\.)x\.com$/ },
	{ name: 'linkedin.com', host: /(^|\.)(linkedin\.com|lnkd\.in)$/ },
	{ name: 'pinterest.com', host: /(^|\.)(pinterest\.[a-z.]{2,6}|pin\.it)$/ },
	{ name: 'youtube.com', host: /(^|\.)(youtube\.com|youtu\.be)$/ },
	{ name: 'tiktok.com', host: /(^|\.)tiktok\.com$/ },
	{ name: 'reddit.com', host: /(^|\.)reddit\.com$/ },
	{ name: 'whatsapp.com', host: /(^|\.)(whatsapp\.com|wa\.me)$/ },
];
