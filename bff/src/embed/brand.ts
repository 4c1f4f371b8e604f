// The product's name for the embed's pages and messages, from its one definition in the design
// system. Imported by path: @seo/ui's package exports map extension-less names for webpack, which
// the Node bundler (esbuild) cannot follow, and the BFF needs this one constant, not the library.
export { PRODUCT_NAME } from "../../../libs/ui/src/brand";
