/**
 * The site domain's entry: the types, constants, components and schemas other parts of the
 * app use, all safe in the browser (docs/architecture.md, "Entries"). Only what they use is here;
 * server operations are in index.server.ts.
 */
export { blogPageText } from "./blog-text";
export { BOOK_PATH } from "./book-link";
export { AboutSection } from "./components/about/about-section";
export { ArticleBody } from "./components/blog/article-body";
export { FeaturedPost } from "./components/blog/featured-post";
export { PostCard } from "./components/blog/post-card";
export { PostCover } from "./components/blog/post-cover";
export { PostMeta } from "./components/blog/post-meta";
export { ShareButtons } from "./components/blog/share-buttons";
export { ContactInfo } from "./components/contact/contact-info";
export { JsonLd } from "./components/json-ld";
export { AboutUs } from "./components/landing/about-us";
export { Cta } from "./components/landing/cta";
export { Hero } from "./components/landing/hero";
export { Partners } from "./components/landing/partners";
export { Process } from "./components/landing/process";
export { Tagline } from "./components/landing/tagline";
export { Testimonials } from "./components/landing/testimonials";
export { hasVideoSection, VideoSection } from "./components/landing/video";
export { WhatWeDo } from "./components/landing/what-we-do";
export type { PlanViewData } from "./components/plan/plan-view";
export { PlanView } from "./components/plan/plan-view";
export type { ProductsViewData } from "./components/products/products-view";
export { ProductsView } from "./components/products/products-view";
export { SearchForm } from "./components/search/search-form";
export { SearchResults } from "./components/search/search-results";
export { TeamGrid } from "./components/team/team-grid";
export { ValuesGrid } from "./components/team/values-grid";
export { ClosingCta, HeadedText, Section } from "./components/templates/parts";
export { pickServiceDetail, ServiceDetailTemplate } from "./components/templates/service-detail";
export { SubServiceTemplate } from "./components/templates/sub-service";
export { workFilterHref } from "./components/work/filter-href";
export type { WorkViewData } from "./components/work/work-view";
export { WorkView } from "./components/work/work-view";
export { contactHref, ENGAGEMENT_PARAM, SERVICE_PARAM } from "./contact-prefill";
export { rssFeedLink } from "./feed-link";
export type { FooterContent } from "./landing-files";
export { MAX_QUERY_CHARS, normaliseSearchQuery, readSearchQuery, SEARCH_PARAM, searchHref } from "./search";
export { searchText } from "./search-text";
export { servicesPageText } from "./services-text";
export type { Suggestion } from "./suggest";
export { visionTeamText } from "./team-text";
export { aboutText, callToActionText, legalText, productsText, serviceCategoryText, subServiceText } from "./texts";
