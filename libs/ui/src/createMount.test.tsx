/**
 * @jest-environment jsdom
 */
import { act } from "react";
import { useLocation } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import { createMount } from "./createMount";

function Where() {
  const location = useLocation();
  useQueryClient(); // throws outside the providers
  return <p>at {location.pathname + location.search}</p>;
}

describe("createMount", () => {
  const mount = createMount(Where, "/tool");

  it("renders the page inside the providers, at the default path, and unmounts it", () => {
    const el = document.createElement("div");
    let unmount!: () => void;
    act(() => {
      unmount = mount(el);
    });
    expect(el.textContent).toBe("at /tool");
    act(() => unmount());
    expect(el.innerHTML).toBe("");
  });

  it("starts at options.initialPath when the partner gives one", () => {
    const el = document.createElement("div");
    let unmount!: () => void;
    act(() => {
      unmount = mount(el, { initialPath: "/tool?x=1" });
    });
    expect(el.textContent).toBe("at /tool?x=1");
    act(() => unmount());
  });
});
