// The DOM matchers registered by the root Jest setup, and jest-axe's, for the type checker.
/// <reference types="@testing-library/jest-dom" />
/// <reference types="jest-axe" />
