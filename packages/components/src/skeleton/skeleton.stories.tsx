/** Stories of the Skeleton: an element, and the SkeletonLoader loading and loaded. */

import { Skeleton, SkeletonLoader } from '.';

export default {
	title: 'Components/Skeleton',
	component: Skeleton,
	args: { width: '12em', height: '1.2em' },
};

export const Element = {};

export const Loading = {
	render: () => (
		<SkeletonLoader isLoading skeleton={ <Skeleton width="6em" /> }>
			€78.57
		</SkeletonLoader>
	),
};

export const Loaded = {
	render: () => <SkeletonLoader isLoading={ false }>€78.57</SkeletonLoader>,
};
