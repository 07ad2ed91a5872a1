/** The subscriber's pages: subscribe, confirm, unsubscribe, and the public archive of issues. */
export const newsletterPageText = {
  subscribe: {
    metaTitle: "Subscribe to ADRIG Insights",
    metaDescription:
      "Subscribe to ADRIG Insights: one e-mail a month with new articles and notes from real AI projects.",
    title: "Subscribe to ADRIG Insights",
  },
  confirm: {
    metaTitle: "Confirm your subscription",
    metaDescription: "Confirm your subscription to ADRIG Insights.",
    title: "Confirm your subscription",
    ask: "Press the button to start receiving ADRIG Insights, one e-mail a month.",
    button: "Confirm subscription",
    busy: "Confirming...",
    done: "Welcome to ADRIG Insights. A welcome e-mail is on its way; every issue has a link to unsubscribe with one click.",
    readArticles: "Read the latest articles",
    invalidTitle: "This link no longer works",
    invalid: "Confirmation links work once and expire after 7 days.",
    subscribeAgain: "Subscribe again",
  },
  unsubscribe: {
    metaTitle: "Unsubscribe",
    metaDescription: "Unsubscribe from ADRIG Insights.",
    title: "Unsubscribe from ADRIG Insights",
    ask: "Press the button and you will get no more issues of our newsletter.",
    button: "Unsubscribe",
    busy: "Unsubscribing...",
    done: "You will get no more issues of ADRIG Insights. Changed your mind? You can subscribe again at any time.",
    subscribeAgain: "Subscribe again",
    invalidTitle: "This link does not work",
    invalid: "Use the link in the newest ADRIG Insights e-mail, or write to us and we will take you off the list.",
    contact: "Contact ADRIG",
  },
  archive: {
    metaDescription: (name: string) =>
      `Every issue of ${name}, ADRIG's monthly e-mail with new articles and practical notes from real AI projects.`,
    /** `{link}`: "subscribe", a link to the form below. */
    intro:
      "Once a month we send our newest articles and notes from the projects we run. Here is every issue so far; {link} to get the next one.",
    subscribe: "subscribe",
    issues: "Issues",
    empty: "The first issue is on its way. Subscribe below and it comes straight to your inbox.",
  },
  issue: {
    metaTitle: (subject: string, name: string) => `${subject} · ${name}`,
    metaDescription: (name: string) => `An issue of ${name}, ADRIG's monthly e-mail.`,
    allIssues: "All issues",
    sent: "Sent",
    more: "More issues",
    previous: "← Previous issue",
    next: "Next issue →",
  },
} as const;
