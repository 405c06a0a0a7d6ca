/** The woocommerce/cart-accepted-payment-methods-block: the icons of the payment methods, each brand once. */

import { useMemo } from '@wordpress/element';

import { joinClassNames } from '@cesta/cart-checkout-shared';
import { PaymentMethodIcons } from '@cesta/components';
import type { PaymentMethodIcon } from '@cesta/components';
import { usePaymentMethods } from '@cesta/data';

import { labels } from '../messages';
import type { CartInnerBlockProps } from '../types';
import './style.css';

const iconId = ( icon: PaymentMethodIcon ) => ( typeof icon === 'string' ? icon : icon.id );

/**
 * `woocommerce/cart-accepted-payment-methods-block`: the icons of the
 * payment methods that can pay for this cart (each method's `icons`, the
 * spec's brands or images of its own), each brand once.
 *
 * @example
 * <AcceptedPaymentMethodsBlock />
 */
export function AcceptedPaymentMethodsBlock( { className }: CartInnerBlockProps ) {
	const { paymentMethods } = usePaymentMethods();
	const icons = useMemo( () => {
		const byId = new Map< string, PaymentMethodIcon >();
		Object.values( paymentMethods ).forEach( ( method ) =>
			( ( method.icons ?? [] ) as PaymentMethodIcon[] ).forEach( ( icon ) => {
				if ( ! byId.has( iconId( icon ) ) ) {
					byId.set( iconId( icon ), icon );
				}
			} )
		);
		return [ ...byId.values() ];
	}, [ paymentMethods ] );
	if ( icons.length === 0 ) {
		return null;
	}
	return (
		<div
			className={ joinClassNames( 'wc-block-cart__accepted-payment-methods', className ) }
			role="group"
			aria-label={ labels.acceptedPaymentMethods() }
		>
			<PaymentMethodIcons icons={ icons } />
		</div>
	);
}
