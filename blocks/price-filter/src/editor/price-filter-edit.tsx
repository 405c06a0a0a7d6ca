/** The Price Filter's edit: the slider as the shop prints it, for the sample products, and its settings. */
import { useBlockProps } from '@wordpress/block-editor';
import { RawHTML, useMemo } from '@wordpress/element';
import type { HTMLAttributes } from 'react';

import { AttributeControls, LookOnly } from '@cesta/blocks-shared/editor';
import type { EditorBlockEditProps } from '@cesta/blocks-shared/editor';

import { renderPriceFilterMarkup } from '../markup/render-price-filter-markup';
import type { PriceFilterAttributes } from '../markup/attributes';
import { priceFilterEditorLabels as labels } from './messages';
import { previewPriceRange } from './preview-price-range';

/**
 * The `edit` of `woocommerce/price-filter`: the block as
 * `renderPriceFilterMarkup` prints it for the sample products' price range
 * (no Store API request), look-only, and an inspector for its heading, the
 * price fields and the Apply button. The block is dynamic: it saves only
 * its attributes and the host prints its markup.
 *
 * @example
 * registerEditorBlock( PRICE_FILTER_BLOCK_JSON, { edit: PriceFilterEdit, save: () => null } );
 */
export function PriceFilterEdit( props: EditorBlockEditProps< PriceFilterAttributes > ) {
	const { attributes, setAttributes } = props;
	const priceRange = useMemo( previewPriceRange, [] );
	const html = renderPriceFilterMarkup( { attributes, priceRange } );
	return (
		<div { ...( useBlockProps() as HTMLAttributes< HTMLDivElement > ) }>
			<AttributeControls
				title={ labels.settings() }
				attributes={ attributes as Record< string, unknown > }
				setAttributes={ setAttributes as ( next: Record< string, unknown > ) => void }
				controls={ [
					{ attribute: 'heading', type: 'text', label: labels.heading() },
					{
						attribute: 'headingLevel',
						type: 'range',
						label: labels.headingLevel(),
						min: 1,
						max: 6,
					},
					{
						attribute: 'showInputFields',
						type: 'toggle',
						label: labels.showInputFields(),
						help: labels.showInputFieldsHelp(),
					},
					{
						attribute: 'showFilterButton',
						type: 'toggle',
						label: labels.showFilterButton(),
						help: labels.showFilterButtonHelp(),
					},
				] }
			/>
			<LookOnly>
				<RawHTML>{ html }</RawHTML>
			</LookOnly>
		</div>
	);
}
