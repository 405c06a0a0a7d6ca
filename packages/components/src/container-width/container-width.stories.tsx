/** Stories of the ContainerWidthContextProvider: a measured container showing its width class. */

import { ContainerWidthContextProvider, useContainerWidthContext } from '.';

const ShowWidthClass = () => {
	const { containerClassName } = useContainerWidthContext();
	return <p>{ containerClassName || '…' }</p>;
};

export default {
	title: 'Components/ContainerWidthContextProvider',
	component: ContainerWidthContextProvider,
	args: { className: 'wc-block-cart', children: <ShowWidthClass /> },
};

export const Measured = {};
