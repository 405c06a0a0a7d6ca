/** The content of the shipping options step: notices, the packages with their rates, the messages instead of rates. */

import { ExperimentalOrderShippingPackages, StoreNoticesContainer } from '@cesta/blocks-checkout';
import { LoadingMask, StoreNotice } from '@cesta/components';
import { noticeContexts, useShippingData } from '@cesta/data';
import type { ShippingPackage } from '@cesta/types';

import {
	deliveryRatesOf,
	hasSelectedPickupRate,
	shopOffersLocalPickup,
} from '../shipping-method/pickup-rates';
import { usePrefersCollection } from '../shipping-method/use-prefers-collection';
import { useRateChoice } from '../shipping-method/use-rate-choice';
import { useRateSync } from '../shipping-method/use-rate-sync';
import type { RateSyncTarget } from '../shipping-method/use-rate-sync';
import { labels } from './messages';
import { PackageList } from './package-list';
import { EnterAddressMessage, InvalidAddressNotice, NoRatesMessage } from './rates-messages';
import { ShippingPackagesSlot } from './shipping-packages-slot';
import { useInvalidAddressReason } from './use-invalid-address-reason';
import { useRatesAnnouncement } from './use-rates-announcement';
import { useShippingAddressComplete } from './use-shipping-address-complete';
import './style.css';

const selectedRateIdOf = ( pack: ShippingPackage ) =>
	pack.shipping_rates.find( ( rate ) => rate.selected )?.rate_id;

/**
 * The shipping options step's content (spec 2 §4, shipping rates): the
 * step's notices (`wc/checkout/shipping-methods`); the `invalid_address`
 * warning; one radio group per package, its selected rate checked, else
 * the first, which is then selected in the cart too; the shopper's choice
 * selected at once (`selectShippingRate`) and checked meanwhile, the rates
 * masked while they load or a selection is on its way. When pickup has its
 * own step, its rates are left out here; delivery chosen while a pickup is
 * still the cart's rate says the totals will be recalculated. Without rates
 * it asks for the address, or warns that none serves it. Extensions add
 * packages or content through `ExperimentalOrderShippingPackages`.
 *
 * @example
 * <FormStep title="Shipping options"><ShippingRates /></FormStep>
 */
export function ShippingRates() {
	const {
		shippingRates,
		hasCalculatedShipping,
		shippingRatesLoading,
		isSelectingRate,
		isCollectable,
	} = useShippingData();
	const prefersCollection = usePrefersCollection();
	const addressComplete = useShippingAddressComplete();
	const invalidAddressReason = useInvalidAddressReason();
	const { pendingRateIdOf, choose } = useRateChoice();
	const withoutPickup = isCollectable && shopOffersLocalPickup();
	const offeredRatesOf = ( pack: ShippingPackage ) => deliveryRatesOf( pack, withoutPickup );
	const shownRateIdOf = ( pack: ShippingPackage ) => {
		const offered = offeredRatesOf( pack );
		const selected = selectedRateIdOf( pack );
		return offered.some( ( rate ) => rate.rate_id === selected )
			? selected
			: offered[ 0 ]?.rate_id;
	};
	const unsynced = shippingRates.find( ( pack ) => {
		const shown = shownRateIdOf( pack );
		return shown !== undefined && shown !== selectedRateIdOf( pack );
	} );
	const syncTarget: RateSyncTarget | undefined = unsynced && {
		rateId: shownRateIdOf( unsynced )!,
		packageId: unsynced.package_id,
	};
	useRateSync( syncTarget );
	const isLoading = shippingRatesLoading || isSelectingRate;
	const rateCount = shippingRates.reduce(
		( count, pack ) => count + offeredRatesOf( pack ).length,
		0
	);
	const announcement = useRatesAnnouncement( rateCount, isLoading );
	const noRatesMessage = <NoRatesMessage addressComplete={ addressComplete } />;
	// Nothing to switch to: the shopper chose delivery, but no delivery rate exists yet.
	const pickupStillChosen =
		withoutPickup &&
		! prefersCollection &&
		! isLoading &&
		! syncTarget &&
		hasSelectedPickupRate( shippingRates );

	return (
		<>
			<StoreNoticesContainer context={ noticeContexts.SHIPPING_METHODS } />
			{ invalidAddressReason !== null && (
				<InvalidAddressNotice reason={ invalidAddressReason } />
			) }
			{ pickupStillChosen && (
				<StoreNotice status="info" isDismissible={ false }>
					{ labels.recalculateTotals() }
				</StoreNotice>
			) }
			{ ! hasCalculatedShipping && shippingRates.length === 0 ? (
				<EnterAddressMessage />
			) : (
				<LoadingMask
					isLoading={ isLoading }
					showSpinner
					screenReaderLabel={ labels.loadingRates() }
				>
					<ShippingPackagesSlot noResultsMessage={ noRatesMessage } />
					<ExperimentalOrderShippingPackages>
						<PackageList
							shippingPackages={ shippingRates }
							offeredRatesOf={ offeredRatesOf }
							checkedRateIdOf={ ( pack ) =>
								pendingRateIdOf( pack.package_id ) ?? shownRateIdOf( pack )
							}
							onChooseRate={ choose }
							emptyPackageMessage={ noRatesMessage }
						/>
					</ExperimentalOrderShippingPackages>
				</LoadingMask>
			) }
			<div role="status" className="screen-reader-text">
				{ announcement }
			</div>
		</>
	);
}
