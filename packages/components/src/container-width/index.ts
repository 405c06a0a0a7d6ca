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
