import type { FooterContent } from "~/site/landing-files";
import { telHref } from "~/ui/phone";

type ContactFacts = FooterContent["contact_info"];

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-bold uppercase tracking-wider text-brand-700">{label}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  );
}

/** "Contact Info" and the office-location placeholder, from the same facts as the footer. */
export function ContactInfo({ facts }: { facts: ContactFacts | null }) {
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="contact-info-title"
        className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-black/5 sm:p-8"
      >
        <h2 id="contact-info-title" className="text-2xl font-extrabold text-navy-900">
          Contact Info
        </h2>
        {facts ? (
          <dl className="mt-6 space-y-5">
            <Row label="Our Office">{facts.address}</Row>
            <Row label="Phone">
              <a href={telHref(facts.phone)} className="font-semibold text-brand-700 hover:underline">
                {facts.phone}
              </a>
            </Row>
            <Row label="Email">
              <a href={`mailto:${facts.email}`} className="font-semibold text-brand-700 hover:underline">
                {facts.email}
              </a>
            </Row>
          </dl>
        ) : (
          <p className="mt-6 text-muted">
            Our contact details could not be loaded just now. Please refresh the page, or use the form.
          </p>
        )}
      </section>
      <section
        aria-labelledby="office-location-title"
        className="overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-black/5"
      >
        <h2 id="office-location-title" className="px-6 pt-6 text-xl font-extrabold text-navy-900 sm:px-8">
          Our office location
        </h2>
        {/* A drawn placeholder: no third-party map is loaded (docs/decisions/009-security-defaults.md: only Turnstile and the video embed). */}
        <div className="relative mt-4 h-56 bg-brand-50" aria-hidden="true">
          <svg
            aria-hidden="true"
            viewBox="0 0 400 220"
            width="400"
            height="220"
            className="h-full w-full"
            preserveAspectRatio="xMidYMid slice"
          >
            <rect width="400" height="220" fill="#eef4ff" />
            <path d="M0 150 C80 120 140 170 220 140 S340 90 400 110" stroke="#bcd3ff" strokeWidth="18" fill="none" />
            <path d="M120 0 L150 220 M260 0 L240 220 M0 60 L400 80" stroke="#dbe7ff" strokeWidth="10" fill="none" />
            <circle cx="200" cy="100" r="26" fill="#135bfb" opacity="0.15" />
            <path d="M200 70c-13 0-23 10-23 23 0 17 23 37 23 37s23-20 23-37c0-13-10-23-23-23Z" fill="#135bfb" />
            <circle cx="200" cy="93" r="8" fill="#ffffff" />
          </svg>
        </div>
        {facts ? <p className="px-6 py-4 text-sm text-muted sm:px-8">{facts.address}</p> : null}
      </section>
    </div>
  );
}
