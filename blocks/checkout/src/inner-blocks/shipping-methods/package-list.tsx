/** The packages of the shipping options step, each with its rate choice (rendered through the packages slot). */

import type { ReactNode } from 'react';

import type { ShippingPackage, ShippingRate } from '@cesta/types';

import { PackageRates } from './package-rates';

/**
 * Props of {@link PackageList}. Their names differ from the slot's fill
 * props (`noResultsMessage`, `renderOption`, …), which the slot adds to it.
 *
 * @example
 * const props: PackageListProps = { shippingPackages, offeredRatesOf, checkedRateIdOf, onChooseRate, emptyPackageMessage };
 */
export interface PackageListProps {
	shippingPackages: readonly ShippingPackage[];
	/** The rates offered for a package. */
	offeredRatesOf: ( pack: ShippingPackage ) => readonly ShippingRate[];
	/** The rate shown as chosen in a package. */
	checkedRateIdOf: ( pack: ShippingPackage ) => string | undefined;
	onChooseRate: ( rateId: string, packageId: number | string ) => void;
	/** What a package without rates shows. */
	emptyPackageMessage: ReactNode;
}

/**
 * Every package with its rates; titled with their contents when there are
 * several.
 *
 * @example
 * <ExperimentalOrderShippingPackages>
 * 	<PackageList shippingPackages={ shippingRates } offeredRatesOf={ offered } checkedRateIdOf={ checked } onChooseRate={ choose } emptyPackageMessage={ message } />
 * </ExperimentalOrderShippingPackages>
 */
export function PackageList( {
	shippingPackages,
	offeredRatesOf,
	checkedRateIdOf,
	onChooseRate,
	emptyPackageMessage,
}: PackageListProps ) {
	return (
		<>
			{ shippingPackages.map( ( pack, position ) => (
				<PackageRates
					key={ String( pack.package_id ) }
					pack={ pack }
					position={ position }
					rates={ offeredRatesOf( pack ) }
					checkedRateId={ checkedRateIdOf( pack ) }
					onChoose={ ( rateId ) => onChooseRate( rateId, pack.package_id ) }
					showHeader={ shippingPackages.length > 1 }
					noResultsMessage={ emptyPackageMessage }
				/>
			) ) }
		</>
	);
}
