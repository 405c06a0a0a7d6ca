/**
 * jest-axe with its matcher registered, configured for parts tested alone.
 */
import { configureAxe, toHaveNoViolations } from 'jest-axe';

expect.extend( toHaveNoViolations );

/**
 * axe over a rendered container. `region` is off: components and blocks are
 * tested alone, outside the landmarks a real page gives them.
 *
 * @example
 * const { container } = render( <Button>Apply</Button> );
 * expect( await axe( container ) ).toHaveNoViolations();
 */
export const axe = configureAxe( { rules: { region: { enabled: false } } } );
