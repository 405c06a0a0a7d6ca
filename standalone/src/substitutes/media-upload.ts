/**
 * Stands in for `@wordpress/api-fetch`'s media-upload middleware in the
 * vendor bundle: it retries the image-resizing step of uploads to
 * `/wp/v2/media`, which only the WordPress admin makes; shop pages upload
 * no media. Listed in `vendor-omissions.ts`.
 */
import type { APIFetchMiddleware } from '@wordpress/api-fetch';

/**
 * Passes every request on unchanged (WordPress's adds retries to media
 * uploads only).
 *
 * @example
 * apiFetch.use( mediaUploadMiddleware );
 */
const mediaUploadMiddleware: APIFetchMiddleware = ( options, next ) => next( options );

// The shape api-fetch imports: `import mediaUploadMiddleware from './middlewares/media-upload'`.
export { mediaUploadMiddleware as default };
