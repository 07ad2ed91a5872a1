import { mission, teamMembers, timeline, values, vision } from "~/content/team";
import { TeamGrid } from "~/site/components/team/team-grid";
import { Timeline } from "~/site/components/team/timeline";
import { ValuesGrid } from "~/site/components/team/values-grid";
import { ButtonLink } from "~/ui/button-link";
import { PageHero } from "~/ui/page/page-hero";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Our Vision and Team",
    description:
      "The people behind ADRIG Technologies in Chennai: our mission, the values we work by, the team that leads our AI and software delivery, and our story since 2017.",
    keywords: ["ADRIG team", "AI company Chennai", "company vision", "AI careers", "technology partner"],
  });

export function loader() {
  return { vision, mission, values, teamMembers, timeline };
}

export default function Team({ loaderData }: Route.ComponentProps) {
  const { vision, mission, values, teamMembers, timeline } = loaderData;
  return (
    <>
      <PageHero
        title={vision.heading}
        align="center"
        width="max-w-4xl"
        intro={<p className="mx-auto max-w-2xl">{vision.intro}</p>}
      />

      <section aria-labelledby="mission-heading" className="px-6 py-16 sm:py-20">
        <div className="mx-auto max-w-6xl">
          <div className="mx-auto max-w-3xl text-center">
            <h2 id="mission-heading" className="text-3xl font-extrabold text-navy-900">
              Our Mission and Values
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-muted">{mission}</p>
          </div>
          <div className="mt-12">
            <ValuesGrid values={values} />
          </div>
        </div>
      </section>

      <section aria-labelledby="team-heading" className="bg-slate-50 px-6 py-16 sm:py-20">
        <div className="mx-auto max-w-6xl">
          <h2 id="team-heading" className="text-center text-3xl font-extrabold text-navy-900">
            Meet the Team
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-muted">
            A small senior team that stays with every project from the first workshop to long after launch.
          </p>
          <div className="mt-12">
            <TeamGrid members={teamMembers} />
          </div>
        </div>
      </section>

      <section aria-labelledby="journey-heading" className="px-6 py-16 sm:py-20">
        <h2 id="journey-heading" className="mb-12 text-center text-3xl font-extrabold text-navy-900">
          Our Journey
        </h2>
        <Timeline entries={timeline} />
      </section>

      <section aria-labelledby="join-heading" className="on-dark bg-brand-700 px-6 py-16 text-white sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="join-heading" className="text-3xl font-extrabold">
            Build a Smarter Future With Us
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-white">
            Engineers who like shipping AI that works, and organisations with a process worth automating: we would like
            to hear from you.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
            <ButtonLink to="/contact" variant="on-dark">
              Join Our Team
            </ButtonLink>
            <ButtonLink to="/contact" variant="outline-on-dark">
              Partner With Us
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
