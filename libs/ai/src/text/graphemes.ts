// The one grapheme counter lives in @seo/contracts, so the forms and the engines count alike.
export { graphemeLength, graphemes } from "@seo/contracts/graphemes";
