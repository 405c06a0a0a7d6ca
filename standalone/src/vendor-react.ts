/**
 * The second half of `vendor.js`: React, ReactDOM and the WordPress packages
 * built on them (`wp.element`, `wp.data`, without the editor-only pieces of
 * `vendor-omissions.ts`). Storefront pages load it on demand, after
 * `vendor-base.js`.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as ReactJSXRuntime from 'react/jsx-runtime';

import * as vendorData from './vendor-data';
import * as vendorElement from './vendor-element';
import { defineWordPressGlobals, vendorTarget } from './vendor-globals';

const target = vendorTarget();
target.React ??= React;
target.ReactDOM ??= { ...ReactDOM, ...ReactDOMClient };
target.ReactJSXRuntime ??= ReactJSXRuntime;

defineWordPressGlobals( { data: vendorData, element: vendorElement } );
