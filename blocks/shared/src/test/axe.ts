/**
 * jest-axe with its matcher registered. `region` is off: blocks are tested
 * alone, outside the landmarks a real page gives them.
 */
import { configureAxe, toHaveNoViolations } from 'jest-axe';

expect.extend( toHaveNoViolations );

/**
 * axe over a rendered container.
 *
 * @example
 * expect( await axe( container ) ).toHaveNoViolations();
 */
export const axe = configureAxe( { rules: { region: { enabled: false } } } );
