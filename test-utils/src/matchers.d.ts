// The DOM matchers (`toBeInTheDocument`, `toHaveClass`, …) the root Jest setup
// registers, and jest-axe's `toHaveNoViolations` (registered by `axe.ts`), for
// the type checker.
/// <reference types="@testing-library/jest-dom" />
/// <reference types="jest-axe" />
