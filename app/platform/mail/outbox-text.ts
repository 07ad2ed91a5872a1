/** The words of the local outbox's page (/dev/outbox, development only), which only developers read. */
export const outboxText = {
  title: "Dev outbox",
  intro: "Mails sent through the local outbox transport, newest first. This page does not exist in production.",
  empty: "No mails yet.",
  to: "To",
  replyTo: (address: string) => ` · Reply-To ${address}`,
} as const;
