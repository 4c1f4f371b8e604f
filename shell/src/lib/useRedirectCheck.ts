// The home ↔ dashboard redirect: about REDIRECT_CHECK_DELAY_MS after the page settles, send the
// user to the page their access calls for. A link followed in the meantime wins: the next page
// may still be loading (the router renders it inside a transition, so this page stays on screen
// and mounted until its chunk arrives), and a redirect fired then would take the user away from
// where they asked to go. The router's history knows the location asked for; this page's
// `useLocation()` still holds the old one until the transition commits.
import { useContext, useEffect } from "react";
import { UNSAFE_NavigationContext, useLocation, useNavigate } from "react-router-dom";
import { REDIRECT_CHECK_DELAY_MS } from "@seo/contracts/constants";

export function useRedirectCheck(redirect: boolean, to: string): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // BrowserRouter's and MemoryRouter's navigator is their history, which carries `location`.
  const { navigator } = useContext(UNSAFE_NavigationContext);
  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(() => {
      const requested = (navigator as { location?: { pathname: string } }).location?.pathname ?? pathname;
      if (requested === pathname) navigate(to, { replace: true });
    }, REDIRECT_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirect, to, pathname, navigate, navigator]);
}
