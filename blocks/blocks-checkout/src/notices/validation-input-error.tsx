/** The store-connected ValidationInputError: a field's visible error from wc/store/validation. */

import { useSelect } from '@wordpress/data';
import { ValidationInputError as ValidationInputErrorView } from '@cesta/components';
import type { ValidationInputErrorProps } from '@cesta/components';
import { validationStore } from '@cesta/data';

/**
 * The error message under a field, connected to `wc/store/validation` as
 * WooCommerce's is: it shows `errorMessage` when given, otherwise the
 * visible validation error of `propertyName` (a hidden error shows nothing
 * until it is made visible). Payment methods get it as
 * `props.components.ValidationInputError`.
 *
 * @example
 * dispatch( validationStore ).setValidationErrors( { 'card-number': { message: 'Número no válido', hidden: false } } );
 * <ValidationInputError propertyName="card-number" elementId="card-number" />
 */
export function ValidationInputError( {
	errorMessage = '',
	propertyName = '',
	elementId = '',
}: ValidationInputErrorProps ) {
	const stored = useSelect(
		( select ) =>
			propertyName ? select( validationStore ).getValidationError( propertyName ) : undefined,
		[ propertyName ]
	);
	const message =
		errorMessage && typeof errorMessage === 'string'
			? errorMessage
			: stored && ! stored.hidden
				? stored.message
				: '';
	return (
		<ValidationInputErrorView
			errorMessage={ message }
			propertyName={ propertyName }
			elementId={ elementId }
		/>
	);
}
