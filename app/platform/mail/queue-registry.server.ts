import type { Db } from "~/platform/db/client.server";
import type { Mailer } from "./mail.server";
import type { DomainJob } from "./queue.server";

/**
 * What the mail queue's consumer runs besides plain mails, by registration: each domain declares
 * its own kinds of job and what follows a sent mail of its own, with their handlers, in its own
 * modules and hands them in as one `MailQueueParts` from its server entry, and the Worker's
 * consumer composes the domains' parts into one registry (workers/queue/mail-consumer.ts). This
 * module names none of them, so a new kind touches only its domain.
 */

/** What a handler is given: the transport that really sends (never the queue), D1 and the clock. */
export type QueueJobDeps = { transport: Mailer; db: Db; now: () => Date };

/** The queue message a handler runs for: its id and which delivery attempt this is (1, 2, …). */
type QueueMessageInfo = { id: string; attempt: number };

/** "done" acknowledges the job; "retry" has it delivered again later, with the consumer's backoff. */
type QueueJobOutcome = "done" | "retry";

/** A domain's kind of queue job and what runs it. A handler that throws is logged and retried as well. */
export type QueueJobHandler<J extends DomainJob = DomainJob> = {
  kind: J["kind"];
  run(job: J, deps: QueueJobDeps, message: QueueMessageInfo): Promise<QueueJobOutcome>;
};

/**
 * What a domain does once one of its mails has left (such as stamping the row the mail told of): the
 * mail names it in `afterSent` with a reference. The mail went out whatever happens here, so a
 * failure is only logged; it never sends the mail again.
 */
export type AfterSentHandler = {
  kind: string;
  run(ref: string, deps: QueueJobDeps, message: QueueMessageInfo): Promise<void>;
};

/** What one domain registers: its kinds of job and what follows its sent mails, each with its handler. */
export type MailQueueParts = { jobs?: readonly QueueJobHandler[]; afterSent?: readonly AfterSentHandler[] };

export type MailQueueRegistry = {
  jobs: ReadonlyMap<string, QueueJobHandler>;
  afterSent: ReadonlyMap<string, AfterSentHandler>;
};

/** The decoy's kind (queue.server.ts): never a domain's. */
const RESERVED_KINDS: ReadonlySet<string> = new Set(["noop"]);

function byKind<H extends { kind: string }>(what: string, handlers: readonly H[]): ReadonlyMap<string, H> {
  const map = new Map<string, H>();
  for (const handler of handlers) {
    if (RESERVED_KINDS.has(handler.kind)) throw new Error(`The ${what} kind "${handler.kind}" is reserved`);
    if (map.has(handler.kind)) throw new Error(`The ${what} kind "${handler.kind}" has two handlers`);
    map.set(handler.kind, handler);
  }
  return map;
}

/** The consumer's registry of every domain's parts; a kind declared twice (or the decoy's) is refused when the Worker loads. */
export function mailQueueRegistry(domains: readonly MailQueueParts[]): MailQueueRegistry {
  return {
    jobs: byKind(
      "queue job",
      domains.flatMap((parts) => parts.jobs ?? []),
    ),
    afterSent: byKind(
      "after-sent",
      domains.flatMap((parts) => parts.afterSent ?? []),
    ),
  };
}
