/**
 * The pages that are themselves a sign-in form (/login, /signup, /forgot-password,
 * /reset-password, /confirm-email) say so in their route's `handle`: a content page's Login and
 * Sign Up dialogs are left out there, so the header's links and the form's own links ("Sign Up",
 * "Forgot Password?") lead to the pages, as they do without JavaScript, and the page holds one
 * copy of its form.
 */
export const signInPage = { signInPage: true } as const;

export function isSignInPage(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as Partial<typeof signInPage> | null | undefined)?.signInPage === true);
}
