/**
 * What every page entry needs before any block module runs, after its
 * strings (`cesta:page-catalogue`, imported by each entry first): a
 * `core/notices` store when the host (not WordPress) has none.
 */
import { ensureNoticesStore } from '@cesta/notices';

ensureNoticesStore();
