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
