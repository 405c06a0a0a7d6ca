/** The coming-soon banner's dismiss button: hidden once the server stored the dismissal, kept with an error otherwise. */

import { COMING_SOON_BANNER_ID, COMING_SOON_DISMISS_SELECTOR } from '../constants';
import { storeNoticeTexts } from '../messages';
import { dismissComingSoonBanner } from './dismiss-coming-soon-banner';
import { hideElement } from './visibility';

const ERROR_CLASS = 'coming-soon-footer-banner__error';

function showError( banner: HTMLElement ): void {
	let error = banner.querySelector< HTMLElement >( `.${ ERROR_CLASS }` );
	if ( ! error ) {
		error = banner.ownerDocument.createElement( 'p' );
		error.className = ERROR_CLASS;
		error.setAttribute( 'role', 'alert' );
		banner.append( error );
	}
	error.textContent = storeNoticeTexts.bannerDismissFailed();
}

/**
 * Makes the banner's dismiss button post the dismissal (see
 * {@link dismissComingSoonBanner}); the banner is marked busy meanwhile and
 * further clicks wait. Once the server answers, the banner is hidden; on a
 * failure it stays, with an alert saying so, and the button can be used
 * again. Returns a function that removes the handler; does nothing without
 * the banner.
 *
 * @example
 * const stop = enhanceComingSoonBanner( document );
 */
export function enhanceComingSoonBanner( root: Document = document ): () => void {
	const banner = root.getElementById( COMING_SOON_BANNER_ID );
	const button = banner?.querySelector< HTMLElement >( COMING_SOON_DISMISS_SELECTOR );
	if ( ! banner || ! button ) {
		return () => {};
	}
	let busy = false;
	const onClick = async ( event: Event ) => {
		event.preventDefault();
		if ( busy ) {
			return;
		}
		busy = true;
		banner.setAttribute( 'aria-busy', 'true' );
		try {
			await dismissComingSoonBanner(
				button.dataset.restUrl ?? '',
				button.dataset.restNonce ?? ''
			);
			hideElement( banner );
		} catch {
			showError( banner );
		} finally {
			busy = false;
			banner.removeAttribute( 'aria-busy' );
		}
	};
	button.addEventListener( 'click', onClick );
	return () => button.removeEventListener( 'click', onClick );
}
