// Full page navigations, behind one object so tests can observe them (jsdom cannot navigate).
export const browserLocation = {
  /** A full page load of `url` (window.location.href = url). */
  assign(url: string) {
    window.location.href = url;
  },
  /** A full page load of `url` that replaces the current history entry. */
  replace(url: string) {
    window.location.replace(url);
  },
  reload() {
    window.location.reload();
  },
};
