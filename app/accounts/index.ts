/**
 * The accounts domain's entry: the types, constants, components and schemas other parts of the
 * app use, all safe in the browser (docs/architecture.md, "Entries"). Only what they use is here;
 * server operations are in index.server.ts.
 */
export { AccountLayout } from "./components/account-menu";
export { AccountSection } from "./components/account-section";
export type { ConfirmIdentityState, ConfirmPurpose } from "./components/confirm-identity";
export { ConfirmIdentity, confirmIntents } from "./components/confirm-identity";
export { StaffEvents } from "./components/security-log";
export { AuthDialogsHost, preloadAuthDialogs } from "./components/sign-in/auth-dialogs-host";
export { AuthPage } from "./components/sign-in/auth-page";
export { AuthUiProvider, useAuthUi, useSessionChangePending } from "./components/sign-in/auth-ui";
export { ConfirmSignupForm } from "./components/sign-in/confirm-signup-form";
export { ContentAuthDialogs, PasskeyModules } from "./components/sign-in/content-auth-dialogs";
export { ForgotPasswordForm } from "./components/sign-in/forgot-password-form";
export { LoginForm } from "./components/sign-in/login-form";
export { ResetPasswordForm } from "./components/sign-in/reset-password-form";
export { SignupForm } from "./components/sign-in/signup-form";
export { SignOutButton } from "./components/sign-out-button";
export { emailChangePageText } from "./email-change-text";
export { loginPath } from "./login-path";
export type { Device, SecurityEventKind, StaffEventView } from "./security-log";
export { securityLogText } from "./security-log-text";
export type { SessionUser } from "./session-user";
export { displayName } from "./session-user";
export { ConfirmIdentitySection } from "./settings/confirm-identity";
export { AccountHero, DataSection } from "./settings/data";
export { DeleteAccountSection } from "./settings/delete-account";
export { EmailChangeSection } from "./settings/email-change";
export { PasskeysSection } from "./settings/passkeys";
export { PasswordSection } from "./settings/password";
export { ProfileSection } from "./settings/profile";
export { SecurityLogSection } from "./settings/security-log";
export { SessionsSection } from "./settings/sessions";
export { TwoStepSection } from "./settings/two-step";
export { signInPage } from "./sign-in-page";
export { signInPageText } from "./sign-in-text";
export { signedInOnly } from "./signed-in-only";
export { accountErrorText, accountFailureTitles, accountSuccessText, accountToasts } from "./texts";
export { confirmSignupSchema } from "./validation/account";
export { emailOnlySchema, keptFields, loginSchema, resetPasswordSchema, signupSchema } from "./validation/auth";
export { passkeySignInSchema } from "./validation/passkeys";
export { loginCodeSchema } from "./validation/two-step";
