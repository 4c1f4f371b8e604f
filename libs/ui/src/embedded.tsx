// Is this page running embedded for a partner (createMount's `mount(el)`, or the embed's iframe)?
// An embedded page has no session of ours: it must not ask for the user's own data (history).
import { createContext, useContext, type ReactNode } from "react";

const EmbeddedContext = createContext(false);

/** Marks everything inside as embedded (createMount wraps a partner's mounted page in it). */
export function Embedded({ children }: { children: ReactNode }) {
  return <EmbeddedContext.Provider value>{children}</EmbeddedContext.Provider>;
}

function framed(): boolean {
  try {
    return typeof window !== "undefined" && window.self !== window.top;
  } catch {
    return true; // a cross-origin parent cannot even be compared: certainly framed
  }
}

/** True inside <Embedded> or in a frame (the partner embed is an iframe on our origin). */
export function useEmbedded(): boolean {
  return useContext(EmbeddedContext) || framed();
}
