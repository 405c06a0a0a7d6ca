/**
 * Stories of the Price Filter on a listing of the sample shop, printed as
 * the server does without the range (the script asks the Store API's
 * collection data for it): loading, the slider with the typed fields, with
 * the Apply button, and the slider alone.
 */
import { expect, waitFor } from 'storybook/test';

import { ServerMarkup } from '@cesta/test-utils/stories';

import { enhancePriceFilters, renderPriceFilterMarkup } from '..';
// The stylesheet a page links (`…/style.css`).
import '../style.css';
import type { PriceFilterAttributes } from '..';

interface StoryContext {
	canvasElement: HTMLElement;
}

/** Long enough for every check of the story to see the range still loading. */
const NEVER_MS = 10 * 60 * 1000;

/** What the listing's script does; stopped with the story. */
const enhance = ( root: HTMLElement ) => {
	const stopping = enhancePriceFilters( root );
	return () => void stopping.then( ( stop ) => stop() );
};

/** Waits until the range is loaded and the slider drawn. */
const sliderShown = async ( { canvasElement }: StoryContext ) => {
	await waitFor(
		() => expect( canvasElement.querySelector( 'input[type="range"]' ) ).not.toBeNull(),
		{ timeout: 5000 }
	);
};

export default {
	title: 'Blocks/Price Filter',
	args: { attributes: {} as PriceFilterAttributes },
	render: ( { attributes }: { attributes: PriceFilterAttributes } ) => (
		<ServerMarkup markup={ renderPriceFilterMarkup( { attributes } ) } enhance={ enhance } />
	),
	parameters: { layout: 'padded', shop: {} },
	play: sliderShown,
};

export const WithTypedFields = {};

export const WithApplyButton = { args: { attributes: { showFilterButton: true } } };

export const SliderOnly = { args: { attributes: { showInputFields: false } } };

export const Loading = {
	parameters: {
		shop: { faults: [ { latencyMs: NEVER_MS, only: '/products/collection-data' } ] },
	},
	play: async ( { canvasElement }: StoryContext ) => {
		await waitFor(
			() => expect( canvasElement.querySelector( '.is-loading' ) ).not.toBeNull(),
			{ timeout: 5000 }
		);
	},
};
