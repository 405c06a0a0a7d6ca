/**
 * The kit's inspector, printed after the page's entry and before the plugin
 * scripts (demo only, never in Cesta's bundles): it stands in for
 * `wc.wcBlocksRegistry` so each payment method registered from now on gets
 * an `eventRegistration` whose observers are recorded — which ran, in which
 * attempt to place the order, and what each returned — and posts the
 * shopper's last attempt to the demo, which shows it on `/__debug/`.
 */
import { pageGlobals } from './page-globals';
import type { MethodConfig, Registrar } from './page-globals';

/**
 * One observer that ran.
 *
 * @example
 * const run: ObserverRun = { method: 'acme_pay', observer: 'onPaymentSetup', returned: { type: 'success' } };
 */
export interface ObserverRun {
	/** The payment method that registered it, or `checkout` for the attempt's own marks. */
	method: string;
	observer: string;
	returned: unknown;
	/** The message of what it threw, if it threw. */
	threw?: string;
}

const { wc, wp, cestaPluginKit } = pageGlobals();
const { createElement, cloneElement, useMemo } = wp.element;

/** Lower than any observer's priority: the attempt starts before the others run. */
const FIRST = -1e9;

let attempt: { id: string; startedAt: string; observers: ObserverRun[] } | null = null;

const newAttempt = () => {
	attempt = {
		id: `${ Date.now() }-${ Math.random().toString( 36 ).slice( 2 ) }`,
		startedAt: new Date().toISOString(),
		observers: [],
	};
	return attempt;
};

/** A copy that survives JSON: no functions, React elements or cycles. */
const plain = ( value: unknown ): unknown => {
	if ( value === undefined ) {
		return null;
	}
	try {
		return JSON.parse(
			JSON.stringify( value, ( _key, entry: unknown ) =>
				typeof entry === 'function' ||
				( typeof entry === 'object' && entry !== null && '$$typeof' in entry )
					? undefined
					: entry
			)
		) as unknown;
	} catch {
		return String( value );
	}
};

const report = () => {
	if ( ! attempt ) {
		return;
	}
	// keepalive: a successful order leaves the page right after its observers.
	fetch( cestaPluginKit.reportUrl, {
		method: 'POST',
		keepalive: true,
		credentials: 'same-origin',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( attempt ),
	} ).catch( () => undefined );
};

const record = ( run: ObserverRun ) => {
	( attempt ?? newAttempt() ).observers.push( run );
	report();
};

/** The observer as the method gave it, recorded when it has answered. */
const recorded =
	( method: string, observer: string, callback: ( data: unknown ) => unknown ) =>
	async ( data: unknown ) => {
		try {
			const returned = await callback( data );
			record( { method, observer, returned: plain( returned ) } );
			return returned;
		} catch ( error ) {
			record( {
				method,
				observer,
				returned: null,
				threw: error instanceof Error ? error.message : String( error ),
			} );
			throw error;
		}
	};

/** The method's `eventRegistration`, each registrar recording the observers given to it. */
const inspectedRegistration = ( method: string, registration: Record< string, unknown > ) =>
	Object.fromEntries(
		Object.entries( registration ).map( ( [ observer, registrar ] ) => [
			observer,
			typeof registrar === 'function'
				? ( callback: ( data: unknown ) => unknown, priority?: number ) =>
						( registrar as Registrar )(
							typeof callback === 'function'
								? recorded( method, observer, callback )
								: callback,
							priority
						)
				: registrar,
		] )
	);

/** Renders the method's content with the recording registration (the same object while the checkout's is). */
function InspectedContent( props: Record< string, unknown > ) {
	const { inspectedContent, inspectedMethod, ...rest } = props;
	const registration = rest.eventRegistration as Record< string, unknown > | undefined;
	const inspected = useMemo(
		() => registration && inspectedRegistration( String( inspectedMethod ), registration ),
		[ registration, inspectedMethod ]
	);
	return cloneElement( inspectedContent, {
		...rest,
		...( inspected ? { eventRegistration: inspected } : {} ),
	} );
}

const inspected = ( config: MethodConfig ): MethodConfig =>
	config && typeof config === 'object' && config.content
		? {
				...config,
				content: createElement( InspectedContent, {
					inspectedContent: config.content,
					inspectedMethod: config.name,
				} ),
			}
		: config;

const registry = wc.wcBlocksRegistry;
wc.wcBlocksRegistry = Object.freeze( {
	...registry,
	registerPaymentMethod: ( config: MethodConfig ) =>
		registry.registerPaymentMethod( inspected( config ) ),
	registerExpressPaymentMethod: ( config: MethodConfig ) =>
		registry.registerExpressPaymentMethod( inspected( config ) ),
} );

// Each click on «Realizar el pedido» validates first: that is where an attempt starts.
wc.blocksCheckoutEvents.checkoutEvents.onCheckoutValidation( () => {
	newAttempt();
}, FIRST );
