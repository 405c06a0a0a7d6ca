/**
 * jest-axe with its matcher registered: `expect( await axe( container ) ).toHaveNoViolations()`.
 * Import `axe` from here in every test that checks accessibility.
 */
import { configureAxe, toHaveNoViolations } from 'jest-axe';

expect.extend( toHaveNoViolations );

/**
 * axe over a rendered container. `region` is off: components are tested
 * alone, outside the page landmarks that a real page gives them.
 *
 * @example
 * const { container } = render( <Button>Apply</Button> );
 * expect( await axe( container ) ).toHaveNoViolations();
 */
export const axe = configureAxe( {
	rules: { region: { enabled: false } },
} );
