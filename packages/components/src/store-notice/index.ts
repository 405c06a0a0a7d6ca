/** Public surface of the StoreNotice and the StoreNoticesContainer. */

export { StoreNotice } from './component';
export { StoreNoticesContainer } from './container';
export type {
	NoticeStatus,
	StoreNoticeData,
	StoreNoticeProps,
	StoreNoticesContainerProps,
} from './types';
