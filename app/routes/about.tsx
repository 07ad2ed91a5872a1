import { AboutUs } from "~/components/landing/about-us";
import { Stats } from "~/components/landing/stats";
import { Tagline } from "~/components/landing/tagline";
import { PageHero } from "~/components/page/page-hero";
import { ButtonLink } from "~/components/ui/button-link";
import { aboutUs, stats, taglineParagraph } from "~/content/landing";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/about";

const description =
  "ADRIG Technologies is an AI and software company in Chennai serving clients in India, the UK and the US with automation, chatbots, custom language models and data analysis.";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "About Us", description });

export function loader() {
  return { aboutUs, stats, taglineParagraph };
}

/** docs/decisions/014-routes-and-brand.md: a real page with About Us, the stats, the tagline and a link to /team. */
export default function About({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        titleId="about-page-heading"
        title="About ADRIG Technologies"
        width="max-w-7xl"
        className="bg-gradient-to-br from-brand-600 via-brand-700 to-brand-800 pb-16"
        intro={
          <p className="max-w-2xl">
            A young AI and software team from Chennai, building practical systems for railways, universities,
            manufacturers and startups across three countries.
          </p>
        }
      />
      <AboutUs content={data.aboutUs} />
      <section aria-labelledby="about-stats-heading" className="px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-5xl">
          <h2
            id="about-stats-heading"
            className="text-center text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl"
          >
            ADRIG in Numbers
          </h2>
          <Stats stats={data.stats} className="mt-10" />
        </div>
      </section>
      <Tagline text={data.taglineParagraph} />
      <section aria-labelledby="about-team-heading" className="px-4 pb-24 sm:px-6">
        <div className="mx-auto max-w-3xl rounded-3xl bg-brand-50 px-6 py-12 text-center">
          <h2 id="about-team-heading" className="text-2xl font-extrabold text-navy-900 sm:text-3xl">
            Meet the People Behind ADRIG
          </h2>
          <p className="mt-3 text-lg text-muted">
            Engineers, data scientists and designers who share one goal: software that keeps working long after launch.
          </p>
          <ButtonLink to="/team" className="mt-8">
            Meet Our Team
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
