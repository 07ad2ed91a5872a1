import type { VideoSectionContent } from "~/site/landing-files";
import { EnhanceScript } from "~/ui/enhance/enhance-script";

function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&mute=1&playsinline=1`;
}

/** Whether the home page has a video section: while its file loads or fails ('Loading...'), or with a video named. */
export function hasVideoSection(content: VideoSectionContent | null): boolean {
  return content?.videoId !== null;
}

const frameClass = "relative mt-10 block aspect-video overflow-hidden rounded-2xl bg-navy-900 shadow-xl";

/**
 * Section 4: gated by VideoSection.json. Without it (missing or invalid) the section stays on
 * 'Loading...'. With ADRIG's own video named in it: the self-hosted poster with ONE play control,
 * which its module (video.enhance.ts) swaps once, and never back, for a muted, autoplaying
 * youtube-nocookie embed when half visible (under reduced motion only when pressed). With no
 * video named (`videoId: null`) the section is left out: no stand-in video ships (DECISIONS).
 */
export function VideoSection({ content }: { content: VideoSectionContent | null }) {
  if (!content) {
    return (
      <section aria-label="Introduction video" className="px-4 py-20 sm:px-6">
        <div className="mx-auto flex aspect-video max-w-5xl items-center justify-center rounded-2xl bg-slate-100">
          <p role="status" className="text-lg font-semibold text-muted">
            Loading...
          </p>
        </div>
      </section>
    );
  }
  const { videoId } = content;
  if (videoId === null) return null;
  return (
    <section aria-labelledby="video-heading" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-5xl">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="video-heading" className="text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">
            {content.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{content.description}</p>
        </div>
        <div
          data-testid="video-frame"
          data-state="thumbnail"
          data-embed={embedUrl(videoId)}
          data-title={content.title}
          className={frameClass}
        >
          <Poster src={content.thumbnail} alt={content.thumbnailAlt} />
          {/* The one play control: the whole frame, its symbol in the middle, clear of the poster's title. */}
          <button
            type="button"
            aria-label={`Play video: ${content.title}`}
            className="on-dark group absolute inset-0 flex items-center justify-center focus-visible:outline-offset-[-6px]"
          >
            <span className="flex size-20 items-center justify-center rounded-full bg-white text-brand-600 shadow-lg transition-transform group-hover:scale-105 sm:size-24">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-9 sm:size-11" fill="currentColor">
                <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.4-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5Z" />
              </svg>
            </span>
          </button>
          <EnhanceScript name="video" />
        </div>
      </div>
    </section>
  );
}

function Poster({ src, alt }: { src: string; alt: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={1280}
      height={720}
      loading="lazy"
      decoding="async"
      className="absolute inset-0 h-full w-full object-cover"
    />
  );
}
