import type { Visit } from "~/site";
import type { ConversationChannel } from "../conversations";
import { Fact } from "./fact";
import { inboxPageText } from "./inbox-text";

/**
 * Where a conversation came from, in the staff's side panel: its channel, and what the visitor's
 * tab told with the form (app/site/visit.ts; no cookie): the page it was sent from, the first page
 * of the visit, the referring site and the campaign.
 */
export function VisitFacts({ channel, visit }: { channel: ConversationChannel; visit: Visit | null }) {
  const text = inboxPageText.visit;
  const source = [visit?.utmSource, visit?.utmMedium].filter(Boolean).join(" / ");
  return (
    <section aria-labelledby="visit-title" data-testid="visit-facts">
      <h2 id="visit-title" className="font-bold text-navy-900">
        {text.title}
      </h2>
      <dl className="mt-4 space-y-3">
        <Fact label={text.channel}>{text.channels[channel]}</Fact>
        {visit?.fromPage ? <Fact label={text.fromPage}>{visit.fromPage}</Fact> : null}
        {visit?.landingPage ? <Fact label={text.landingPage}>{visit.landingPage}</Fact> : null}
        {visit?.referrerHost ? <Fact label={text.referrer}>{visit.referrerHost}</Fact> : null}
        {visit?.utmCampaign ? <Fact label={text.campaign}>{visit.utmCampaign}</Fact> : null}
        {source ? <Fact label={text.source}>{source}</Fact> : null}
      </dl>
      {visit ? null : <p className="mt-3 text-sm text-muted">{text.notTold}</p>}
    </section>
  );
}
