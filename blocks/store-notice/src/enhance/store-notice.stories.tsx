/**
 * Stories of the store notice and the coming-soon banner as a shop's page
 * prints them, brought to life by their React-free script: the notice
 * dismissible or not, the banner, and the banner when the shop refuses its
 * dismissal.
 */
import { userEvent, within } from 'storybook/test';

import { ServerMarkup } from '@cesta/test-utils/stories';

import { enhanceStoreNotices } from '..';
import { renderComingSoonBannerMarkup, renderStoreNoticeMarkup } from '../markup';
import type { ComingSoonBannerMarkupOptions, StoreNoticeMarkupOptions } from '../markup';

interface StoryContext {
	canvasElement: HTMLElement;
}

interface NoticeArgs {
	notice?: StoreNoticeMarkupOptions;
	banner?: ComingSoonBannerMarkupOptions;
}

/** What the page's script does; the notices live in the whole document. */
const enhance = () => enhanceStoreNotices( document );

/** A notice the shop owner wrote (HTML, sanitised before printing). */
const NOTICE: StoreNoticeMarkupOptions = {
	noticeId: 'envios',
	message: 'Envío gratuito en pedidos de más de 50 €. <a href="/envios/">Condiciones</a>',
};

/** What a page prints for a logged-in shop manager; the nonce is stale (see the last story). */
const BANNER: ComingSoonBannerMarkupOptions = {
	restUrl: '/wp-json/wp/v2/users/me',
	restNonce: 'caducado',
	settingsUrl: '/wp-admin/admin.php?page=wc-settings&tab=site-visibility',
};

export default {
	title: 'Blocks/Store Notice',
	args: { notice: NOTICE } as NoticeArgs,
	// Printed when shown, so its texts are in the language chosen.
	render: ( { notice, banner }: NoticeArgs ) => (
		<ServerMarkup
			markup={
				notice ? renderStoreNoticeMarkup( notice ) : renderComingSoonBannerMarkup( banner! )
			}
			enhance={ enhance }
		/>
	),
	parameters: { shop: {} },
};

export const Dismissible = {};

export const NotDismissible = { args: { notice: { ...NOTICE, dismissible: false } } };

export const ComingSoonBanner = { args: { notice: undefined, banner: BANNER } };

/** The shop refuses the dismissal (a stale nonce): the banner stays, with an error. */
export const ComingSoonDismissalRefused = {
	args: { notice: undefined, banner: BANNER },
	play: async ( { canvasElement }: StoryContext ) => {
		const canvas = within( canvasElement );
		await userEvent.click( await canvas.findByRole( 'button', {}, { timeout: 5000 } ) );
		await canvas.findByRole( 'alert', {}, { timeout: 5000 } );
	},
};
