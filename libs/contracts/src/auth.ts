import { z } from "zod";
import { MIN_PASSWORD_LENGTH, TOOLS, PLANS } from "./constants";

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

export const userSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  selectedTool: z.enum(TOOLS).nullable(),
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const subscriptionInfoSchema = z.object({
  hasAccess: z.boolean(),
  plan: z.enum(PLANS).nullable(),
  selectedTool: z.enum(TOOLS).nullable(),
  generationsUsed: z.number().int(),
  /** Starter: left in the current week; -1 means unlimited (pro, all, admin, single); 0 without access. */
  generationsRemaining: z.number().int(),
  weeklyResetDate: z.string().nullable(),
  /** Subscription state from billing: active, trialing, past_due, canceled ... */
  status: z.string().nullable().optional(),
  /** Free tries left today for users without access (DESIGN.md decision 2). */
  freeTriesRemaining: z.number().int().optional(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;
