/**
 * The first half of `vendor.js`, for storefront pages: the React-free
 * WordPress packages their first paint uses (`wp.hooks`, `wp.i18n` for the
 * translations, `wp.apiFetch` for the Store API, `wp.deprecated`).
 * `vendor-react.js` adds the rest when a shopper opens something React draws.
 */
import * as apiFetch from '@wordpress/api-fetch';
import * as deprecated from '@wordpress/deprecated';
import * as hooks from '@wordpress/hooks';
import * as i18n from '@wordpress/i18n';

import { defineWordPressGlobals } from './vendor-globals';

defineWordPressGlobals( { apiFetch, deprecated, hooks, i18n } );
