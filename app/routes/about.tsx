import { Link } from "react-router";
import { aboutCopy, JOURNEY_ANCHOR } from "~/content/about";
import { PROCESS_PATH, processCopy } from "~/content/process";
import { site } from "~/content/site";
import { teamMembers, timeline, values } from "~/content/team";
import { AboutSection, aboutText, NumberedSteps, ValuesGrid } from "~/site";
import { ButtonLink } from "~/ui/button-link";
import { PageHero } from "~/ui/page/page-hero";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: aboutText.metaTitle, description: args.loaderData?.copy.metaDescription });

/**
 * docs/decisions/014-routes-and-brand.md: the company's own page (who, where, how we work, the
 * journey and the people), sharing no paragraph with the home page. Copy from about.yml, the
 * office from site.yml, the values, the journey and the people from team.yml. Its sections are its own
 * markup: a page this light would otherwise load the templates' parts and icon set.
 */
export function loader() {
  const { street, city, region, postalCode, country } = site.contact;
  return {
    copy: aboutCopy,
    office: { name: site.legalName, lines: [street, city, `${region} ${postalCode}`, country] },
    values,
    journey: timeline,
    processLink: { label: processCopy.linkLabel, href: PROCESS_PATH },
    people: teamMembers.map(({ name, role }) => ({ name, role })),
  };
}

const card = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

export default function About({ loaderData }: Route.ComponentProps) {
  const { copy, office, values, journey, people, processLink } = loaderData;
  return (
    <>
      <PageHero
        titleId="about-page-heading"
        title={copy.title}
        width="max-w-7xl"
        className="bg-gradient-to-br from-brand-600 via-brand-700 to-brand-800 pb-16"
        intro={<p className="max-w-2xl">{copy.intro}</p>}
      />
      <AboutSection id="about-who" title={copy.who.title}>
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-ink">
          {copy.who.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </AboutSection>
      <AboutSection id="about-where" title={copy.where.title} tint>
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
          <div className="space-y-5 text-lg leading-relaxed text-ink">
            {copy.where.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className={`${card} self-start`}>
            <h3 className="text-sm font-bold uppercase tracking-wider text-brand-700">{copy.where.officeLabel}</h3>
            <address className="mt-3 not-italic leading-relaxed text-navy-900">
              <strong className="font-bold">{office.name}</strong>
              {office.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </div>
        </div>
      </AboutSection>
      <AboutSection id="about-values" title={copy.values.title} intro={copy.values.intro}>
        <ValuesGrid values={values} />
      </AboutSection>
      <AboutSection id="about-how" title={copy.how.title} intro={copy.how.intro} tint>
        <NumberedSteps
          steps={copy.how.steps}
          className="grid gap-6 md:grid-cols-2"
          itemClassName={`${card} flex gap-5`}
        />
        <Link to={processLink.href} className="mt-8 inline-block font-bold text-brand-700 underline underline-offset-4">
          {processLink.label}
        </Link>
      </AboutSection>
      <AboutSection id={JOURNEY_ANCHOR} title={copy.journey.title} intro={copy.journey.intro}>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {journey.map((entry) => (
            <li key={entry.year} className={`${card} border-t-4 border-t-brand-600`}>
              <p className="text-2xl font-extrabold text-brand-700">
                <time dateTime={String(entry.year)}>{entry.year}</time>
              </p>
              <h3 className="mt-2 text-lg font-bold text-navy-900">{entry.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{entry.description}</p>
            </li>
          ))}
        </ol>
      </AboutSection>
      <AboutSection id="about-people" title={copy.people.title} intro={copy.people.intro} tint>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {people.map((person) => (
            <li key={person.name} className={card}>
              <p className="text-lg font-bold text-navy-900">{person.name}</p>
              <p className="mt-1 font-semibold text-brand-700">{person.role}</p>
            </li>
          ))}
        </ul>
        <ButtonLink to="/team" className="mt-8">
          {copy.people.teamLink}
        </ButtonLink>
      </AboutSection>
    </>
  );
}
