import { siteToasts } from "~/site/texts";
import { EnhanceScript } from "~/ui/enhance/enhance-script";
import { notify } from "~/ui/toasts/toast";

const buttonClass =
  "inline-flex h-11 items-center gap-2 rounded-full border-2 border-brand-600 px-4 text-sm font-semibold text-brand-700 transition-colors hover:bg-brand-50";

/** LinkedIn and X share links (plain links, new tab) and a copy-link button with a toast. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const linkedIn = `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;
  const x = `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`;

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      notify(siteToasts.linkCopied);
    } catch {
      notify(siteToasts.linkNotCopied(url));
    }
  }

  return (
    <ul className="flex flex-wrap gap-3" aria-label="Share this article">
      <li>
        <a href={linkedIn} target="_blank" rel="noopener noreferrer" className={buttonClass}>
          <LinkedInGlyph />
          <span className="sr-only">Share on </span>LinkedIn<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </li>
      <li>
        <a href={x} target="_blank" rel="noopener noreferrer" className={buttonClass}>
          <XGlyph />
          <span className="sr-only">Share on </span>X<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </li>
      <li>
        {/* On the article (a content page) share.enhance.ts copies, with these texts. */}
        <button
          type="button"
          onClick={copyLink}
          className={buttonClass}
          data-copy-link={url}
          data-copied={JSON.stringify(siteToasts.linkCopied)}
          data-not-copied={JSON.stringify(siteToasts.linkNotCopied(url))}
        >
          <LinkGlyph />
          Copy link
        </button>
        <EnhanceScript name="share" />
      </li>
    </ul>
  );
}

function LinkedInGlyph() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.5h.06c.53-1 1.83-2.06 3.77-2.06 4.03 0 4.77 2.65 4.77 6.1v5.46h-4v-4.84c0-1.16-.02-2.64-1.61-2.64-1.61 0-1.86 1.26-1.86 2.56v4.92h-3.93v-11Z" />
    </svg>
  );
}

function XGlyph() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.65l-5.21-6.82-5.97 6.82H1.68l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64Z" />
    </svg>
  );
}

function LinkGlyph() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
      <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
    </svg>
  );
}
