// DOM matchers for component tests; harmless under the node environment.
import "@testing-library/jest-dom";
