// The product's brand for the pages: defined once in the contracts (the BFF, e-mails and exports
// read it there too).
export { PRODUCT_NAME, PRODUCT_TAGLINE, SUPPORT_EMAIL } from "@seo/contracts/brand";
