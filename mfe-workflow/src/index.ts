// Async boundary: lets Module Federation negotiate the shared singletons before anything renders.
void import("./bootstrap");
