/** The Checkout block's "Address fields" panel: show, hide or require the company, apartment and phone fields, as WooCommerce's. */

import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, RadioControl, ToggleControl } from '@wordpress/components';
import { useMemo } from '@wordpress/element';

import type { EditorBlockEditProps } from '@cesta/blocks-shared/editor';
import { getAddressFormFields } from '@cesta/validation';

import {
	ADDRESS_FIELD_VISIBILITY_ATTRIBUTES,
	addressFieldVisibilityOf,
	withFieldVisibility,
} from '../address/field-visibility';
import type { VisibilityFieldKey } from '../address/field-visibility';
import { editorLabels } from './messages';

const REQUIRED = 'required';
const OPTIONAL = 'optional';

/**
 * The Checkout block's "Address fields" panel, as WooCommerce's: for the
 * company, apartment (address line 2) and phone fields, a toggle that shows
 * or hides the field and, while shown, whether it is optional or required.
 * Each choice is the block's attribute (`showCompanyField`,
 * `requireCompanyField`, …), which its address forms apply over the shop's
 * field settings; until a choice is made the panel shows the shop's
 * settings and the block carries none.
 *
 * @example
 * <AddressFieldsPanel attributes={ attributes } setAttributes={ setAttributes } />
 */
export function AddressFieldsPanel( {
	attributes,
	setAttributes,
}: Pick< EditorBlockEditProps, 'attributes' | 'setAttributes' > ) {
	// The shop's fields (no country) with the block's choices over them.
	const fields = useMemo(
		() =>
			withFieldVisibility(
				getAddressFormFields( '', { type: 'shipping' } ),
				addressFieldVisibilityOf( attributes )
			),
		[ attributes ]
	);
	return (
		<InspectorControls>
			<PanelBody title={ editorLabels.addressFields() }>
				<p>{ editorLabels.addressFieldsHelp() }</p>
				{ (
					Object.entries( ADDRESS_FIELD_VISIBILITY_ATTRIBUTES ) as Array<
						[
							VisibilityFieldKey,
							( typeof ADDRESS_FIELD_VISIBILITY_ATTRIBUTES )[ VisibilityFieldKey ],
						]
					>
				 ).map( ( [ key, names ] ) => {
					const field = fields.find( ( candidate ) => candidate.key === key );
					if ( ! field ) {
						return null;
					}
					const shown = ! field.hidden;
					return (
						<div key={ key }>
							<ToggleControl
								label={ field.label }
								checked={ shown }
								onChange={ ( show: boolean ) =>
									setAttributes( { [ names.show ]: show } )
								}
								__nextHasNoMarginBottom
							/>
							{ shown && (
								<RadioControl
									label={ field.label }
									hideLabelFromVision
									selected={ field.required ? REQUIRED : OPTIONAL }
									options={ [
										{ label: editorLabels.optional(), value: OPTIONAL },
										{ label: editorLabels.required(), value: REQUIRED },
									] }
									onChange={ ( value: string ) =>
										setAttributes( {
											[ names.show ]: true,
											[ names.require ]: value === REQUIRED,
										} )
									}
								/>
							) }
						</div>
					);
				} ) }
			</PanelBody>
		</InspectorControls>
	);
}
