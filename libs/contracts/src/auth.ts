// Accounts, sessions and what a user may do. Written with zod's tree-shakable "mini" API: the
// sign-in and sign-up pages are part of the signed-out site's first visit, and zod's
// classic API would add ~25 KB of compressed JavaScript to them. Every check carries its own message
// (zod/mini loads no locale in the browser).
import * as z from "zod/mini";
import { MIN_PASSWORD_LENGTH } from "./constants";
import { PLANS } from "./plans";

const email = z
  .string()
  .check(z.trim(), z.regex(z.regexes.email, "Invalid email address"), z.maxLength(254, "Email is too long"));
const password = z
  .string()
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
    z.maxLength(200, "Password must be at most 200 characters"),
  );

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

/** What the server accepts at sign-up (confirmPassword is never sent). */
export const signupSchema = z.object({
  email,
  password,
  firstName: z.string().check(z.trim(), z.minLength(1, "First name is required"), z.maxLength(100, "First name is too long")),
  lastName: z.string().check(z.trim(), z.minLength(1, "Last name is required"), z.maxLength(100, "Last name is too long")),
});
export type SignupInput = z.infer<typeof signupSchema>;

/** The sign-up form: the server schema plus the client-only confirmation. */
export const signupFormSchema = z.extend(signupSchema, { confirmPassword: z.string() }).check(
  z.refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  }),
);
export type SignupFormInput = z.infer<typeof signupFormSchema>;

export const authResponseSchema = z.object({
  success: z.boolean(),
  sessionId: z.optional(z.string()),
  error: z.optional(z.string()),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** A tool's id: the registry (libs/registry) says which exist; the client ignores ids it does not know. */
export const toolIdSchema = z.string().check(z.regex(/^[a-z][a-z0-9]{1,30}$/, "Unknown tool"));

export const EXPORT_FORMATS = ["copy", "txt", "csv", "pdf"] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/**
 * What this user may do, decided by the server: clients render what they are told, so no plan rule
 * is written twice.
 * Anonymous visitors get FREE_CAPABILITIES' shape: the free formats, no tool included in a plan.
 */
export const capabilitiesSchema = z.object({
  /** Every tool of the registry: whether the plan includes it now, and the export formats it unlocks. */
  tools: z.array(z.object({ id: toolIdSchema, use: z.boolean(), exports: z.array(exportFormatSchema) })),
  /** Generations left in the Starter week; null: unlimited (or no plan: see `tools[].use`). */
  generationsRemaining: z.nullable(z.int().check(z.nonnegative())),
  /** The guided workflow (plans pro, all and admin). */
  workflow: z.boolean(),
  /** Hand-offs between the standalone tools the user may follow (from one step to the next). */
  handoffs: z.array(z.object({ from: toolIdSchema, to: toolIdSchema })),
  /** This account may activate admin access (the server knows ADMIN_EMAIL). */
  canActivateAdmin: z.boolean(),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;

/** Who the user is, as the account page and the session's user both show it. */
export const userNameFields = { firstName: z.string(), lastName: z.string(), email: z.string() };

export const userSchema = z.object({
  ...userNameFields,
  selectedTool: z.nullable(toolIdSchema),
  isAdmin: z.boolean(),
  /** The address was confirmed through the link sent to it (the Pro trial and purchases need it). */
  emailVerified: z.optional(z.boolean()),
  /** The server's answer to "may this account activate admin access" (the e-mail is not compared on the client). */
  canActivateAdmin: z.optional(z.boolean()),
});
export type User = z.infer<typeof userSchema>;

export const subscriptionInfoSchema = z.object({
  hasAccess: z.boolean(),
  plan: z.nullable(z.enum(PLANS)),
  selectedTool: z.nullable(toolIdSchema),
  generationsUsed: z.int(),
  /** Starter: left in the current week; -1 means unlimited (pro, all, admin, single); 0 without access. */
  generationsRemaining: z.int(),
  weeklyResetDate: z.nullable(z.string()),
  /** Subscription state from billing: active, trialing, past_due, canceled ... */
  status: z.optional(z.nullable(z.string())),
  /** Free tries left today for users without access (FREE_TRIES_PER_DAY per client). */
  freeTriesRemaining: z.optional(z.int()),
  /** What the user may do (tools, exports, workflow, hand-offs, admin activation). */
  capabilities: capabilitiesSchema,
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;
