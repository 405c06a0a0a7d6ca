/**
 * Renders shared pieces as a top-level block does: inside its frame
 * (`TopLevelBlockLayout` with the block's config: notices, slot fills, plugin
 * area) and a fresh registry of every `@cesta/data` store.
 */
import type { ReactNode } from 'react';
import type { DataRegistry } from '@wordpress/data';

import { createTestRegistry, renderInStores } from '@cesta/test-utils';

import { CHECKOUT_BLOCK_CONFIG } from '../constants';
import type { TopLevelBlockConfig } from '../constants';
import { TopLevelBlockLayout } from '../layout/top-level-block-layout';

/**
 * Renders `children` in the frame of the Checkout block (or of `config`'s)
 * and returns the registry with Testing Library's helpers.
 *
 * @example
 * const { registry } = renderInBlock( <CouponFormBlock /> );
 */
export function renderInBlock(
	children: ReactNode,
	{
		config = CHECKOUT_BLOCK_CONFIG,
		registry = createTestRegistry(),
	}: { config?: TopLevelBlockConfig; registry?: DataRegistry } = {}
) {
	const utils = renderInStores(
		registry,
		<TopLevelBlockLayout
			config={ config }
			hasDarkControls={ false }
			skeleton={ <span>Cargando…</span> }
			loadingLabel="Cargando…"
		>
			{ children }
		</TopLevelBlockLayout>
	);
	return { registry, ...utils };
}
