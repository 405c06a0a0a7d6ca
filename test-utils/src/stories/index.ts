/**
 * `@cesta/test-utils/stories`: what Storybook stories of the blocks share —
 * their server markup put in the page and brought to life as a shop page
 * does — with no store, no MSW and no Jest.
 */
export { ServerMarkup } from './server-markup';
export type { ServerMarkupProps } from './server-markup';
