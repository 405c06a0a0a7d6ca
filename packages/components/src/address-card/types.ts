/** Types of the AddressCard's props. */

/**
 * Props of {@link AddressCard}.
 *
 * @example
 * const props: AddressCardProps = {
 * 	address: cart.shippingAddress, addressType: 'shipping', onEdit: () => setEditing( true ),
 * 	format: countryData.ES.format, countries: { ES: 'España' }, states: { ES: { M: 'Madrid' } },
 * };
 */
export interface AddressCardProps {
	/** The address shown (shipping or billing fields; extra keys are ignored). */
	address: Readonly< Partial< Record< string, unknown > > >;
	/** Which address it is; names the Edit button for screen readers. */
	addressType: 'billing' | 'shipping';
	/** Called when the shopper asks to edit the address. @default undefined (no Edit button) */
	onEdit?: () => void;
	/** The country's address format (WooCommerce placeholders). @default DEFAULT_ADDRESS_FORMAT */
	format?: string;
	/** Country names by code; the code shows when missing. @default {} */
	countries?: Readonly< Record< string, string > >;
	/** State names by country and code; the code shows when missing. @default {} */
	states?: Readonly< Record< string, Readonly< Record< string, string > > > >;
	/** Fields the shop hides (e.g. `company`, `address_2`, `phone`): not shown. @default [] */
	hiddenFields?: readonly string[];
	/** Extra class names. @default undefined */
	className?: string;
}
