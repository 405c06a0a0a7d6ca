/**
 * The editor page's first script: WordPress's notices store, registered by
 * its module as WordPress loads `wp-notices` before the scripts that use
 * it, so our stores (which register one only where the host has none) find
 * it. A script of its own because the editor's script is split in chunks,
 * whose shared modules (our stores among them) run before the editor's own.
 */
export { store as wordpressNoticesStore } from '@wordpress/notices';
