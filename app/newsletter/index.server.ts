/**
 * The newsletter domain's server entry: the operations and dependencies other parts of the app
 * call (docs/architecture.md, "Entries"). Only what they use is here.
 */
export { subscribersCsv } from "./csv.server";
export { newsletterMailQueue } from "./delivery.server";
export { imageDeps, newsletterDeps } from "./deps.server";
export { renderIssuesRss } from "./feed.server";
export { imageMarkdown, readImage, storeImage } from "./images.server";
export { issueActions } from "./issue-actions.server";
export { loadIssuePage } from "./issue-page.server";
export {
  appendToDraft,
  archiveSitemapEntries,
  createIssue,
  draftFromArticle,
  getArchivedIssue,
  listArchivedIssues,
  listFeedIssues,
  listIssues,
  saveDraft,
} from "./issues.server";
export { linkToken } from "./link-token.server";
export { newsletterPersonalData, subscriptionFollowsAddress } from "./personal-data.server";
export { issuesSentBetween, subscriberFactsAfter } from "./report-facts.server";
export { newsletterImagesStep, newsletterRetentionRules } from "./retention.server";
export { startDueIssues } from "./scheduling.server";
export { newsletterPace, previewIssueMail, sendingDeps } from "./sending.server";
export {
  confirmSubscription,
  countByStatus,
  isConfirmTokenUsable,
  isUnsubscribeTokenKnown,
  listConfirmed,
  subscribe,
  unsubscribe,
} from "./subscribers.server";
export type { SubscriberWrite } from "./writes.server";
export { subscriberWrites } from "./writes.server";
