/**
 * The kit's plain payment methods, printed after the plugin scripts (demo
 * only): each gateway declared through the gateways configuration that no
 * plugin script registered gets a method showing its title and
 * description from its `<id>_data` setting, as WooCommerce's offline
 * gateways show, so the checkout offers it and places orders with it. When
 * the server refuses the payment, its message shows in the payment
 * notices (an `onCheckoutFail` observer, as gateway integrations answer),
 * and the shopper may pay again, with it or another method.
 */
import { pageGlobals } from './page-globals';

const { wc, wp, cestaPluginKit } = pageGlobals();
const { createElement, useEffect } = wp.element;

interface GatewayData {
	title?: string;
	description?: string;
	supports?: string[];
}

interface ContentProps {
	description: string;
	eventRegistration?: Record< string, ( observer: ( data: unknown ) => unknown ) => () => void >;
	emitResponse?: {
		responseTypes: Record< string, string >;
		noticeContexts: Record< string, string >;
	};
}

interface FailData {
	processingResponse?: { message?: string } | null;
}

function DeclaredGatewayContent( { description, eventRegistration, emitResponse }: ContentProps ) {
	const onCheckoutFail = eventRegistration?.onCheckoutFail;
	useEffect( () => {
		if ( ! onCheckoutFail || ! emitResponse ) {
			return undefined;
		}
		return onCheckoutFail( ( data ) => {
			const message = ( data as FailData ).processingResponse?.message;
			return message
				? {
						type: emitResponse.responseTypes.FAIL,
						message,
						messageContext: emitResponse.noticeContexts.PAYMENTS,
					}
				: true;
		} );
	}, [ onCheckoutFail, emitResponse ] );
	return createElement( 'div', null, description );
}

const registered = wc.wcBlocksRegistry.getPaymentMethods();
for ( const id of cestaPluginKit.declaredGateways ) {
	if ( ! ( id in registered ) ) {
		const data = wc.wcSettings.getSetting< GatewayData >( `${ id }_data`, {} );
		const title = data.title ?? id;
		const description = data.description ?? '';
		wc.wcBlocksRegistry.registerPaymentMethod( {
			name: id,
			label: createElement( 'span', null, title ),
			ariaLabel: title,
			content: createElement( DeclaredGatewayContent, { description } ),
			edit: createElement( 'div', null, description ),
			canMakePayment: () => true,
			supports: { features: data.supports ?? [ 'products' ] },
		} );
	}
}
