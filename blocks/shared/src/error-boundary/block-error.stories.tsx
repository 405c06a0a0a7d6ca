/** Stories of the block error panel: for shoppers, for administrators, an inner block crash, a reload button. */

import { BlockError, BlockErrorBoundary } from '..';
import type { BlockErrorBoundaryProps } from '..';

const Broken = (): null => {
	throw new Error( 'Cannot read properties of undefined (reading "items")' );
};

const Crashing = ( props: BlockErrorBoundaryProps ) => (
	<BlockErrorBoundary { ...props }>
		<Broken />
	</BlockErrorBoundary>
);

export default {
	title: 'Blocks/Shared/BlockError',
	component: BlockError,
	args: {},
};

export const ForShoppers = {};

export const ForAdministrators = {
	args: { errorMessage: 'Cannot read properties of undefined (reading "items")' },
};

export const InnerBlockCrash = {
	render: () => <Crashing blockName="acme/gift-note" showErrorMessage />,
};

/** A host's own button, with its own text (a page in Spanish). */
export const WithReloadButton = {
	render: () => (
		<Crashing
			button={
				<a className="wc-block-components-button" href="?">
					Recargar la página
				</a>
			}
		/>
	),
};
