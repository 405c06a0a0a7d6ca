/**
 * `@cesta/test-utils/dom`: what a component test needs beyond jsdom, with no
 * store and no network (so it loads fast): accessibility checks, console
 * guards, stubs for `matchMedia` and `ResizeObserver`, and a site editor
 * template preview frame.
 */
export { axe } from './axe';
export { captureConsole, captureDeprecations, captureErrors } from './console';
export { installMatchMediaStub, setReducedMotion } from './match-media';
export { activeObserverCount, installResizeObserver, resizeTo } from './resize-observer';
export {
	adminBarShown,
	renderInPreviewFrames,
	templatePreviewFrame,
} from './template-preview-frame';
export type { PreviewFrames } from './template-preview-frame';
