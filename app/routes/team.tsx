import { Link } from "react-router";
import { HISTORY_PATH } from "~/content/about";
import { historySince, mission, teamMembers, values, vision } from "~/content/team";
import { TeamGrid, ValuesGrid, visionTeamText } from "~/site";
import { ButtonLink } from "~/ui/button-link";
import { PageHero } from "~/ui/page/page-hero";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: visionTeamText.metaTitle,
    description: visionTeamText.metaDescription,
    keywords: visionTeamText.keywords,
  });

export function loader() {
  return { vision, mission, values, teamMembers, history: { since: historySince, href: HISTORY_PATH } };
}

export default function Team({ loaderData }: Route.ComponentProps) {
  const { vision, mission, values, teamMembers, history } = loaderData;
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
              {visionTeamText.mission}
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
            {visionTeamText.people}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-muted">{visionTeamText.peopleIntro}</p>
          <div className="mt-12">
            <TeamGrid members={teamMembers} />
          </div>
          <p className="mt-12 text-center">
            <Link to={history.href} className="font-bold text-brand-700 underline underline-offset-4">
              {visionTeamText.historyLink(history.since)}
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="join-heading" className="on-dark bg-brand-700 px-6 py-16 text-white sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="join-heading" className="text-3xl font-extrabold">
            {visionTeamText.joinTitle}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-white">{visionTeamText.joinText}</p>
          <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
            <ButtonLink to="/contact" variant="on-dark">
              {visionTeamText.join}
            </ButtonLink>
            <ButtonLink to="/contact" variant="outline-on-dark">
              {visionTeamText.partner}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
