/** The built-in offline payment methods (bank transfer, cheque, cash on delivery), registered as a plugin does. */

import { decodeEntities } from './page-globals';
import type { LabelProps, OfflineMethodData, SamplePageGlobals } from './page-globals';

/**
 * The gateways registered, in WooCommerce's order.
 *
 * @example
 * SAMPLE_METHOD_NAMES.includes( 'cod' ); // true
 */
export const SAMPLE_METHOD_NAMES = [ 'bacs', 'cheque', 'cod' ] as const;

interface CanMakePaymentArgument {
	cartNeedsShipping: boolean;
	selectedShippingMethods: Record< string, string >;
}

/**
 * Cash on delivery's availability, as WooCommerce's: not for carts that need
 * no shipping unless `enableForVirtual`, and only with one of
 * `enableForShippingMethods` selected when that list is not empty.
 *
 * @example
 * codCanMakePayment( { enableForShippingMethods: [ 'flat_rate' ] } )( { cartNeedsShipping: true, selectedShippingMethods: { 0: 'flat_rate:1' } } ); // true
 */
export const codCanMakePayment =
	( data: OfflineMethodData ) =>
	( { cartNeedsShipping, selectedShippingMethods }: CanMakePaymentArgument ): boolean => {
		if ( ! data.enableForVirtual && ! cartNeedsShipping ) {
			return false;
		}
		const limitedTo = data.enableForShippingMethods ?? [];
		if ( limitedTo.length === 0 ) {
			return true;
		}
		const selected = Object.values( selectedShippingMethods ?? {} );
		return limitedTo.some( ( id ) => selected.some( ( rateId ) => rateId.includes( id ) ) );
	};

/**
 * Registers WooCommerce's offline gateways — direct bank transfer, cheque and
 * cash on delivery — exactly as a third-party plugin registers a method:
 * through `window.wc.wcBlocksRegistry`, with the title, description and
 * supported features the server prints in `paymentMethodData.<name>` (read
 * with `window.wc.wcSettings.getSetting( '<name>_data' )`) and elements made
 * with `window.wp.element`. A gateway the server sends no data for is not
 * active and is not registered. Returns the names registered.
 *
 * @example
 * registerSampleMethods( window ); // [ 'bacs', 'cheque', 'cod' ]
 */
export function registerSampleMethods( page: SamplePageGlobals ): string[] {
	const registry = page.wc?.wcBlocksRegistry;
	const settings = page.wc?.wcSettings;
	const element = page.wp?.element;
	if ( ! registry || ! settings || ! element ) {
		console.error(
			'The sample payment methods need window.wc.wcBlocksRegistry, window.wc.wcSettings and window.wp.element: load @cesta/blocks-checkout/globals (and the vendor bundle) first.'
		);
		return [];
	}
	const __ = page.wp?.i18n?.__ ?? ( ( text: string ) => text );
	const defaultTitles: Record< string, string > = {
		bacs: __( 'Direct bank transfer', 'cesta' ),
		cheque: __( 'Check payments', 'cesta' ),
		cod: __( 'Cash on delivery', 'cesta' ),
	};
	return SAMPLE_METHOD_NAMES.filter( ( name ) => {
		const data = settings.getSetting< OfflineMethodData | null >( `${ name }_data`, null );
		if ( ! data ) {
			return false;
		}
		const title = decodeEntities( data.title ?? '', page ) || defaultTitles[ name ]!;
		const description = decodeEntities( data.description ?? '', page );
		const Label = ( { components }: LabelProps ) =>
			element.createElement( components.PaymentMethodLabel, { text: title } );
		const Content = () =>
			description
				? element.createElement(
						'div',
						{ className: `wc-block-components-payment-method-description ${ name }` },
						description
					)
				: null;
		registry.registerPaymentMethod( {
			name,
			label: element.createElement( Label ),
			ariaLabel: title,
			content: element.createElement( Content ),
			edit: element.createElement( Content ),
			canMakePayment: name === 'cod' ? codCanMakePayment( data ) : () => true,
			...( data.supports ? { supports: { features: data.supports } } : {} ),
		} );
		return true;
	} );
}
