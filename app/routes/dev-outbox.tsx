import { data } from "react-router";
import { getRequestContext } from "~/platform/http/request-context.server";
import { isOutboxVisible, listOutbox } from "~/platform/mail/outbox.server";
import { outboxText } from "~/platform/mail/outbox-text";
import { LinkedText } from "~/ui/linked-text";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/dev-outbox";

/** Local development only: the mails the `outbox` transport stored, with clickable links. */
export async function loader({ context }: Route.LoaderArgs) {
  const { env } = getRequestContext(context);
  if (!isOutboxVisible(env)) throw data(null, { status: 404 });
  const mails = await listOutbox(env);
  return {
    mails: mails.map((m) => ({
      id: m.id,
      to: m.to,
      replyTo: m.replyTo,
      subject: m.subject,
      text: m.text,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = (args) => seo(args, { title: outboxText.title, noindex: true });

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-8">
      <h1 className="text-3xl font-extrabold text-navy-900">{outboxText.title}</h1>
      <p className="mt-2 text-muted">{outboxText.intro}</p>
      {loaderData.mails.length === 0 ? <p className="mt-8">{outboxText.empty}</p> : null}
      <ol className="mt-8 space-y-6">
        {loaderData.mails.map((mail) => (
          <li key={mail.id} className="rounded-2xl border border-slate-200 p-5">
            <h2 className="font-bold text-navy-900">{mail.subject}</h2>
            <p className="mt-1 text-sm text-muted">
              {`${outboxText.to} `}
              {mail.to} · <time dateTime={mail.createdAt}>{new Date(mail.createdAt).toUTCString()}</time>
              {mail.replyTo ? outboxText.replyTo(mail.replyTo) : ""}
            </p>
            <p className="mt-3 whitespace-pre-wrap break-words text-sm leading-relaxed">
              <LinkedText text={mail.text} />
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
