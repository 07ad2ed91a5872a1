import { useId } from "react";
import { Link } from "react-router";
import { legalLinks } from "~/content/derive";
import { site } from "~/content/site";
import { useRootData } from "~/frame/root-data";
import { SITE_LINKS_ID } from "~/frame/site-header/navigation";
import { SubscribeForm } from "~/newsletter";
import type { FooterContent } from "~/site";
import { telHref } from "~/ui/phone";
import { SocialIcon } from "./social-icon";

/** The footer comes from /content/landingpage/Footer.json; until it is readable, a grey placeholder. */
export function SiteFooter() {
  const data = useRootData();
  const footer = data?.footer;
  if (!footer) {
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the page's footer is its contentinfo landmark, which takes a name.
    return <footer data-testid="footer-placeholder" aria-label="Site footer" className="h-72 bg-slate-200" />;
  }
  return <FooterBody footer={footer} year={data.year} />;
}

/** Privacy Policy and Terms of Use come from site.yml, not Footer.json (whose shape the spec fixes). */
const LEGAL_LINKS = legalLinks(site);

const headingClass = "text-sm font-bold uppercase tracking-wider text-brand-200";
const linkClass = "text-slate-200 underline-offset-4 hover:text-white hover:underline";

function FooterBody({ footer, year }: { footer: FooterContent; year: number }) {
  const { company_info, social_links, nav_links, footer_services, contact_info } = footer;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the page's footer is its contentinfo landmark, which takes a name.
    <footer className="on-dark render-near-view near-view-footer bg-navy-900 text-white" aria-label="Site footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr_1.3fr]">
        <div>
          <p className="text-xl font-extrabold">{company_info.name}</p>
          <p className="mt-3 max-w-sm leading-relaxed text-slate-300">{company_info.description}</p>
          <ul className="mt-5 flex gap-3">
            {social_links.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${company_info.name} on ${link.platform} (opens in a new tab)`}
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                >
                  <SocialIcon platform={link.platform} />
                </a>
              </li>
            ))}
          </ul>
          <FooterNewsletter />
        </div>
        <FooterLinks id={SITE_LINKS_ID} label="Footer" heading="Company" links={nav_links} />
        <FooterLinks
          label="Services"
          heading="Services"
          links={footer_services.map((s) => ({ url: s.url, text: s.name }))}
        />
        <div>
          <h2 className={headingClass}>Contact</h2>
          <address className="mt-4 space-y-2.5 not-italic text-slate-200">
            <p>{contact_info.address}</p>
            <p>
              <a href={telHref(contact_info.phone)} className={linkClass}>
                {contact_info.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${contact_info.email}`} className={linkClass}>
                {contact_info.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-8 gap-y-3 px-6 py-5 text-sm">
          <p className="text-slate-300">{`© ${year} ${site.copyrightHolder}. All rights reserved.`}</p>
          <nav aria-label="Legal">
            <LinkList links={LEGAL_LINKS} className="flex flex-wrap gap-x-6 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  );
}

/** One titled column of footer links (company pages, services). */
function FooterLinks({
  id,
  label,
  heading,
  links,
}: {
  id?: string;
  label: string;
  heading: string;
  links: readonly FooterLink[];
}) {
  return (
    // Clears the fixed header when the header's no-JS menu link jumps here.
    <nav id={id} aria-label={label} className="scroll-mt-[calc(var(--header-height)+1rem)]">
      <h2 className={headingClass}>{heading}</h2>
      <LinkList links={links} className="mt-4 space-y-2.5" />
    </nav>
  );
}

type FooterLink = { url: string; text: string };

/** A list of footer links; the columns stack them, the legal row lays them side by side. */
function LinkList({ links, className }: { links: readonly FooterLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.url}>
          <Link to={link.url} className={linkClass}>
            {link.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The newsletter form on every page (the same action as the /blog block; source "footer"). */
function FooterNewsletter() {
  const hintId = useId();
  return (
    <section aria-labelledby={`${hintId}-heading`} className="mt-8 max-w-sm">
      <h2 id={`${hintId}-heading`} className={headingClass}>
        Newsletter
      </h2>
      <p id={hintId} className="mt-2 text-sm text-slate-300">
        ADRIG Insights, once a month. We send a confirmation link first.
      </p>
      <div className="mt-3">
        <SubscribeForm source="footer" tone="dark" describedBy={hintId} />
      </div>
    </section>
  );
}
