import { useEffect, useRef, useState } from "react";
import type { VideoSectionContent } from "~/site/landing-files";
import { onceVisible, prefersReducedMotion } from "./motion";

/** Spec section 9: the thumbnail becomes the player once at least half of it is visible. */
const VISIBLE_THRESHOLD = 0.5;

function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&mute=1&playsinline=1`;
}

/**
 * Section 4: gated by VideoSection.json. Without it (missing or invalid) the section stays on
 * 'Loading...'. With it: a self-hosted thumbnail that swaps once, and never back, to a muted,
 * autoplaying youtube-nocookie embed when half visible. Under reduced motion nothing starts on
 * its own: the play button loads the player.
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
  return <VideoPlayer content={content} />;
}

function VideoPlayer({ content }: { content: VideoSectionContent }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || playing || prefersReducedMotion()) return;
    return onceVisible(frame, VISIBLE_THRESHOLD, () => setPlaying(true));
  }, [playing]);

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
          ref={frameRef}
          data-testid="video-frame"
          data-state={playing ? "playing" : "thumbnail"}
          className="relative mt-10 aspect-video overflow-hidden rounded-2xl bg-navy-900 shadow-xl"
        >
          {playing ? (
            <iframe
              src={embedUrl(content.videoId)}
              title={content.title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="absolute inset-0 h-full w-full border-0"
            />
          ) : (
            <>
              <img
                src={content.thumbnail}
                alt={content.thumbnailAlt}
                width={1280}
                height={720}
                loading="lazy"
                decoding="async"
                className="absolute inset-0 h-full w-full object-cover"
              />
              {/* The whole frame is the play control; the thumbnail already draws a play symbol. */}
              <button
                type="button"
                onClick={() => setPlaying(true)}
                aria-label={`Play video: ${content.title}`}
                className="on-dark group absolute inset-0 flex items-end justify-start p-4 focus-visible:outline-offset-[-6px] sm:p-6"
              >
                <span className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-lg transition-colors group-hover:bg-brand-800">
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
                    <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.4-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5Z" />
                  </svg>
                  Play video
                </span>
              </button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
