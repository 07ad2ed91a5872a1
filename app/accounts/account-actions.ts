/** The page actions the account forms post to (the routes of the same names). */
export const accountActions = {
  login: "/login",
  signup: "/signup",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  logout: "/logout",
} as const;
