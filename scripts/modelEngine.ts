// What `npm run model:test` and `npm run eval:model` use of the product's TypeScript, bundled by
// scripts/model-engine.mjs: the environment as every service reads it, the tools' engine and the
// connection check. The scripts ask the model exactly the way the services do.
export { loadConfig } from "@seo/config/env";
export { createToolEngine } from "@seo/ai/engine";
export { checkModelConnection } from "@seo/ai/openai/modelCheck";
export { baseUrlHostOf, modelSettingsOf } from "@seo/ai/openai/modelSettings";
