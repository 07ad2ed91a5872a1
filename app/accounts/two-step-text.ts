/**
 * The label of the code field, on the login's second step and on /account. Kept out of
 * texts.ts so the pages that show it do not load every text of the accounts.
 */
export const CODE_LABEL = "Enter the 6-digit code from your authenticator app";
