/** The content of the pickup step: the pickup locations to choose from, and spec 2 §8's warnings. */

import { decodeEntities } from '@wordpress/html-entities';

import { ExperimentalOrderLocalPickupPackages } from '@cesta/blocks-checkout';
import { useFilterCart } from '@cesta/cart-checkout-shared';
import { LoadingMask, StoreNotice } from '@cesta/components';
import { useShippingData } from '@cesta/data';
import { getSelectedShippingRate } from '@cesta/registry';
import type { ShippingPackage, ShippingRate } from '@cesta/types';

import { isCollectableRate, pickupRatesOf } from '../shipping-method/pickup-rates';
import { useRateChoice } from '../shipping-method/use-rate-choice';
import { useRateSync } from '../shipping-method/use-rate-sync';
import { LocalPickupSelect } from './local-pickup-select';
import { labels } from './messages';
import { toPickupLocationOption } from './pickup-location-option';
import './style.css';

/** How extensions render a location: checked is what the cart selected. */
const renderPickupLocation = ( rate: ShippingRate, packageCount: number ) =>
	toPickupLocationOption( rate, packageCount, rate.selected );

/** The `ExperimentalOrderLocalPickupPackages` slot with WooCommerce's fill props. */
function LocalPickupPackagesSlot() {
	const cart = useFilterCart();
	return (
		<ExperimentalOrderLocalPickupPackages.Slot
			extensions={ cart.extensions }
			cart={ cart }
			components={ { LocalPickupSelect } }
			renderPickupLocation={ renderPickupLocation }
		/>
	);
}

const selectedRatesOf = ( packages: readonly ShippingPackage[] ) =>
	packages.map( ( pack ) => getSelectedShippingRate( pack ) );

/**
 * The pickup step's content: the locations (the first package's pickup
 * rates) as a radio group, the cart's pickup checked, else the first
 * location, which is then selected for every package (a pickup names no
 * package); the shopper's choice selected at once and checked meanwhile,
 * masked while it is on its way. Spec 2 §8: "Multiple shipments must have
 * the same pickup location" when the packages are to be collected from
 * different places. Extensions
 * render packages through `ExperimentalOrderLocalPickupPackages`.
 *
 * @example
 * <FormStep title="Pickup locations"><PickupLocations /></FormStep>
 */
export function PickupLocations() {
	const { shippingRates, isSelectingRate, shippingRatesLoading } = useShippingData();
	const { pendingRateIdOf, choose } = useRateChoice();
	const locations = pickupRatesOf( shippingRates );
	const selected = selectedRatesOf( shippingRates );
	const firstSelectedId = selected[ 0 ]?.rate_id;
	const shownId = locations.some( ( location ) => location.rate_id === firstSelectedId )
		? firstSelectedId
		: locations[ 0 ]?.rate_id;
	const allPickups =
		selected.length > 0 && selected.every( ( rate ) => !! rate && isCollectableRate( rate ) );
	useRateSync( shownId && ! allPickups ? { rateId: shownId, packageId: null } : undefined );
	const isLoading = isSelectingRate || shippingRatesLoading;
	const differentLocations =
		allPickups && new Set( selected.map( ( rate ) => rate?.rate_id ) ).size > 1;
	const checked = pendingRateIdOf( null ) ?? shownId ?? '';
	const packageCount = shippingRates.length;
	return (
		<>
			{ differentLocations && (
				<StoreNotice status="warning" isDismissible={ false }>
					{ labels.multipleShipments() }
				</StoreNotice>
			) }
			<LoadingMask
				isLoading={ isLoading }
				showSpinner
				screenReaderLabel={ labels.loadingRates() }
			>
				<LocalPickupPackagesSlot />
				<ExperimentalOrderLocalPickupPackages>
					<LocalPickupSelect
						title={
							shippingRates[ 0 ]
								? decodeEntities( shippingRates[ 0 ].name )
								: undefined
						}
						selectedOption={ checked }
						pickupLocations={ locations }
						renderPickupLocation={ ( rate, count ) =>
							toPickupLocationOption( rate, count, rate.rate_id === checked )
						}
						packageCount={ packageCount }
						onChange={ ( rateId ) => choose( rateId, null ) }
					/>
				</ExperimentalOrderLocalPickupPackages>
			</LoadingMask>
		</>
	);
}
