/** The page's globals the kit's browser scripts read, typed as far as they use them. */

/**
 * An event registrar a payment method receives (`onPaymentSetup`, …).
 *
 * @example
 * const off = registration.onPaymentSetup( () => ( { type: 'success' } ) );
 */
export type Registrar = ( callback: ( data: unknown ) => unknown, priority?: number ) => () => void;

/**
 * A payment method's configuration as a plugin passes it to the registry.
 *
 * @example
 * const config: MethodConfig = { name: 'acme_pay', content: createElement( Content ) };
 */
export interface MethodConfig {
	name: string;
	content?: unknown;
	[ key: string ]: unknown;
}

/**
 * What the kit reads from `window`.
 *
 * @example
 * const { wc, wp, cestaPluginKit } = window as unknown as PageGlobals;
 */
export interface PageGlobals {
	wc: {
		wcBlocksRegistry: Record< string, unknown > & {
			registerPaymentMethod( config: MethodConfig ): void;
			registerExpressPaymentMethod( config: MethodConfig ): void;
			getPaymentMethods(): Record< string, unknown >;
		};
		wcSettings: { getSetting< T >( name: string, fallback: T ): T };
		blocksCheckoutEvents: {
			checkoutEvents: Record<
				'onCheckoutValidation' | 'onCheckoutSuccess' | 'onCheckoutFail',
				Registrar
			>;
		};
		blocksComponents?: Record< string, unknown >;
	};
	wp: {
		element: {
			createElement( type: unknown, props?: object | null, ...children: unknown[] ): unknown;
			cloneElement( element: unknown, props?: object ): unknown;
			useMemo< T >( factory: () => T, deps: unknown[] ): T;
			useEffect( effect: () => void | ( () => void ), deps: unknown[] ): void;
		};
	};
	cestaPluginKit: { reportUrl: string; declaredGateways: string[] };
}

/**
 * The page's globals.
 *
 * @example
 * const { wc } = pageGlobals();
 */
export const pageGlobals = () => window as unknown as PageGlobals;
