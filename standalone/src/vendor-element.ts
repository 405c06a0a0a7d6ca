/**
 * `wp.element` for hosts that are not WordPress: every export of
 * `@wordpress/element` but the editor's serialiser (see
 * `vendor-omissions.ts`), re-exported by name so the bundler can leave that out.
 */
import { omittedFromVendorMessage } from './vendor-omissions';

export {
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

/**
 * `wp.element.renderToString` on hosts that are not WordPress: there, so code
 * that lists the members still finds it, but calling it throws a clear error
 * (see `vendor-omissions.ts`).
 *
 * @example
 * window.wp.element.renderToString( element ); // throws
 */
export const renderToString = (): never => {
	throw new Error( omittedFromVendorMessage( 'wp.element.renderToString' ) );
};
