// The lifecycle most shell screen tests share: each test starts with empty storage (no session) and
// a quiet console.warn; afterwards spies are restored and toasts cleared.
import { act } from "@testing-library/react";
import { clearToasts } from "@seo/ui/toastStore";

export function resetAppAroundEachTest() {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => clearToasts());
  });
}

/**
 * The lifecycle of signed-in page tests: each test starts with only a stored session id; afterwards
 * timers are real again (for the tests that faked them) and spies are restored.
 */
export function signedInAroundEachTest() {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem("sessionId", "s1");
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}
