/**
 * The sign-in pages (/login, /signup, /forgot-password, /reset-password, /confirm-email), the
 * header's sign-in dialogs and /account's meta: what they say around their forms.
 */
export const signInPageText = {
  account: { metaTitle: "Your Account", metaDescription: "Your ADRIG profile, password, sessions and data." },
  login: {
    metaTitle: "Login",
    metaDescription: "Log in to your ADRIG account.",
    title: (brand: string) => `Login to ${brand}`,
    description: "Enter your credentials to access your account",
  },
  signup: {
    metaTitle: "Create an Account",
    metaDescription: "Create your ADRIG account.",
    title: "Create an Account",
    description: (brand: string) => `Join ${brand} to access exclusive features and services`,
  },
  forgotPassword: {
    metaTitle: "Reset your password",
    metaDescription: "Request a link to reset your ADRIG password.",
    title: "Reset your password",
    description: "Enter your account's email and we will send you a link to choose a new password.",
  },
  resetPassword: {
    metaTitle: "Choose a new password",
    metaDescription: "Set a new password for your ADRIG account.",
    title: "Choose a new password",
    description: "After saving, every device signed in to your account is signed out.",
    expiredTitle: "This link has expired",
    expiredDescription: "Reset links work once and expire after one hour.",
    newLink: "Request a new reset link",
  },
  confirmSignup: {
    metaTitle: "Confirm your e-mail",
    metaDescription: "Confirm the e-mail address of your new ADRIG account.",
    title: "Confirm your e-mail",
    description: "Enter the password you chose when you signed up to activate your account.",
    expiredTitle: "This link has expired",
    expiredDescription: "Confirmation links work once and expire after 24 hours.",
    expiredHint:
      "If you already confirmed your address, just log in. Otherwise sign up again and we will send you a new link.",
    logIn: "Log in",
    signUpAgain: "Sign up again",
  },
} as const;
