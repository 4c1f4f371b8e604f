// Paths of the product's pages that more than the shell names: the BFF and the services send users
// to the pricing page (`redirectTo`) when a plan does not allow what they asked for.
export const PRICING_PATH = "/pricing";
