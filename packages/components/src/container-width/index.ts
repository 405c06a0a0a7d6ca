/** Public surface of the container width provider, hooks and context. */

export { ContainerWidthContextProvider } from './component';
export {
	ContainerWidthContext,
	getContainerWidthClass,
	useContainerWidthClass,
	useContainerWidthContext,
} from './hook';
export type {
	ContainerWidthClass,
	ContainerWidthContextProviderProps,
	ContainerWidthContextValue,
} from './types';
