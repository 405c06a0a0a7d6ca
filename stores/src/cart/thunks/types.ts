/** Types of the cart thunks' arguments. */

import type { ThunkArgs } from '@wordpress/data';

import type { cartStore } from '../index';

/** What every cart thunk receives. */
export type CartThunkArgs = ThunkArgs< typeof cartStore >;
