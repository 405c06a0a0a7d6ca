/** The PaymentMethodLabel: a payment method's name with a named icon or an icon element before it. */

import { isValidElement } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';

import { cx } from '../utils/cx';
import type { PaymentMethodLabelIconName, PaymentMethodLabelProps } from './types';
import './style.css';

// Simple line drawings on a 24 × 24 grid, stroked in the text colour.
const ICON_PATHS: Record< PaymentMethodLabelIconName, string > = {
	bank: 'M3 10h18M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18M12 3 3 8h18z',
	bill: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
	card: 'M3 6h18v12H3zM3 10h18M6 15h4',
	checkPayment: 'M3 7h18v10H3zM6 11h8M6 14h5M16 14h2',
};

const isIconName = ( icon: unknown ): icon is PaymentMethodLabelIconName =>
	typeof icon === 'string' && Object.prototype.hasOwnProperty.call( ICON_PATHS, icon );

/**
 * A payment method's label: its name, with a named icon (bank, bill, card,
 * checkPayment) or an icon element of its own before it. The icon is
 * decoration; the name is the label.
 *
 * @example
 * <PaymentMethodLabel text="Transferencia bancaria" icon="bank" />
 */
export function PaymentMethodLabel( { text, icon = '' }: PaymentMethodLabelProps ) {
	let iconElement = null;
	if ( isIconName( icon ) ) {
		iconElement = (
			<svg
				className="wc-block-components-payment-method-label__icon"
				viewBox="0 0 24 24"
				width="24"
				height="24"
				aria-hidden="true"
				focusable="false"
			>
				<path
					d={ ICON_PATHS[ icon ] }
					fill="none"
					stroke="currentColor"
					strokeWidth="1.5"
					strokeLinejoin="round"
				/>
			</svg>
		);
	} else if ( isValidElement( icon ) ) {
		iconElement = icon;
	}
	return (
		<span
			className={ cx(
				'wc-block-components-payment-method-label',
				iconElement && 'wc-block-components-payment-method-label--with-icon'
			) }
		>
			{ iconElement }
			{ decodeEntities( text ) }
		</span>
	);
}
