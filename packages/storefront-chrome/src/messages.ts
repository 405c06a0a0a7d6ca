/**
 * Every visible text of the storefront chrome. Functions, so each is
 * translated when used, after the page's translations are loaded.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * The texts of the header, popups, search field and scroll-to-top. The
 * search field's announcements are the item-field messages of spec 1 §8.
 *
 * @example
 * chromeTexts.noResults(); // 'No results.' ('No hay resultados.' in Spanish)
 * chromeTexts.resultCount( 3 ); // '3 results found.'
 */
export const chromeTexts = Object.freeze( {
	menu: (): string => __( 'Menu', 'cesta' ),
	mainMenu: (): string => __( 'Main menu', 'cesta' ),
	close: (): string => __( 'Close', 'cesta' ),
	logIn: (): string => __( 'Log in', 'cesta' ),
	myAccount: (): string => __( 'My account', 'cesta' ),
	username: (): string => __( 'Username or email address', 'cesta' ),
	password: (): string => __( 'Password', 'cesta' ),
	rememberMe: (): string => __( 'Remember me', 'cesta' ),
	lostPassword: (): string => __( 'Lost your password?', 'cesta' ),
	searchLabel: (): string => __( 'Search products', 'cesta' ),
	searchPlaceholder: (): string => __( 'Search products…', 'cesta' ),
	searchSubmit: (): string => __( 'Search', 'cesta' ),
	suggestions: (): string => __( 'Suggestions', 'cesta' ),
	backToTop: (): string => __( 'Back to top', 'cesta' ),
	invalidItem: (): string => __( 'Invalid item', 'cesta' ),
	itemRemoved: (): string => __( 'Item removed.', 'cesta' ),
	itemAdded: (): string => __( 'Item added.', 'cesta' ),
	noResults: (): string => __( 'No results.', 'cesta' ),
	resultCount: ( count: number ): string =>
		sprintf(
			/* translators: %d: number of search suggestions. */
			_n( '%d result found.', '%d results found.', count, 'cesta' ),
			count
		),
} );
