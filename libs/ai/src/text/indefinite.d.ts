// indefinite ships no types: the one call the language layer uses.
declare module "indefinite" {
  function indefinite(
    word: string,
    options?: { articleOnly?: boolean; capitalize?: boolean; caseInsensitive?: boolean; numbers?: "colloquial" },
  ): string;
  export default indefinite;
}
