import type { ReactNode } from "react";
import { Link } from "react-router";
import { NewsletterPage } from "~/newsletter/components/newsletter-page";
import { SubmitButton } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { useActionForm } from "~/ui/forms/use-action-form";

/**
 * The link in an e-mail carries a secret token: never send it on as a referrer, never store the
 * page. Each route adds these to its own headers.
 */
export const singleUseLinkHeaders = { "Referrer-Policy": "no-referrer", "Cache-Control": "private, no-store" } as const;

/** One state of the page: its heading and text, and optionally a link onward. */
type PageState = {
  title: string;
  text: ReactNode;
  link?: { to: string; label: string };
};

type Props = {
  /** The page's path; the button posts back to it with the token. */
  path: string;
  /** The token when the loader found it usable, else null (unknown, spent or expired). */
  token: string | null;
  /** The answer of a plain (no-JavaScript) post. */
  answer: FormAnswer | undefined;
  /** The page before the button is pressed. */
  ask: PageState & { button: string; busyLabel: string };
  /** After the action spent the token; a function picks the state from the action's answer. */
  done: PageState | ((answer: FormAnswer) => PageState);
  /** When the link does not work. */
  invalid: PageState;
};

/**
 * The page behind a single-use newsletter link (confirm, unsubscribe). Opening the link changes
 * nothing (mail scanners open links); the button posts the token to the page's action, which
 * spends it. With or without JavaScript the same three states show.
 */
export function SingleUseLinkPage({ path, token, answer, ask, done, invalid }: Props) {
  const { Form, busy, alert, formProps, fetcher } = useActionForm(null, {
    action: `${path}?token=${encodeURIComponent(token ?? "")}`,
    answer,
  });
  const answered = fetcher.data ?? answer;
  if (answered?.ok) return <State {...(typeof done === "function" ? done(answered) : done)} />;
  // A refusal that left the link spent (the mail queue refused and the undo failed too): the
  // page's loader now finds no usable token, and the refusal's reason still shows above it.
  if (!token)
    return (
      <State {...invalid}>
        {alert ? (
          <div className="mt-6">
            <FormAlert toast={alert} />
          </div>
        ) : null}
      </State>
    );
  return (
    <State {...ask}>
      {/* On a content page a plain post, left to the browser (forms.enhance.ts): its answer is the next page. */}
      <Form {...formProps} data-plain-post="" className="mt-6 space-y-4">
        <input type="hidden" name="token" value={token} />
        <FormAlert toast={alert} />
        <SubmitButton busy={busy} busyLabel={ask.busyLabel}>
          {ask.button}
        </SubmitButton>
      </Form>
    </State>
  );
}

function State({ title, text, link, children }: PageState & { children?: ReactNode }) {
  return (
    <NewsletterPage title={title}>
      <p className="text-muted">{text}</p>
      {link ? (
        <p className="mt-6">
          <Link to={link.to} className="font-semibold text-brand-700 underline">
            {link.label}
          </Link>
        </p>
      ) : null}
      {children}
    </NewsletterPage>
  );
}
