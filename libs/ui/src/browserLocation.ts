// Full page navigations, behind one object so tests can observe them (jsdom cannot navigate).
export const browserLocation = {
  /** A full page load of `url` (window.location.href = url). */
  assign(url: string) {
    window.location.href = url;
  },
  reload() {
    window.location.reload();
  },
};
