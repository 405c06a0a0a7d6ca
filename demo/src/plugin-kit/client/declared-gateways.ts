/**
 * The kit's plain payment methods, printed after the plugin scripts (demo
 * only): each gateway declared through the gateways configuration that no
 * plugin script registered gets a method showing its title and
 * description from its `<id>_data` setting, as WooCommerce's offline
 * gateways show, so the checkout offers it and places orders with it.
 */
import { pageGlobals } from './page-globals';

const { wc, wp, cestaPluginKit } = pageGlobals();
const { createElement } = wp.element;

interface GatewayData {
	title?: string;
	description?: string;
	supports?: string[];
}

const registered = wc.wcBlocksRegistry.getPaymentMethods();
for ( const id of cestaPluginKit.declaredGateways ) {
	if ( ! ( id in registered ) ) {
		const data = wc.wcSettings.getSetting< GatewayData >( `${ id }_data`, {} );
		const title = data.title ?? id;
		const content = createElement( 'div', null, data.description ?? '' );
		wc.wcBlocksRegistry.registerPaymentMethod( {
			name: id,
			label: createElement( 'span', null, title ),
			ariaLabel: title,
			content,
			edit: content,
			canMakePayment: () => true,
			supports: { features: data.supports ?? [ 'products' ] },
		} );
	}
}
