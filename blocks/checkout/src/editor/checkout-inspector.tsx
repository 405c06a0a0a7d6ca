/** The Checkout block's inspector: its own settings, and the optional parts of the form, which live in its inner blocks. */

import { InspectorControls, store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import type { Block } from '@wordpress/blocks';
import { PanelBody, TextControl, ToggleControl } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';

import { AttributeControls } from '@cesta/blocks-shared/editor';
import type { EditorBlockEditProps } from '@cesta/blocks-shared/editor';

import { CHECKOUT_BLOCK_NAMES as NAMES } from '../block-names';
import { AddressFieldsPanel } from './address-fields-panel';
import { editorLabels } from './messages';

type BlockEditorSelectors = {
	getBlocks: ( clientId: string ) => Block[];
};

type BlockEditorActions = {
	insertBlock: (
		block: Block,
		index: number,
		rootClientId: string,
		updateSelection: boolean
	) => void;
	removeBlock: ( clientId: string, selectPrevious: boolean ) => void;
	updateBlockAttributes: ( clientId: string, attributes: Record< string, unknown > ) => void;
};

const NO_BLOCKS: Block[] = [];

/** Where the optional blocks go back when turned on again: before these, as in WooCommerce's template. */
const INSERT_BEFORE: Readonly< Record< string, readonly string[] > > = {
	[ NAMES.CHECKOUT_ORDER_NOTE ]: [ NAMES.CHECKOUT_TERMS, NAMES.CHECKOUT_ACTIONS ],
	[ NAMES.CHECKOUT_TERMS ]: [ NAMES.CHECKOUT_ACTIONS ],
};

/** The first block named `name` under `clientId`, depth first. */
function findBlock( blocks: readonly Block[], name: string ): Block | undefined {
	for ( const block of blocks ) {
		const found = block.name === name ? block : findBlock( block.innerBlocks, name );
		if ( found ) {
			return found;
		}
	}
	return undefined;
}

/**
 * The blocks of the Checkout block `clientId` the checkout options read
 * and change: the fields column with its blocks, the actions, the taxes row.
 */
function useCheckoutParts( clientId: string ) {
	return useSelect(
		( select ) => {
			const editor = select( blockEditorStore ) as unknown as BlockEditorSelectors;
			const blocks = editor.getBlocks( clientId );
			const fields = blocks.find( ( block ) => block.name === NAMES.CHECKOUT_FIELDS );
			return {
				fieldsId: fields?.clientId,
				inFields: fields ? editor.getBlocks( fields.clientId ) : NO_BLOCKS,
				actions: findBlock( blocks, NAMES.CHECKOUT_ACTIONS ),
				taxes: findBlock( blocks, NAMES.CHECKOUT_ORDER_SUMMARY_TAXES ),
			};
		},
		[ clientId ]
	);
}

/**
 * The options of the checkout form WooCommerce's first Checkout block kept as
 * its own attributes and its current one keeps in its inner blocks — the
 * order note (`showOrderNotes`), the terms and privacy links
 * (`showPolicyLinks`), the "Return to Cart" link and its page
 * (`showReturnToCart`, `cartPageId`, the actions block's), the rate after
 * the tax names (`showRateAfterTaxName`, the taxes row's) — set from the
 * Checkout block's inspector: a toggle adds or removes the block (where
 * WooCommerce's template has it), or changes the attributes of the block
 * that shows the option. One source, the saved blocks, so the two never
 * disagree.
 *
 * @example
 * <CheckoutOptionsPanel clientId={ clientId } />
 */
export function CheckoutOptionsPanel( { clientId }: { clientId: string } ) {
	const { fieldsId, inFields, actions, taxes } = useCheckoutParts( clientId );
	const { insertBlock, removeBlock, updateBlockAttributes } = useDispatch(
		blockEditorStore
	) as unknown as BlockEditorActions;

	const optionalBlockToggle = ( name: string, label: string ) => {
		const present = inFields.find( ( block ) => block.name === name );
		const toggle = ( on: boolean ) => {
			if ( ! on && present ) {
				removeBlock( present.clientId, false );
			} else if ( on && ! present && fieldsId ) {
				const next = inFields.findIndex( ( block ) =>
					INSERT_BEFORE[ name ]!.includes( block.name )
				);
				insertBlock(
					createBlock( name ),
					next === -1 ? inFields.length : next,
					fieldsId,
					false
				);
			}
		};
		return (
			<ToggleControl
				label={ label }
				checked={ Boolean( present ) }
				onChange={ toggle }
				disabled={ ! fieldsId }
				__nextHasNoMarginBottom
			/>
		);
	};

	return (
		<InspectorControls>
			<PanelBody title={ editorLabels.checkoutOptions() }>
				{ optionalBlockToggle( NAMES.CHECKOUT_ORDER_NOTE, editorLabels.orderNotes() ) }
				{ optionalBlockToggle( NAMES.CHECKOUT_TERMS, editorLabels.policyLinks() ) }
				{ actions && (
					<>
						<ToggleControl
							label={ editorLabels.showReturnToCart() }
							checked={ actions.attributes.showReturnToCart === true }
							onChange={ ( showReturnToCart: boolean ) =>
								updateBlockAttributes( actions.clientId, { showReturnToCart } )
							}
							__nextHasNoMarginBottom
						/>
						{ actions.attributes.showReturnToCart === true && (
							<TextControl
								label={ editorLabels.cartPageId() }
								help={ editorLabels.cartPageIdHelp() }
								type="number"
								min={ 0 }
								value={ String( actions.attributes.cartPageId ?? 0 ) }
								onChange={ ( text: string ) => {
									const cartPageId = Math.trunc( Number( text ) );
									if ( text !== '' && cartPageId >= 0 ) {
										updateBlockAttributes( actions.clientId, { cartPageId } );
									}
								} }
								__next40pxDefaultSize
								__nextHasNoMarginBottom
							/>
						) }
					</>
				) }
				{ taxes && (
					<ToggleControl
						label={ editorLabels.rateAfterTaxName() }
						checked={ taxes.attributes.showRateAfterTaxName === true }
						onChange={ ( showRateAfterTaxName: boolean ) =>
							updateBlockAttributes( taxes.clientId, { showRateAfterTaxName } )
						}
						__nextHasNoMarginBottom
					/>
				) }
			</PanelBody>
		</InspectorControls>
	);
}

/**
 * The inspector of the top-level Checkout block: its settings (dark mode
 * inputs, numbered steps), the checkout options kept in its inner blocks
 * ({@link CheckoutOptionsPanel}) and the address fields
 * (`AddressFieldsPanel`).
 *
 * @example
 * <CheckoutInspector { ...editProps } />
 */
export function CheckoutInspector( { attributes, setAttributes, clientId }: EditorBlockEditProps ) {
	return (
		<>
			<AttributeControls
				title={ editorLabels.checkoutSettings() }
				attributes={ attributes }
				setAttributes={ setAttributes }
				controls={ [
					{
						attribute: 'hasDarkControls',
						type: 'toggle',
						label: editorLabels.darkControls(),
						help: editorLabels.darkControlsHelp(),
					},
					{
						attribute: 'showFormStepNumbers',
						type: 'toggle',
						label: editorLabels.formStepNumbers(),
					},
				] }
			/>
			<CheckoutOptionsPanel clientId={ clientId } />
			<AddressFieldsPanel attributes={ attributes } setAttributes={ setAttributes } />
		</>
	);
}
