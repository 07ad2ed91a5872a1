/** A message as its owner sees it in "Your Messages" (the API and the contact page share it). */
export type VisibleMessage = {
  id: string;
  service: string | null;
  message: string;
  status: "new" | "replied";
  reply: string | null;
  createdAt: string;
  /**
   * Sent without signing in and matched only by e-mail: the address on a visitor's message is not
   * proven, so the owner is shown where it came from (docs/decisions/010-contact-messages.md).
   */
  fromContactForm: boolean;
};
