/** The notices constants: the store key and the default context. */

/** The store key WordPress and every plugin use. */
export const NOTICES_STORE_KEY = 'core/notices';

/** Context of notices created without one. */
export const DEFAULT_CONTEXT = 'global';
