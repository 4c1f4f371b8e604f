import { z } from "zod";
import { MIN_PASSWORD_LENGTH, PLANS } from "./constants";

const email = z.string().trim().email("Invalid email address").max(254);
const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(200, "Password must be at most 200 characters");

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

/** What the server accepts at sign-up (confirmPassword is never sent). */
export const signupSchema = z.object({
  email,
  password,
  firstName: z.string().trim().min(1, "First name is required").max(100),
  lastName: z.string().trim().min(1, "Last name is required").max(100),
});
export type SignupInput = z.infer<typeof signupSchema>;

/** The sign-up form: the server schema plus the client-only confirmation. */
export const signupFormSchema = signupSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type SignupFormInput = z.infer<typeof signupFormSchema>;

export const authResponseSchema = z.object({
  success: z.boolean(),
  sessionId: z.string().optional(),
  error: z.string().optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** A tool's id: the registry (libs/registry) says which exist; the client ignores ids it does not know. */
export const toolIdSchema = z.string().regex(/^[a-z][a-z0-9]{1,30}$/, "Unknown tool");

export const EXPORT_FORMATS = ["copy", "txt", "csv", "pdf"] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/**
 * What this user may do, decided by the server (STYLE.md: clients render what they are told).
 * Anonymous visitors get FREE_CAPABILITIES' shape: the free formats, no tool included in a plan.
 */
export const capabilitiesSchema = z.object({
  /** Every tool of the registry: whether the plan includes it now, and the export formats it unlocks. */
  tools: z.array(z.object({ id: toolIdSchema, use: z.boolean(), exports: z.array(exportFormatSchema) })),
  /** Generations left in the Starter week; null: unlimited (or no plan: see `tools[].use`). */
  generationsRemaining: z.number().int().nonnegative().nullable(),
  /** The Pro workflow (DESIGN.md decision 8). */
  workflow: z.boolean(),
  /** Hand-offs between the standalone tools the user may follow (from one step to the next). */
  handoffs: z.array(z.object({ from: toolIdSchema, to: toolIdSchema })),
  /** This account may activate admin access (the server knows ADMIN_EMAIL). */
  canActivateAdmin: z.boolean(),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;

export const userSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  selectedTool: toolIdSchema.nullable(),
  isAdmin: z.boolean(),
  /** The server's answer to "may this account activate admin access" (the e-mail is not compared on the client). */
  canActivateAdmin: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const subscriptionInfoSchema = z.object({
  hasAccess: z.boolean(),
  plan: z.enum(PLANS).nullable(),
  selectedTool: toolIdSchema.nullable(),
  generationsUsed: z.number().int(),
  /** Starter: left in the current week; -1 means unlimited (pro, all, admin, single); 0 without access. */
  generationsRemaining: z.number().int(),
  weeklyResetDate: z.string().nullable(),
  /** Subscription state from billing: active, trialing, past_due, canceled ... */
  status: z.string().nullable().optional(),
  /** Free tries left today for users without access (DESIGN.md decision 2). */
  freeTriesRemaining: z.number().int().optional(),
  /** What the user may do (tools, exports, workflow, hand-offs, admin activation). */
  capabilities: capabilitiesSchema,
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;
