/** Stories of the AddressAutocompleteInput: empty, typed, with an error; type three letters of a Madrid street to search. */

import { __, sprintf } from '@wordpress/i18n';

import { AddressAutocompleteInput } from '.';

const STREETS = [
	'Calle de Alcalá 50, 28014 Madrid',
	'Calle Mayor 1, 28013 Madrid',
	'Calle de Serrano 20, 28001 Madrid',
];

const search = async ( text: string ) =>
	STREETS.filter( ( label ) => label.toLowerCase().includes( text.toLowerCase() ) ).map(
		( label ) => ( {
			id: label,
			label,
			matchedSubstrings: [
				{ offset: label.toLowerCase().indexOf( text.toLowerCase() ), length: text.length },
			],
		} )
	);

export default {
	title: 'Components/AddressAutocompleteInput',
	component: AddressAutocompleteInput,
	args: {
		id: 'story-shipping-address_1',
		label: 'Address',
		value: '',
		required: true,
		onChange: () => undefined,
		search,
		onSelect: () => undefined,
		brandingHtml: '<span>Direcciones de ejemplo</span>',
	},
};

export const Empty = {};

export const Typed = { args: { id: 'story-typed-address_1', value: 'Calle de Alcalá 50' } };

export const WithError = {
	args: { id: 'story-error-address_1' },
	// The message is the address form's, made when shown so it is translated.
	render: ( args: Parameters< typeof AddressAutocompleteInput >[ 0 ] ) => (
		<AddressAutocompleteInput
			{ ...args }
			errorMessage={ sprintf(
				__( 'Please enter a valid %s', 'cesta' ),
				String( args.label )
			) }
		/>
	),
};
