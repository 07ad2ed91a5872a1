/**
 * The newsletter domain's entry: the types, constants, components and schemas other parts of the
 * app use, all safe in the browser (docs/architecture.md, "Entries"). Only what they use is here;
 * server operations are in index.server.ts.
 */
export { IssueEditor } from "./components/issue-editor";
export { IssueForm } from "./components/issue-form";
export { IssueProgress, IssueStatusBadge } from "./components/issue-progress";
export { IssueSentView } from "./components/issue-sent-view";
export { NewsletterPage } from "./components/newsletter-page";
export { NewsletterPromise, NewsletterSection } from "./components/newsletter-section";
export { SingleUseLinkPage, singleUseLinkHeaders } from "./components/single-use-link-page";
export { SubscribeForm } from "./components/subscribe-form";
export { IMAGE_UPLOAD_BODY_LIMIT } from "./editor";
export { editorFieldText, editorToasts } from "./editor-text";
export { formatIndiaDateTime, formatScheduled } from "./india-time";
export { ARCHIVE_PATH, ARCHIVE_TITLE, issuePath, issuesFeedLink, NEWSLETTER_NAME } from "./issues";
export { newsletterPageText } from "./page-text";
export { newsletterStaffText } from "./staff-text";
export { newsletterErrorText, newsletterFailureTitles, newsletterSuccessText, newsletterToasts } from "./texts";
export { newsletterSubscribeSchema, subscribeKept } from "./validation/newsletter";
export {
  imageAltSchema,
  issuePreviewSchema,
  keptFields,
  newsletterIssueSchema,
  savedDraftSchema,
} from "./validation/newsletter-issue";
