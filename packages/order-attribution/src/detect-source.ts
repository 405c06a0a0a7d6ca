/** Where a visit came from, as pure functions of its address and referrer: UTM tags, organic search, referral, direct. */

import { DIRECT_SOURCE, NONE } from './constants';
import { SEARCH_ENGINES, SOCIAL_NETWORKS } from './known-sources';
import type { VisitSource } from './types';

/** The UTM parameters, by the source field each fills. */
const UTM_PARAMS = {
	src: 'utm_source',
	mdm: 'utm_medium',
	cmp: 'utm_campaign',
	cnt: 'utm_content',
	trm: 'utm_term',
	id: 'utm_id',
	plt: 'utm_source_platform',
	fmt: 'utm_creative_format',
	tct: 'utm_marketing_tactic',
} as const;

/** Ad click identifiers that tag a visit as paid search when the link has no UTM source. */
const CLICK_IDS = [
	{ param: 'gclid', source: 'google', campaign: 'google_cpc' },
	{ param: 'yclid', source: 'yandex', campaign: 'yandex_cpc' },
] as const;

const parse = ( address: string ): URL | null => {
	try {
		return new URL( address );
	} catch {
		return null;
	}
};

const withoutWww = ( host: string ) => host.toLowerCase().replace( /^www\./, '' );

const blankSource = ( typ: VisitSource[ 'typ' ] ): VisitSource => ( {
	typ,
	src: NONE,
	mdm: NONE,
	cmp: NONE,
	cnt: NONE,
	trm: NONE,
	id: NONE,
	plt: NONE,
	fmt: NONE,
	tct: NONE,
} );

/**
 * The source a tagged link gives (UTM parameters, or Google's and Yandex's
 * ad click ids), or `null` when the address carries no tag. Untagged fields
 * are `(none)`.
 *
 * @example
 * utmSource( 'https://tienda.example/?utm_source=newsletter&utm_medium=email' );
 * // { typ: 'utm', src: 'newsletter', mdm: 'email', cmp: '(none)', … }
 */
export function utmSource( url: string ): VisitSource | null {
	const params = parse( url )?.searchParams;
	if ( ! params ) {
		return null;
	}
	const clickId = CLICK_IDS.find( ( { param } ) => params.get( param ) );
	const tagged = Object.values( UTM_PARAMS ).some( ( name ) => params.get( name ) );
	if ( ! tagged && ! clickId ) {
		return null;
	}
	const source = blankSource( 'utm' );
	for ( const [ field, name ] of Object.entries( UTM_PARAMS ) ) {
		source[ field as keyof typeof UTM_PARAMS ] = params.get( name ) || NONE;
	}
	if ( clickId ) {
		source.src = params.get( UTM_PARAMS.src ) || clickId.source;
		source.mdm = params.get( UTM_PARAMS.mdm ) || 'cpc';
		source.cmp = params.get( UTM_PARAMS.cmp ) || clickId.campaign;
	}
	return source;
}

/**
 * Whether `referrer` is another site than the page at `url` (a `www.` prefix
 * does not make a site another one). No referrer is not external.
 *
 * @example
 * isExternalReferrer( 'https://www.google.es/', 'https://tienda.example/' ); // true
 * isExternalReferrer( 'https://tienda.example/tienda/', 'https://www.tienda.example/' ); // false
 */
export function isExternalReferrer( referrer: string, url: string ): boolean {
	const from = parse( referrer );
	const to = parse( url );
	return !! from && !! to && withoutWww( from.hostname ) !== withoutWww( to.hostname );
}

/**
 * The organic-search source a referrer gives — a known search engine by host
 * and query parameter, with the search terms when the referrer carries them
 * — or `null` when the referrer is not a search engine.
 *
 * @example
 * organicSource( 'https://www.bing.com/search?q=freidora+de+aire' );
 * // { typ: 'organic', src: 'bing', mdm: 'organic', trm: 'freidora de aire', … }
 */
export function organicSource( referrer: string ): VisitSource | null {
	const from = parse( referrer );
	if ( ! from ) {
		return null;
	}
	const host = from.hostname.toLowerCase();
	const engine = SEARCH_ENGINES.find(
		( candidate ) =>
			candidate.host.test( host ) &&
			( candidate.hostIsEnough || !! from.searchParams.get( candidate.param ) )
	);
	if ( ! engine ) {
		return null;
	}
	return {
		...blankSource( 'organic' ),
		src: engine.name,
		mdm: 'organic',
		trm: from.searchParams.get( engine.param ) || NONE,
	};
}

/**
 * The referral source another site gives: a known social network under its
 * name with medium `social`, any other site under its host (without `www.`)
 * with medium `referral`; the content is the linking page's path.
 *
 * @example
 * referralSource( 'https://l.facebook.com/l.php?u=…' ); // { typ: 'referral', src: 'facebook.com', mdm: 'social', cnt: '/l.php', … }
 * referralSource( 'https://www.ocu.org/comparar/freidoras' ); // { typ: 'referral', src: 'ocu.org', mdm: 'referral', cnt: '/comparar/freidoras', … }
 */
export function referralSource( referrer: string ): VisitSource | null {
	const from = parse( referrer );
	if ( ! from ) {
		return null;
	}
	const host = from.hostname.toLowerCase();
	const network = SOCIAL_NETWORKS.find( ( candidate ) => candidate.host.test( host ) );
	return {
		...blankSource( 'referral' ),
		src: network ? network.name : withoutWww( host ),
		mdm: network ? 'social' : 'referral',
		cnt: from.pathname || NONE,
	};
}

/**
 * The source of a direct visit: typed in, a bookmark, an app without a referrer.
 *
 * @example
 * typeinSource(); // { typ: 'typein', src: '(direct)', mdm: '(none)', … }
 */
export function typeinSource(): VisitSource {
	return { ...blankSource( 'typein' ), src: DIRECT_SOURCE };
}

/**
 * The source of a page view, or `null` when the visit keeps the source it
 * has. In order: a tagged link always starts a new source; so does organic
 * search from a known engine; another site's link does when no session is
 * running; a first visit without either is direct. Anything else — moving
 * between the shop's pages, a returning visitor coming directly — keeps the
 * last source (last non-direct click).
 *
 * @example
 * detectVisitSource( { url, referrer: '' }, { hasSession: false, hasSource: false } ); // typein
 * detectVisitSource( { url, referrer: url }, { hasSession: true, hasSource: true } ); // null: keep it
 */
export function detectVisitSource(
	view: { url: string; referrer: string },
	known: { hasSession: boolean; hasSource: boolean }
): VisitSource | null {
	const tagged = utmSource( view.url );
	if ( tagged ) {
		return tagged;
	}
	const external = isExternalReferrer( view.referrer, view.url );
	const organic = external ? organicSource( view.referrer ) : null;
	if ( organic ) {
		return organic;
	}
	if ( external && ! known.hasSession ) {
		return referralSource( view.referrer );
	}
	return known.hasSource ? null : typeinSource();
}
