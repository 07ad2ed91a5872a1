import type { InboxConversation, StaffMember } from "~/conversations/inbox";
import { formatDateTime } from "~/ui/format";
import { Assignment } from "./assignment";
import { Fact } from "./fact";
import { inboxPageText } from "./inbox-text";
import { VisitFacts } from "./visit-facts";

const text = inboxPageText.conversation;

/** The side of a conversation's staff page: who owns it, what is known of the client, and the visit it came from. */
export function ConversationSidebar({
  action,
  conversation: c,
  me,
  staff,
}: {
  action: string;
  conversation: InboxConversation;
  me: string;
  staff: StaffMember[];
}) {
  return (
    <aside className="h-fit space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <Assignment action={action} me={me} assignee={c.assignee} staff={staff} />
      <section aria-labelledby="sender-title">
        <h2 id="sender-title" className="font-bold text-navy-900">
          {text.client}
        </h2>
        <dl className="mt-4 space-y-3">
          <Fact label={text.name}>{c.name}</Fact>
          <Fact label={text.email}>
            <a href={`mailto:${c.email}`} className="text-brand-700 underline">
              {c.email}
            </a>
          </Fact>
          {c.sentFrom ? <Fact label={text.sentFrom}>{c.sentFrom}</Fact> : null}
          <Fact label={text.sent}>
            <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
          </Fact>
          <Fact label={text.signedIn}>{text.origins[c.origin]}</Fact>
          <Fact label={text.securityCheck}>{c.isVerified ? text.verified : text.notVerified}</Fact>
          <Fact label={text.account}>{text.accounts[c.account]}</Fact>
        </dl>
      </section>
      <VisitFacts channel={c.channel} visit={c.visit} />
    </aside>
  );
}
