/** The shipping calculator form loaded when it mounts: a spinner meanwhile, an alert if it cannot load. */

import { __ } from '@wordpress/i18n';

import { shippingCalculatorLoadFailedMessage } from '../messages';
import { Spinner } from '../spinner';
import { useOnDemand } from '../utils/on-demand';
import { shippingCalculatorLoader } from './load-shipping-calculator';
import type { ShippingCalculatorProps } from './types';
import './style.css';

/**
 * The {@link ShippingCalculator} form, loaded when this mounts (i.e. when the
 * shopper opens the calculator): meanwhile a spinner shows and "Loading…" is
 * announced; if the form cannot be downloaded an alert says so, and mounting
 * again (closing and reopening the calculator) retries. Once loaded it
 * renders at once.
 *
 * @example
 * { isOpen && <ShippingCalculatorOnDemand countries={ countries } onUpdate={ update } /> }
 */
export function ShippingCalculatorOnDemand( props: ShippingCalculatorProps ) {
	const form = useOnDemand( shippingCalculatorLoader );
	if ( form.status === 'ready' ) {
		return <form.value { ...props } />;
	}
	if ( form.status === 'failed' ) {
		return (
			<p className="wc-block-components-shipping-calculator-address__error" role="alert">
				{ shippingCalculatorLoadFailedMessage() }
			</p>
		);
	}
	return (
		<div className="wc-block-components-shipping-calculator-address__loading" aria-busy="true">
			<Spinner screenReaderLabel={ __( 'Loading…', 'cesta' ) } />
		</div>
	);
}
