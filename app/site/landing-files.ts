import * as v from "valibot";

/**
 * Shapes of the editable JSON files under /content/landingpage (docs/product-spec.md §2, §3 and §7).
 * A file that does not match is treated exactly like a missing one.
 */
const text = v.pipe(v.string(), v.trim(), v.nonEmpty());
/** Site-relative paths, or http(s)/mailto/tel links; never javascript: URLs from an editable file. */
const link = v.pipe(v.string(), v.regex(/^(\/(?!\/)|https:\/\/|mailto:|tel:)/, "unsafe link"));

const footerSchema = v.object({
  company_info: v.object({ name: text, description: text }),
  social_links: v.array(
    v.object({
      platform: v.picklist(["Instagram", "LinkedIn"]),
      url: v.pipe(v.string(), v.url(), v.startsWith("https://")),
    }),
  ),
  nav_links: v.array(v.object({ text, url: link })),
  footer_services: v.array(v.object({ name: text, url: link })),
  contact_info: v.object({ address: text, phone: text, email: v.pipe(v.string(), v.email()) }),
});
export type FooterContent = v.InferOutput<typeof footerSchema>;

const testimonialSectionSchema = v.object({
  title: text,
  testimonials: v.array(v.object({ quote: text, name: text, position: text, company: text })),
});
export type TestimonialSectionContent = v.InferOutput<typeof testimonialSectionSchema>;

const ctaSectionSchema = v.object({
  heading: text,
  subheading: text,
  buttonText: text,
  buttonLink: link,
});
export type CtaSectionContent = v.InferOutput<typeof ctaSectionSchema>;

/**
 * A YouTube video id: 11 characters of base64url standing for 64 bits, so the last one carries
 * only four of its six bits and is one of 16 characters.
 */
const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{10}[AEIMQUYcgkosw048]$/;

const videoSectionSchema = v.object({
  title: text,
  description: text,
  /**
   * ADRIG's own video on YouTube, embedded through youtube-nocookie; `null` while there is none
   * (the home page then leaves the section out). A missing key or a malformed id fails
   * the build's check and, at run time, makes the file count as invalid.
   */
  videoId: v.nullable(v.pipe(v.string(), v.regex(YOUTUBE_VIDEO_ID, "not a YouTube video id (11 characters)"))),
  thumbnail: link,
  thumbnailAlt: text,
});
export type VideoSectionContent = v.InferOutput<typeof videoSectionSchema>;

export const landingContentFiles = {
  footer: { path: "/content/landingpage/Footer.json", schema: footerSchema },
  testimonials: { path: "/content/landingpage/TestimonialSection.json", schema: testimonialSectionSchema },
  cta: { path: "/content/landingpage/CtaSection.json", schema: ctaSectionSchema },
  video: { path: "/content/landingpage/VideoSection.json", schema: videoSectionSchema },
} as const;
export type LandingContentName = keyof typeof landingContentFiles;
