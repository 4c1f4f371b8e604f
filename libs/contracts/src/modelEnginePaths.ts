// Where the model engine's admin pieces live (docs/decisions/0026-model-settings-in-env.md), without
// zod: the tool pages' "Offline draft" notice links the admin page from bundles that must stay small.

/** The admin's page: each tool's engine and "Test connection". */
export const ADMIN_MODEL_PAGE = "/admin/model";

/** The BFF's admin API. */
export const ADMIN_MODEL_API = { settings: "/api/admin/model", test: "/api/admin/model/test" } as const;

/** Each tool service's internal paths: only the BFF reaches them, signing as an admin. */
export const INTERNAL_MODEL_PATHS = { settings: "/internal/model", check: "/internal/model-check" } as const;

/** Where the recipes are. */
export const CONNECT_MODEL_DOCS = "README › Connect a model";
