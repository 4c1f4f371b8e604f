// jest-dom's matchers (toBeInTheDocument, ...) for the component tests' types; jest.setup.ts loads them at run time.
/// <reference types="@testing-library/jest-dom" />
