/** AttributeControls: the inspector panel where theme developers set a block's attributes. */

import { InspectorControls } from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';

/**
 * One control of an {@link AttributeControls} panel, bound to the attribute
 * `attribute`: a toggle (boolean), a text field, a number range, a whole
 * number (e.g. a page id) or a choice of options.
 *
 * @example
 * const control: AttributeControl = { attribute: 'hasDarkControls', type: 'toggle', label: __( 'Dark mode inputs', 'cesta' ) };
 */
export type AttributeControl = {
	attribute: string;
	label: string;
	help?: string;
} & (
	| { type: 'toggle' }
	| { type: 'text'; placeholder?: string }
	| { type: 'range'; min: number; max: number }
	| { type: 'number'; min?: number }
	| { type: 'select'; options: ReadonlyArray< { value: string; label: string } > }
);

/**
 * Props of {@link AttributeControls}.
 *
 * @example
 * const props: AttributeControlsProps = { title: 'Settings', attributes, setAttributes, controls };
 */
export interface AttributeControlsProps {
	/** The panel's title. */
	title: string;
	attributes: Record< string, unknown >;
	setAttributes: ( next: Record< string, unknown > ) => void;
	controls: readonly AttributeControl[];
}

/**
 * A panel in the block inspector with one control per attribute: what the
 * block's `edit` renders for the attributes a theme developer sets. Each
 * change goes through `setAttributes`, so it is saved in the block's
 * markup (`data-*`) the frontend reads.
 *
 * @example
 * <AttributeControls
 * 	title={ __( 'Settings', 'cesta' ) }
 * 	attributes={ attributes }
 * 	setAttributes={ setAttributes }
 * 	controls={ [ { attribute: 'isShippingCalculatorEnabled', type: 'toggle', label: __( 'Shipping calculator', 'cesta' ) } ] }
 * />
 */
export function AttributeControls( {
	title,
	attributes,
	setAttributes,
	controls,
}: AttributeControlsProps ) {
	return (
		<InspectorControls>
			<PanelBody title={ title }>
				{ controls.map( ( control ) => {
					const value = attributes[ control.attribute ];
					const set = ( next: unknown ) =>
						setAttributes( { [ control.attribute ]: next } );
					const common = {
						label: control.label,
						help: control.help,
						__nextHasNoMarginBottom: true,
					};
					switch ( control.type ) {
						case 'toggle':
							return (
								<ToggleControl
									key={ control.attribute }
									{ ...common }
									checked={ value === true }
									onChange={ set }
								/>
							);
						case 'text':
							return (
								<TextControl
									key={ control.attribute }
									{ ...common }
									__next40pxDefaultSize
									value={ typeof value === 'string' ? value : '' }
									placeholder={ control.placeholder }
									onChange={ set }
								/>
							);
						case 'range':
							return (
								<RangeControl
									key={ control.attribute }
									{ ...common }
									__next40pxDefaultSize
									value={ typeof value === 'number' ? value : undefined }
									min={ control.min }
									max={ control.max }
									onChange={ set }
								/>
							);
						case 'number':
							return (
								<TextControl
									key={ control.attribute }
									{ ...common }
									__next40pxDefaultSize
									type="number"
									min={ control.min }
									value={ typeof value === 'number' ? String( value ) : '' }
									onChange={ ( text ) => {
										const number = Math.trunc( Number( text ) );
										// An emptied or unreadable field is left as it was.
										if ( text !== '' && Number.isFinite( number ) ) {
											set( Math.max( control.min ?? number, number ) );
										}
									} }
								/>
							);
						case 'select':
							return (
								<SelectControl
									key={ control.attribute }
									{ ...common }
									__next40pxDefaultSize
									value={ typeof value === 'string' ? value : '' }
									options={ [ ...control.options ] }
									onChange={ set }
								/>
							);
					}
				} ) }
			</PanelBody>
		</InspectorControls>
	);
}
