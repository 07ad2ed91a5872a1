import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** The old site's placeholder paths, now permanent redirects to the real pages (docs/decisions/014-routes-and-brand.md). */
const movedPages = ["service", "product"] as const;

/** Legal pages: one route module, the text in app/content/legal/<path>.md. */
const legalPages = ["privacy", "terms"] as const;

export default [
  // The public site, in its frame (header, menus, footer).
  layout("routes/site-layout.tsx", [
    route("messages", "routes/messages.tsx"),
    route("messages/:id", "routes/message.tsx"),
    route("logout", "routes/logout.tsx"),
    route("account", "routes/account.tsx"),
    // A change of e-mail address: the link to the new address, and the undo link to the old one.
    route("account/email/confirm", "routes/account-email-confirm.tsx"),
    route("account/email/undo", "routes/account-email-undo.tsx"),
    route("dev/outbox", "routes/dev-outbox.tsx"),
  ]),
  // Content pages: the public site's frame without React Router in the browser
  // (docs/decisions/029-content-pages-without-the-framework.md).
  layout("routes/content-layout.tsx", [
    index("routes/home.tsx"),
    // The contact form, enhanced by its own modules (app/conversations/client/contact.enhance.ts).
    route("contact", "routes/contact.tsx"),
    // A message written without JavaScript: the mailed link's page, whose POST sends it.
    route("contact/confirm", "routes/contact-confirm.tsx"),
    route("work", "routes/work.tsx"),
    route("plan", "routes/plan.tsx"),
    route("search", "routes/search.tsx"),
    route("services", "routes/services.tsx"),
    route("services/:category", "routes/service-category.tsx"),
    route("services/:category/:sub", "routes/sub-service.tsx"),
    route("products", "routes/products.tsx"),
    route("products/:product", "routes/product.tsx"),
    route("about", "routes/about.tsx"),
    // Signing in and up, and the newsletter's and a conversation's mailed links: forms that work as
    // plain posts, their answers shown in place by forms.enhance.ts.
    route("claim-conversation", "routes/claim-conversation.tsx"),
    route("login", "routes/login.tsx"),
    route("signup", "routes/signup.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("confirm-email", "routes/confirm-email.tsx"),
    route("newsletter", "routes/newsletter.tsx"),
    route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
    route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
    route("newsletter/issues", "routes/newsletter-issues.tsx"),
    route("newsletter/issues/:slug", "routes/newsletter-issue.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("team", "routes/team.tsx"),
    // Booking a consultation (app/bookings/): the page, its confirmation, the mailed link's page and
    // the private manage link, enhanced by the bookings' own modules (docs/bookings.md).
    route("book", "routes/book.tsx"),
    route("book/confirmed", "routes/book-confirmed.tsx"),
    route("book/confirm", "routes/book-confirm.tsx"),
    route("book/manage", "routes/book-manage.tsx"),
    ...legalPages.map((path) => route(path, "routes/legal.tsx", { id: `legal-${path}` })),
    route("*", "routes/not-found.tsx"),
  ]),
  // The staff area, in its own frame: every loader and action calls requireStaff first.
  route("admin", "routes/admin-layout.tsx", [
    index("routes/admin.tsx"),
    route("messages", "routes/admin-messages.tsx"),
    route("messages/:id", "routes/admin-message.tsx"),
    route("saved-replies", "routes/admin-saved-replies.tsx"),
    route("team", "routes/admin-team.tsx"),
    route("subscribers", "routes/admin-subscribers.tsx"),
    route("newsletter", "routes/admin-newsletter.tsx"),
    route("newsletter/new", "routes/admin-newsletter-new.tsx"),
    route("newsletter/:id", "routes/admin-newsletter-issue.tsx"),
    route("availability", "routes/admin-availability.tsx"),
    route("bookings", "routes/admin-bookings.tsx"),
    route("reports", "routes/admin-reports.tsx"),
  ]),
  // Resources: no page, no frame.
  route("account/data", "routes/account-data.ts"),
  // The old placeholder paths answer 301 to the real pages.
  ...movedPages.map((path) => route(path, "routes/moved.ts", { id: `moved-${path}` })),
  // A conversation's file, as a download to its client and to staff only (routes/attachment.ts).
  route("attachments/:id", "routes/attachment.ts"),
  route("admin/subscribers.csv", "routes/admin-subscribers-csv.ts"),
  // One table of /admin/reports as CSV (`?table=…` and the page's range). Staff only.
  route("admin/reports.csv", "routes/admin-reports-csv.ts"),
  // The newsletter editor's own endpoints: autosave, live preview and image upload (the one
  // route with a larger body limit, declared in its `handle`). Staff only: each calls requireStaff.
  route("admin/newsletter/preview", "routes/admin-newsletter-preview.ts"),
  route("admin/newsletter/images", "routes/admin-newsletter-images.ts"),
  route("admin/newsletter/:id/draft", "routes/admin-newsletter-draft.ts"),
  route("blog/rss.xml", "routes/rss.xml.ts"),
  route("newsletter/issues/rss.xml", "routes/newsletter-issues-rss.ts"),
  // Newsletter images, from the R2 bucket MEDIA through app/newsletter/images.server.ts.
  route("media/:file", "routes/media.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  // A booking's invitation, and a staff member's secret calendar feed (/calendar/<token>.ics).
  route("book/invite.ics", "routes/book-invite.ts"),
  route("calendar/:file", "routes/calendar-feed.ts"),
] satisfies RouteConfig;
