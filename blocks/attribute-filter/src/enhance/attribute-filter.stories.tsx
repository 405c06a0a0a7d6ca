/**
 * Stories of the Attribute Filter on a listing of the sample shop, printed
 * as the server does without the terms (the script asks the Store API for
 * the attribute, its terms and their counts): loading, the colours with
 * their counts and without counts. (Its "Show more" toggle needs more terms
 * than an attribute of the sample shop has: see the checkbox list's tests.)
 */
import { expect, waitFor } from 'storybook/test';

import { ServerMarkup } from '@cesta/test-utils/stories';

import { enhanceAttributeFilters, renderAttributeFilterMarkup } from '..';
// The stylesheet a page links (`…/style.css`).
import '../style.css';
import type { AttributeFilterAttributes } from '..';

interface StoryContext {
	canvasElement: HTMLElement;
}

/** Long enough for every check of the story to see the terms still loading. */
const NEVER_MS = 10 * 60 * 1000;

/** The sample shop's Color attribute (`pa_color`). */
const COLOR = { attributeId: 1, heading: 'Color' };

/** What the listing's script does; stopped with the story. */
const enhance = ( root: HTMLElement ) => {
	const stopping = enhanceAttributeFilters( root );
	return () => void stopping.then( ( stop ) => stop() );
};

/** Waits until the terms are listed. */
const termsShown = async ( { canvasElement }: StoryContext ) => {
	await waitFor(
		() => expect( canvasElement.querySelector( 'input[type="checkbox"]' ) ).not.toBeNull(),
		{ timeout: 5000 }
	);
};

export default {
	title: 'Blocks/Attribute Filter',
	args: { attributes: COLOR as AttributeFilterAttributes },
	render: ( { attributes }: { attributes: AttributeFilterAttributes } ) => (
		<ServerMarkup
			markup={ renderAttributeFilterMarkup( { attributes } ) }
			enhance={ enhance }
		/>
	),
	parameters: { layout: 'padded', shop: {} },
	play: termsShown,
};

export const WithCounts = {};

export const WithoutCounts = { args: { attributes: { ...COLOR, showCounts: false } } };

export const Loading = {
	parameters: { shop: { faults: [ { latencyMs: NEVER_MS, only: '/products/*' } ] } },
	play: async ( { canvasElement }: StoryContext ) => {
		await waitFor(
			() => expect( canvasElement.querySelector( '.is-loading' ) ).not.toBeNull(),
			{ timeout: 5000 }
		);
	},
};
