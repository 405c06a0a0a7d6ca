/** Types of order attribution: the source of a visit, the cookies' records, the data sent with an order, the page's parameters. */

/**
 * How the visit came: a tagged link, a search engine, another site, or
 * directly (typed in, a bookmark).
 *
 * @example
 * const type: TrafficType = 'organic';
 */
export type TrafficType = 'utm' | 'organic' | 'referral' | 'typein';

/**
 * Where a visit came from, with sourcebuster's short keys (`sbjs_current`,
 * `sbjs_first`): type, source, medium, campaign, content, term, id,
 * platform, creative format, marketing tactic.
 *
 * @example
 * const source: VisitSource = { typ: 'utm', src: 'newsletter', mdm: 'email', cmp: 'rebajas', cnt: '(none)', trm: '(none)', id: '(none)', plt: '(none)', fmt: '(none)', tct: '(none)' };
 */
export interface VisitSource {
	typ: TrafficType;
	src: string;
	mdm: string;
	cmp: string;
	cnt: string;
	trm: string;
	id: string;
	plt: string;
	fmt: string;
	tct: string;
}

/**
 * When and where a visit began (`sbjs_current_add`, `sbjs_first_add`):
 * first-visit time (`YYYY-MM-DD hh:mm:ss`, UTC), entrance point, referrer.
 *
 * @example
 * const start: VisitStart = { fd: '2026-11-26 10:00:00', ep: 'https://tienda.example/', rf: '(none)' };
 */
export interface VisitStart {
	fd: string;
	ep: string;
	rf: string;
}

/**
 * The visitor (`sbjs_udata`): number of visits, IP (never known here:
 * `(none)`), user agent.
 *
 * @example
 * const visitor: VisitorData = { vst: '2', uip: '(none)', uag: 'Mozilla/5.0' };
 */
export interface VisitorData {
	vst: string;
	uip: string;
	uag: string;
}

/**
 * The session (`sbjs_session`): pages seen in it and the current page.
 *
 * @example
 * const session: SessionData = { pgs: '3', cpg: 'https://tienda.example/carrito/' };
 */
export interface SessionData {
	pgs: string;
	cpg: string;
}

/**
 * Everything the tracking cookies hold; a part is `null` when its cookie is
 * missing (or, for the session, expired).
 *
 * @example
 * const state = readTrackingState( documentCookieJar() );
 * state.current?.typ; // 'referral'
 */
export interface TrackingState {
	current: VisitSource | null;
	currentAdd: VisitStart | null;
	first: VisitSource | null;
	firstAdd: VisitStart | null;
	udata: VisitorData | null;
	session: SessionData | null;
}

/**
 * One page view, as tracking sees it.
 *
 * @example
 * const view: PageView = { url: location.href, referrer: document.referrer, userAgent: navigator.userAgent, now: new Date() };
 */
export interface PageView {
	/** The page's address, with its query string (UTM parameters). */
	url: string;
	/** `document.referrer`: empty when there is none. */
	referrer: string;
	userAgent: string;
	now: Date;
}

/**
 * The names of the order's attribution fields (WooCommerce's): the hidden
 * inputs are these with the prefix, the block checkout sends them as keys.
 *
 * @example
 * const field: OrderAttributionField = 'utm_source';
 */
export type OrderAttributionField =
	| 'source_type'
	| 'referrer'
	| 'utm_campaign'
	| 'utm_source'
	| 'utm_medium'
	| 'utm_content'
	| 'utm_id'
	| 'utm_term'
	| 'utm_source_platform'
	| 'utm_creative_format'
	| 'utm_marketing_tactic'
	| 'session_entry'
	| 'session_start_time'
	| 'session_pages'
	| 'session_count'
	| 'user_agent';

/**
 * The attribution sent with an order: every field, `null` when tracking is
 * off or nothing was tracked.
 *
 * @example
 * const data: OrderAttributionData = orderAttributionData( state );
 * data.source_type; // 'organic'
 */
export type OrderAttributionData = Record< OrderAttributionField, string | null >;

/**
 * Where cookies are read and written: the page's `document.cookie`, or a
 * test's. `set` writes a first-party cookie for the whole site (`path=/`).
 *
 * @example
 * const jar: CookieJar = documentCookieJar( document );
 * jar.set( 'sbjs_session', 'pgs=1|||cpg=…', new Date( Date.now() + 1800000 ) );
 */
export interface CookieJar {
	get( name: string ): string | null;
	set( name: string, value: string, expires: Date ): void;
	remove( name: string ): void;
}

/**
 * The parameters of order attribution on a page (WooCommerce prints them as
 * `wc_order_attribution.params`).
 *
 * @example
 * const params: OrderAttributionParams = { allowTracking: true, lifetimeMonths: 6, sessionMinutes: 30, prefix: 'wc_order_attribution_' };
 */
export interface OrderAttributionParams {
	/** The store's "order tracking" setting, or the visitor's consent; off clears the cookies. */
	allowTracking: boolean;
	/** Tracking cookie lifetime, in months of 30 days. */
	lifetimeMonths: number;
	/** Session length, in minutes. */
	sessionMinutes: number;
	/** Prefix of the classic forms' hidden inputs. */
	prefix: string;
}
