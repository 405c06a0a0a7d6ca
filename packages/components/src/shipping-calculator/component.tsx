/** The ShippingCalculator form: country, state, city and postcode, checked before an "Update" sends them. */

import { useId, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { getDefaultAddressFields, selectPlaceholder } from '@cesta/validation';

import { Button } from '../button';
import { LoadingMask } from '../loading-mask';
import { Select } from '../select';
import { TextInput } from '../text-input';
import { cx } from '../utils/cx';
import { useShippingCalculator } from './hook';
import type { ShippingCalculatorField, ShippingCalculatorProps } from './types';
import './style.css';

const ALL_FIELDS: ShippingCalculatorField[] = [ 'country', 'state', 'city', 'postcode' ];

const toOptions = ( names: Record< string, string > ) =>
	Object.entries( names ).map( ( [ value, label ] ) => ( { value, label } ) );

/**
 * The shipping calculator: country, state (a select when the country has a
 * list of states, a text field when its states are unknown, nothing when it
 * has none), city and postcode, and an "Update" button. The postcode is
 * checked for the chosen country; errors show under their fields, the first
 * invalid field takes the focus, and a failed update keeps what was typed.
 *
 * @example
 * <ShippingCalculator
 * 	address={ cart.shippingAddress }
 * 	countries={ shippingCountries }
 * 	states={ shippingStates }
 * 	onUpdate={ ( address ) => updateCustomerData( { shipping_address: address } ) }
 * 	onSuccess={ closeCalculator }
 * />
 */
export function ShippingCalculator( props: ShippingCalculatorProps ) {
	const { countries, states = {}, addressFields = ALL_FIELDS, idPrefix, className } = props;
	const generatedId = useId();
	const prefix = idPrefix ?? `shipping-calculator-${ generatedId }`;
	const fieldId = ( field: ShippingCalculatorField ) => `${ prefix }-${ field }`;
	const formRef = useRef< HTMLFormElement >( null );
	const form = useShippingCalculator( props, addressFields, ( field ) =>
		formRef.current?.ownerDocument.getElementById( fieldId( field ) )?.focus()
	);
	const labels = getDefaultAddressFields();
	const countryStates = states[ form.values.country ];
	const hasStateList = countryStates !== undefined && Object.keys( countryStates ).length > 0;
	const hasNoStates = countryStates !== undefined && ! hasStateList;

	const renderField = ( field: ShippingCalculatorField ) => {
		const id = fieldId( field );
		const label = labels[ field ].label;
		const common = {
			id,
			label,
			value: form.values[ field ],
			onChange: ( value: string ) => form.setField( field, value ),
			errorMessage: form.errors[ field ],
			autoComplete: labels[ field ].autocomplete,
		};
		if ( field === 'country' || ( field === 'state' && hasStateList ) ) {
			return (
				<Select
					key={ field }
					{ ...common }
					options={ toOptions( field === 'country' ? countries : countryStates! ) }
					required={ field === 'country' }
					optionalLabel={ label }
					placeholder={ selectPlaceholder( label ) }
				/>
			);
		}
		if ( field === 'state' && hasNoStates ) {
			return null;
		}
		return (
			<TextInput
				key={ field }
				{ ...common }
				autoCapitalize={ field === 'postcode' ? 'characters' : 'sentences' }
			/>
		);
	};

	return (
		<form
			ref={ formRef }
			className={ cx( 'wc-block-components-shipping-calculator-address', className ) }
			aria-label={ __( 'Shipping address', 'cesta' ) }
			noValidate
			onSubmit={ form.submit }
		>
			<LoadingMask
				isLoading={ form.isUpdating }
				screenReaderLabel={ __( 'Updating address…', 'cesta' ) }
			>
				{ addressFields.map( renderField ) }
				{ form.formError && (
					<p
						className="wc-block-components-shipping-calculator-address__error"
						role="alert"
					>
						{ form.formError }
					</p>
				) }
				<Button
					type="submit"
					className="wc-block-components-shipping-calculator-address__button"
					disabled={ form.isUpdating }
					showSpinner={ form.isUpdating }
				>
					{ __( 'Update', 'cesta' ) }
				</Button>
			</LoadingMask>
		</form>
	);
}
