// The product's name for the embed's pages and messages, from its one definition (the contracts).
export { PRODUCT_NAME } from "@seo/contracts/brand";
