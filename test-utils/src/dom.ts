/**
 * `@cesta/test-utils/dom`: what a component test needs beyond jsdom, with no
 * store and no network (so it loads fast): accessibility checks, console
 * guards, and stubs for `matchMedia` and `ResizeObserver`.
 */
export { axe } from './axe';
export { captureConsole, captureDeprecations, captureErrors } from './console';
export { installMatchMediaStub, setReducedMotion } from './match-media';
export { activeObserverCount, installResizeObserver, resizeTo } from './resize-observer';
