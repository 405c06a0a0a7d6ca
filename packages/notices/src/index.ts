/** Public surface of @cesta/notices. */

export {
	createErrorNotice,
	createInfoNotice,
	createNotice,
	createSuccessNotice,
	createWarningNotice,
	removeAllNotices,
	removeNotice,
	removeNotices,
} from './actions';
export { DEFAULT_CONTEXT, NOTICES_STORE_KEY } from './constants';
export { reducer } from './reducer';
export { noticesDispatch, noticesSelect, useNoticesDispatch } from './registry-access';
export { getNotices } from './selectors';
export { ensureNoticesStore, noticesStore } from './store';

export type {
	CreateNoticeAction,
	NoticesAction,
	RemoveAllNoticesAction,
	RemoveNoticesAction,
} from './actions';
export type { NoticesActions, NoticesSelectors } from './registry-access';
export type {
	Notice,
	NoticeAction,
	NoticeOptions,
	NoticesState,
	NoticeStatus,
	NoticeType,
} from './types';
