/**
 * Stories of blocks that talk to the shop start on a fresh page, as a
 * shopper's visit does: the stores, the API client and the registries are
 * module state, so after one such story the preview reloads before showing
 * another (its URL already names the story chosen).
 */
import type { StoryContext } from '@storybook/react-vite';

let firstStory: { id: string; talksToShop: boolean } | undefined;

/**
 * Reloads the preview when another story is chosen after a story that
 * talks to the shop (`parameters.shop`), or before one; the first story of a
 * page, and component stories after one another, render at once.
 *
 * @example
 * const loader: Loader = async ( context ) => { await freshPage( context ); … };
 */
export async function freshPage( { id, parameters }: Pick< StoryContext, 'id' | 'parameters' > ) {
	const talksToShop = parameters.shop !== undefined;
	if ( ! firstStory ) {
		firstStory = { id, talksToShop };
		return;
	}
	if ( id !== firstStory.id && ( talksToShop || firstStory.talksToShop ) ) {
		window.location.reload();
		// Nothing renders on this page any more.
		await new Promise( () => undefined );
	}
}
