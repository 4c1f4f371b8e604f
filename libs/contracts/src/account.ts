// Account life: e-mail verification, password reset, settings, sessions, data export and deletion.
// Shared by the BFF (which validates with these schemas) and the shell's account screens. zod/mini,
// like auth.ts, because the forgot/reset pages belong to the signed-out site.
import * as z from "zod/mini";
import { MIN_PASSWORD_LENGTH } from "./constants";
import { userNameFields } from "./auth";

const email = z
  .string()
  .check(z.trim(), z.regex(z.regexes.email, "Invalid email address"), z.maxLength(254, "Email is too long"));
const newPassword = z
  .string()
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
    z.maxLength(200, "Password must be at most 200 characters"),
  );
const currentPassword = z
  .string()
  .check(z.minLength(1, "Current password is required"), z.maxLength(200, "Password is too long"));
/** Tokens from e-mail links: 32 random bytes, base64url (43 characters). */
const token = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, "Invalid token"));
const name = (label: string) =>
  z.string().check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(100, `${label} is too long`));

/** Shown for an unknown, expired, reused or tampered link: one message, so nothing is revealed. */
export const LINK_INVALID_MESSAGE = "This link has expired or was already used";
/** The answer to every forgot-password request, whether or not the address has an account. */
export const FORGOT_PASSWORD_MESSAGE = "If an account exists for that e-mail, we've sent a link";
/** What the delete dialog asks the user to type. */
export const DELETE_CONFIRMATION_WORD = "DELETE";
export const VERIFY_EMAIL_TTL_HOURS = 24;
export const RESET_PASSWORD_TTL_MINUTES = 60;

export const tokenSchema = z.object({ token });
export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z.object({ token, password: newPassword });
/** The reset form: the server schema plus the client-only confirmation. */
export const resetPasswordFormSchema = z
  .extend(resetPasswordSchema, { confirmPassword: z.string() })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] }));

export const profileSchema = z.object({ firstName: name("First name"), lastName: name("Last name") });
export const changeEmailSchema = z.object({ newEmail: email, currentPassword });
export const changePasswordSchema = z.object({ currentPassword, newPassword });
export const changePasswordFormSchema = z
  .extend(changePasswordSchema, { confirmPassword: z.string() })
  .check(z.refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] }));
export const deleteAccountSchema = z.object({
  password: currentPassword,
  confirmation: z
    .string()
    .check(z.refine((v) => v === DELETE_CONFIRMATION_WORD, { message: `Type ${DELETE_CONFIRMATION_WORD} to confirm` })),
});

export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** GET /api/account */
export const accountSchema = z.object({
  ...userNameFields,
  emailVerified: z.boolean(),
  /** An address change waiting for its link to be opened. */
  pendingEmail: z.nullable(z.string()),
  createdAt: z.string(),
  /** Whether product e-mails that are not strictly about the account (welcome, trial reminders) are sent. */
  productEmails: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

/** GET /api/account/sessions: one row per signed-in browser. */
export const sessionInfoSchema = z.object({
  /** An opaque id for this list (never the session's cookie value). */
  id: z.string(),
  /** A short description of the browser and system, from its User-Agent ("Chrome on Linux"). */
  device: z.string(),
  /** The client's address when it signed in or was last seen. */
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export const sessionListSchema = z.object({ sessions: z.array(sessionInfoSchema) });
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** Every account endpoint answers { success, message? } or { success: false, error, issues? }. */
export const accountActionResultSchema = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  error: z.optional(z.string()),
});
export type AccountActionResult = z.infer<typeof accountActionResultSchema>;

/** The account API, relative to the site (the BFF mounts them; the shell calls them). */
export const accountApi = {
  verifyEmail: "/api/auth/verify-email", // POST { token }
  resendVerification: "/api/auth/resend-verification", // POST (signed in)
  forgotPassword: "/api/auth/forgot-password", // POST { email }
  resetPassword: "/api/auth/reset-password", // POST { token, password }
  account: "/api/account", // GET
  profile: "/api/account/profile", // POST { firstName, lastName }
  email: "/api/account/email", // POST { newEmail, currentPassword }
  password: "/api/account/password", // POST { currentPassword, newPassword }
  sessions: "/api/account/sessions", // GET
  signOutOthers: "/api/account/sessions/sign-out-others", // POST
  productEmails: "/api/account/product-emails", // POST { enabled }
  exportData: "/api/account/export", // GET: a JSON file (attachment)
  deleteAccount: "/api/account/delete", // POST { password, confirmation }
  unsubscribe: "/api/email/unsubscribe", // POST { token } (also RFC 8058 one-click)
} as const;

export const productEmailsSchema = z.object({ enabled: z.boolean() });
