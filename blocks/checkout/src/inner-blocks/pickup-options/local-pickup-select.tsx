/** LocalPickupSelect: the pickup locations as a radio group, with WooCommerce's props (extensions receive it). */

import { RadioControl } from '@cesta/components';
import type { RadioControlOption } from '@cesta/components';
import type { ShippingRate } from '@cesta/types';

/**
 * Props of {@link LocalPickupSelect}, WooCommerce's.
 *
 * @example
 * const props: LocalPickupSelectProps = { title: 'Envío 1', selectedOption: 'pickup_location:0', pickupLocations, renderPickupLocation, packageCount: 1, onChange };
 */
export interface LocalPickupSelectProps {
	/** The package's title, shown when there are several packages. @default undefined */
	title?: string;
	/** The checked location's rate id. */
	selectedOption: string;
	pickupLocations: readonly ShippingRate[];
	/** Makes a location's radio option. */
	renderPickupLocation: ( location: ShippingRate, packageCount: number ) => RadioControlOption;
	packageCount: number;
	onChange: ( rateId: string ) => void;
}

/**
 * The pickup locations as a radio group
 * (`wc-block-components-local-pickup-select`) inside the pickup step (which
 * names it); with several packages it is named by the package's title,
 * which then also shows.
 * Extensions get it in the `ExperimentalOrderLocalPickupPackages` fill
 * props (`components.LocalPickupSelect`).
 *
 * @example
 * <LocalPickupSelect selectedOption={ checked } pickupLocations={ locations } renderPickupLocation={ render } packageCount={ 1 } onChange={ choose } />
 */
export function LocalPickupSelect( {
	title,
	selectedOption,
	pickupLocations,
	renderPickupLocation,
	packageCount,
	onChange,
}: LocalPickupSelectProps ) {
	const titled = packageCount > 1 && !! title;
	return (
		<div className="wc-block-components-local-pickup-select">
			{ titled && (
				<div className="wc-block-components-local-pickup-select__title" aria-hidden="true">
					{ title }
				</div>
			) }
			<RadioControl
				name="pickup-location"
				label={ titled ? title : undefined }
				hideLabel
				selected={ selectedOption }
				options={ pickupLocations.map( ( location ) =>
					renderPickupLocation( location, packageCount )
				) }
				onChange={ onChange }
			/>
		</div>
	);
}
