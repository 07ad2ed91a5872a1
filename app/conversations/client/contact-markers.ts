/**
 * What the contact form's markup (contact-form.tsx, sent-panel.tsx) and its module
 * (contact.enhance.ts) agree on, in a module that imports nothing.
 */

/** The form, for its module: `<form data-contact-form>`. */
export const CONTACT_FORM_ATTRIBUTE = "data-contact-form";

/** "Send another message" in the answer after a send. */
export const SEND_ANOTHER_ATTRIBUTE = "data-send-another";

/** A signed-in client's form: name and e-mail are the account's, read-only, and never a draft. */
export const SIGNED_IN_ATTRIBUTE = "data-signed-in";

/** Whose drafts the form reads and writes: `draftOwner()` of the page (app/ui/drafts.ts). */
export const DRAFT_OWNER_ATTRIBUTE = "data-draft-owner";

/** The name this browser keeps the form's unsent fields under (app/ui/drafts.ts), as JSON. */
export const CONTACT_DRAFT = "contact:form";
