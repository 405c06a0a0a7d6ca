/**
 * The page globals the sample methods read, typed here without importing any
 * code: like a third-party plugin, they reach Cesta and WordPress only
 * through `window.wc` and `window.wp`.
 */
/**
 * A React element, as `window.wp.element.createElement` makes it.
 *
 * @example
 * const label: ElementLike = createElement( Label );
 */
export type ElementLike = { readonly $$typeof: symbol } & object;

/**
 * A function component.
 *
 * @example
 * const Content: ComponentLike< object > = () => 'Paga al recibir.';
 */
export type ComponentLike< Props > = ( props: Props ) => ElementLike | string | null;

/**
 * The subset of `window.wp.element` the sample methods use.
 *
 * @example
 * const { createElement }: ElementGlobal = window.wp.element;
 */
export interface ElementGlobal {
	createElement: ( type: unknown, props?: object | null, ...children: unknown[] ) => ElementLike;
}

/**
 * The subset of `window.wp.i18n` the sample methods use.
 *
 * @example
 * const { __ }: I18nGlobal = window.wp.i18n;
 */
export interface I18nGlobal {
	__: ( text: string, domain?: string ) => string;
}

/**
 * What a sample method's label element receives.
 *
 * @example
 * const Label = ( { components }: LabelProps ) => createElement( components.PaymentMethodLabel, { text: title } );
 */
export interface LabelProps {
	components: { PaymentMethodLabel: ComponentLike< { text: string } > };
}

/**
 * The payment method data the server prints for an offline gateway (`<name>_data`).
 *
 * @example
 * const data: OfflineMethodData = { title: 'Contra reembolso', enableForShippingMethods: [ 'flat_rate' ] };
 */
export interface OfflineMethodData {
	title?: string;
	description?: string;
	supports?: string[];
	/** Cash on delivery only: offered for carts that need no shipping. */
	enableForVirtual?: boolean;
	/** Cash on delivery only: shipping method ids (or rate ids) it is limited to; empty means all. */
	enableForShippingMethods?: string[];
}

/**
 * The globals, each possibly absent on a misconfigured page.
 *
 * @example
 * registerSampleMethods( window as SamplePageGlobals );
 */
export interface SamplePageGlobals {
	wc?: {
		wcBlocksRegistry?: { registerPaymentMethod: ( config: object ) => void };
		wcSettings?: { getSetting: < T >( name: string, fallback?: T ) => T };
	};
	wp?: {
		element?: ElementGlobal;
		i18n?: I18nGlobal;
		htmlEntities?: { decodeEntities: ( text: string ) => string };
	};
}

/**
 * Decodes HTML entities in a server string (`&amp;` → `&`) as text, never
 * as markup: with `wp.htmlEntities` when the page has it, else through a
 * detached `textarea`, whose content the browser never runs or renders.
 *
 * @example
 * decodeEntities( 'Pago &amp; env&iacute;o' ); // 'Pago & envío'
 */
export function decodeEntities( text: string, page: SamplePageGlobals ): string {
	if ( ! text || ! text.includes( '&' ) ) {
		return text;
	}
	if ( page.wp?.htmlEntities ) {
		return page.wp.htmlEntities.decodeEntities( text );
	}
	const textarea = document.createElement( 'textarea' );
	textarea.innerHTML = text;
	return textarea.value;
}
