import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** The old site's placeholder paths, now permanent redirects to the real pages (docs/decisions/014-routes-and-brand.md). */
const movedPages = ["service", "product"] as const;

/** Legal pages: one route module, the text in app/content/legal/<path>.md. */
const legalPages = ["privacy", "terms"] as const;

export default [
  index("routes/home.tsx"),
  ...movedPages.map((path) => route(path, "routes/moved.ts", { id: `moved-${path}` })),
  route("work", "routes/work.tsx"),
  route("plan", "routes/plan.tsx"),
  route("search", "routes/search.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:category", "routes/service-category.tsx"),
  route("services/:category/:sub", "routes/sub-service.tsx"),
  route("products", "routes/products.tsx"),
  route("products/:product", "routes/product.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("logout", "routes/logout.tsx"),
  route("confirm-email", "routes/confirm-email.tsx"),
  route("account", "routes/account.tsx"),
  route("account/data", "routes/account-data.ts"),
  route("dev/outbox", "routes/dev-outbox.tsx"),
  // The staff area: every loader and action calls requireAdmin first.
  route("admin", "routes/admin.tsx"),
  route("admin/messages", "routes/admin-messages.tsx"),
  route("admin/messages/:id", "routes/admin-message.tsx"),
  route("admin/team", "routes/admin-team.tsx"),
  route("admin/subscribers", "routes/admin-subscribers.tsx"),
  route("admin/subscribers.csv", "routes/admin-subscribers-csv.ts"),
  route("admin/newsletter", "routes/admin-newsletter.tsx"),
  route("admin/newsletter/new", "routes/admin-newsletter-new.tsx"),
  route("admin/newsletter/:id", "routes/admin-newsletter-issue.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("newsletter/issues", "routes/newsletter-issues.tsx"),
  route("newsletter/issues/:slug", "routes/newsletter-issue.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/rss.xml.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("team", "routes/team.tsx"),
  ...legalPages.map((path) => route(path, "routes/legal.tsx", { id: `legal-${path}` })),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
