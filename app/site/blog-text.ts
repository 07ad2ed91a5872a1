/** The blog (/blog) and an article's page (/blog/:slug): the words around the posts. */
export const blogPageText = {
  blog: {
    metaDescription:
      "Practical articles from ADRIG on generative AI, moving AI from pilot to production, data-driven decisions, ethical AI, support chatbots and automation ROI.",
    keywords: ["AI blog", "generative AI", "AI implementation", "AI ethics", "chatbots", "automation ROI"],
    pastIssues: (newsletter: string) => `Past issues of ${newsletter}`,
    monthlyNewsletter: ", our monthly newsletter",
    featured: "Featured Article",
    latest: "Latest Posts",
  },
  article: {
    back: "Back to Blog",
    /** `{name}`: the company's legal name, in bold. */
    publishedBy: "Published by {name}",
    share: "Share this article",
    related: "Related Articles",
    read: "Read Article",
  },
} as const;
