/** One shipping package in the shipping options step: its title and contents when there are several, and its rates. */

import type { ReactNode } from 'react';
import { decodeEntities } from '@wordpress/html-entities';

import { RadioControl } from '@cesta/components';
import type { ShippingPackage, ShippingRate } from '@cesta/types';

import { labels } from './messages';
import { toRateOption } from './rate-option';

/**
 * Props of {@link PackageRates}.
 *
 * @example
 * const props: PackageRatesProps = { pack, position: 0, rates: pack.shipping_rates, checkedRateId: 'flat_rate:1', onChoose, showHeader: false, noResultsMessage: null };
 */
export interface PackageRatesProps {
	pack: ShippingPackage;
	/** The package's place in the cart, from 0 (names an unnamed package). */
	position: number;
	/** The rates offered for it (without pickups when pickup has its own step). */
	rates: readonly ShippingRate[];
	/** The rate shown as chosen. */
	checkedRateId: string | undefined;
	onChoose: ( rateId: string ) => void;
	/** Several packages: each is titled and lists what it holds. */
	showHeader: boolean;
	/** Shown instead of the radio buttons when no rate is offered. */
	noResultsMessage: ReactNode;
}

/**
 * The title of a package: the server's name, or "Shipment %d".
 *
 * @example
 * packageTitle( { ...pack, name: '' }, 1 ); // 'Shipment 2'
 */
export function packageTitle( pack: Pick< ShippingPackage, 'name' >, position: number ): string {
	return pack.name ? decodeEntities( pack.name ) : labels.shipment( position + 1 );
}

/**
 * One package in WooCommerce's markup
 * (`wc-block-components-shipping-rates-control__package`): with several
 * packages a header with its title and items, and its rates as a radio
 * group named by the title; one package's group is named by the step.
 * Without rates, `noResultsMessage`.
 *
 * @example
 * <PackageRates pack={ pack } position={ 0 } rates={ rates } checkedRateId={ checked } onChoose={ choose } showHeader={ false } noResultsMessage={ <EnterAddress /> } />
 */
export function PackageRates( {
	pack,
	position,
	rates,
	checkedRateId,
	onChoose,
	showHeader,
	noResultsMessage,
}: PackageRatesProps ) {
	const title = packageTitle( pack, position );
	return (
		<div className="wc-block-components-shipping-rates-control__package">
			{ showHeader && (
				<div className="wc-block-components-shipping-rates-control__package-header">
					{ /* The group's legend reads the title to screen readers. */ }
					<div
						className="wc-block-components-shipping-rates-control__package-title"
						aria-hidden="true"
					>
						{ title }
					</div>
					<ul className="wc-block-components-shipping-rates-control__package-items">
						{ pack.items.map( ( item ) => (
							<li
								key={ item.key }
								className="wc-block-components-shipping-rates-control__package-item"
							>
								{ labels.packageItem( decodeEntities( item.name ), item.quantity ) }
							</li>
						) ) }
					</ul>
				</div>
			) }
			{ rates.length > 0 ? (
				<RadioControl
					name={ `shipping-option-${ String( pack.package_id ) }` }
					label={ showHeader ? title : undefined }
					hideLabel
					selected={ checkedRateId }
					options={ rates.map( toRateOption ) }
					onChange={ onChoose }
				/>
			) : (
				noResultsMessage
			) }
		</div>
	);
}
