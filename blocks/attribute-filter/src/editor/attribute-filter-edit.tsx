/** The Attribute Filter's edit: the checkbox list as the shop prints it, for the sample attribute, and its settings. */
import { useBlockProps } from '@wordpress/block-editor';
import { RawHTML, useMemo } from '@wordpress/element';
import type { HTMLAttributes } from 'react';

import { AttributeControls, LookOnly } from '@cesta/blocks-shared/editor';
import type { EditorBlockEditProps } from '@cesta/blocks-shared/editor';

import type { AttributeFilterAttributes } from '../markup/attributes';
import { renderAttributeFilterMarkup } from '../markup/render-attribute-filter-markup';
import { attributeFilterEditorLabels as labels } from './messages';
import { previewAttributeFilterData } from './preview-attribute-data';

/**
 * The `edit` of `woocommerce/attribute-filter`: the block as
 * `renderAttributeFilterMarkup` prints it for the sample products' first
 * attribute (no Store API request; shown whatever attribute the block
 * names), look-only, and an inspector for the attribute, the heading and
 * its level, any/all and the counts. The block is dynamic: it saves only its
 * attributes and the host prints its markup.
 *
 * @example
 * registerEditorBlock( ATTRIBUTE_FILTER_BLOCK_JSON, { edit: AttributeFilterEdit, save: () => null } );
 */
export function AttributeFilterEdit( props: EditorBlockEditProps< AttributeFilterAttributes > ) {
	const { attributes, setAttributes } = props;
	const data = useMemo( previewAttributeFilterData, [] );
	const html = renderAttributeFilterMarkup( {
		attributes: { ...attributes, attributeId: attributes.attributeId || data.attribute.id },
		data,
	} );
	return (
		<div { ...( useBlockProps() as HTMLAttributes< HTMLDivElement > ) }>
			<AttributeControls
				title={ labels.settings() }
				attributes={ attributes as Record< string, unknown > }
				setAttributes={ setAttributes as ( next: Record< string, unknown > ) => void }
				controls={ [
					{
						attribute: 'attributeId',
						type: 'number',
						label: labels.attributeId(),
						help: labels.attributeIdHelp(),
						min: 0,
					},
					{ attribute: 'heading', type: 'text', label: labels.heading() },
					{
						attribute: 'headingLevel',
						type: 'range',
						label: labels.headingLevel(),
						min: 1,
						max: 6,
					},
					{
						attribute: 'queryType',
						type: 'select',
						label: labels.queryType(),
						options: [
							{ value: 'or', label: labels.queryTypeOr() },
							{ value: 'and', label: labels.queryTypeAnd() },
						],
					},
					{ attribute: 'showCounts', type: 'toggle', label: labels.showCounts() },
				] }
			/>
			<LookOnly>
				<RawHTML>{ html }</RawHTML>
			</LookOnly>
		</div>
	);
}
