/** The AddressCard: a saved address shown condensed, in its country's format, with an Edit button. */

import { __ } from '@wordpress/i18n';

import { cx } from '../utils/cx';
import { formatAddressLines } from './format-address';
import type { AddressCardProps } from './types';
import './style.css';

const NO_NAMES: Readonly< Record< string, string > > = {};
const NO_FIELDS: readonly string[] = [];

const editLabel = ( addressType: AddressCardProps[ 'addressType' ] ) =>
	addressType === 'shipping'
		? __( 'Edit shipping address', 'cesta' )
		: __( 'Edit billing address', 'cesta' );

/**
 * A customer's address shown condensed (`wc-block-components-address-card`)
 * instead of the form, laid out by the country's address format (see
 * {@link formatAddressLines}), with the phone on its own line and an "Edit"
 * button, named "Edit shipping address" or "Edit billing address" for screen
 * readers (the visible word starts its name). When the shopper edits, the
 * block shows the form and moves the focus to its first field.
 *
 * @example
 * <AddressCard
 * 	address={ cart.shippingAddress }
 * 	addressType="shipping"
 * 	format={ countryData[ cart.shippingAddress.country ]?.format }
 * 	countries={ shippingCountries }
 * 	states={ shippingStates }
 * 	hiddenFields={ fields.filter( ( field ) => field.hidden ).map( ( field ) => field.key ) }
 * 	onEdit={ () => setEditingShippingAddress( true ) }
 * />
 */
export function AddressCard( {
	address,
	addressType,
	onEdit,
	format,
	countries = NO_NAMES,
	states = {},
	hiddenFields = NO_FIELDS,
	className,
}: AddressCardProps ) {
	const country = typeof address.country === 'string' ? address.country : '';
	const state = typeof address.state === 'string' ? address.state : '';
	const lines = formatAddressLines(
		{
			address,
			countryName: countries[ country ],
			stateName: states[ country ]?.[ state ],
			hiddenFields,
		},
		format
	);
	const phone =
		typeof address.phone === 'string' && ! hiddenFields.includes( 'phone' )
			? address.phone.trim()
			: '';

	return (
		<div className={ cx( 'wc-block-components-address-card', className ) }>
			<address>
				{ lines.map( ( line, index ) => (
					<span
						key={ index }
						className="wc-block-components-address-card__address-section"
					>
						{ line }
					</span>
				) ) }
				{ phone && (
					<span className="wc-block-components-address-card__address-section">
						{ phone }
					</span>
				) }
			</address>
			{ onEdit && (
				<button
					type="button"
					className="wc-block-components-address-card__edit"
					aria-label={ editLabel( addressType ) }
					onClick={ onEdit }
				>
					{ __( 'Edit', 'cesta' ) }
				</button>
			) }
		</div>
	);
}
