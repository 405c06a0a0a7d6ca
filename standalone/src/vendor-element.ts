/**
 * `wp.element` for hosts that are not WordPress: every export of
 * `@wordpress/element` but the editor's serialiser (see
 * `vendor-omissions.ts`), named one by one so the bundler can leave that out.
 */
import {
	Children,
	cloneElement,
	Component,
	concatChildren,
	createContext,
	createElement,
	createInterpolateElement,
	createPortal,
	createRef,
	createRoot,
	findDOMNode,
	flushSync,
	forwardRef,
	Fragment,
	hydrate,
	hydrateRoot,
	isEmptyElement,
	isValidElement,
	lazy,
	memo,
	Platform,
	PureComponent,
	RawHTML,
	render,
	startTransition,
	StrictMode,
	Suspense,
	switchChildrenNodeName,
	unmountComponentAtNode,
	useCallback,
	useContext,
	useDebugValue,
	useDeferredValue,
	useEffect,
	useId,
	useImperativeHandle,
	useInsertionEffect,
	useLayoutEffect,
	useMemo,
	useReducer,
	useRef,
	useState,
	useSyncExternalStore,
	useTransition,
} from '@wordpress/element';

import { omittedFromVendorMessage } from './vendor-omissions';

/**
 * The `wp.element` the vendor bundle defines. `renderToString` is there, so
 * code that lists the members still finds it, but calling it throws a clear
 * error.
 *
 * @example
 * window.wp.element ??= vendorElement;
 */
export const vendorElement = {
	Children,
	cloneElement,
	Component,
	concatChildren,
	createContext,
	createElement,
	createInterpolateElement,
	createPortal,
	createRef,
	createRoot,
	findDOMNode,
	flushSync,
	forwardRef,
	Fragment,
	hydrate,
	hydrateRoot,
	isEmptyElement,
	isValidElement,
	lazy,
	memo,
	Platform,
	PureComponent,
	RawHTML,
	render,
	renderToString: (): never => {
		throw new Error( omittedFromVendorMessage( 'wp.element.renderToString' ) );
	},
	startTransition,
	StrictMode,
	Suspense,
	switchChildrenNodeName,
	unmountComponentAtNode,
	useCallback,
	useContext,
	useDebugValue,
	useDeferredValue,
	useEffect,
	useId,
	useImperativeHandle,
	useInsertionEffect,
	useLayoutEffect,
	useMemo,
	useReducer,
	useRef,
	useState,
	useSyncExternalStore,
	useTransition,
};
