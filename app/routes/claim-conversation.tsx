import { signedInOnly } from "~/accounts";
import { getSession, requireUser } from "~/accounts/index.server";
import { CLAIM_PATH, claimText, clientPageText, MESSAGES_PATH, serviceLabel } from "~/conversations";
import { claimConversation, claimOffer, conversationDeps } from "~/conversations/index.server";

import { SingleUseLinkPage, singleUseLinkHeaders } from "~/newsletter";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { redirectWithToast } from "~/platform/http/toast.server";
import { formatDateTime } from "~/ui/format";
import { seo } from "~/ui/seo";
import { failureTitles } from "~/ui/ui-text";
import type { Route } from "./+types/claim-conversation";

/**
 * "Is this yours? Add it to your messages" (app/conversations/claims.server.ts): the page of the
 * link mailed to a conversation's address. Signed in only: a visitor logs in and comes back here.
 * Opening it changes nothing (mail scanners open links); the button's POST adds the conversation
 * to the account, if the link was mailed to this account's address.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { env } = getRequestContext(args.context);
  const token = new URL(args.request.url).searchParams.get("token") ?? "";
  const offer = await claimOffer(conversationDeps(env).db, user, token, new Date());
  return { offer, token: offer.state === "ask" ? token : null, timeZone: getSession(args.context).timeZone };
}

export async function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  const { env } = getRequestContext(args.context);
  return handleForm(
    args.request,
    { failureTitle: failureTitles.generic, where: "claim-conversation" },
    async (body) => {
      const token = typeof body.token === "string" ? body.token : "";
      const id = await claimConversation(conversationDeps(env), user, token);
      return redirectWithToast(`${MESSAGES_PATH}/${encodeURIComponent(id)}`, claimText.added);
    },
  );
}

export const handle = signedInOnly;

export const headers = formPageHeaders(singleUseLinkHeaders);

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: claimText.title,
    description: clientPageText.claim.metaDescription,
    noindex: true,
    canonicalUrl: CLAIM_PATH,
  });

export default function ClaimConversation({ loaderData, actionData }: Route.ComponentProps) {
  const { offer, token, timeZone } = loaderData;
  const invalid =
    offer.state === "wrong-account"
      ? {
          title: claimText.title,
          text: claimText.wrongAccount,
          link: { to: "/logout", label: clientPageText.claim.logOut },
        }
      : offer.state === "yours"
        ? {
            title: claimText.title,
            text: claimText.yours,
            link: {
              to: `${MESSAGES_PATH}/${encodeURIComponent(offer.conversationId)}`,
              label: clientPageText.claim.open,
            },
          }
        : {
            title: clientPageText.claim.invalidTitle,
            text: claimText.linkInvalid,
            link: { to: MESSAGES_PATH, label: clientPageText.claim.yourMessages },
          };
  return (
    <SingleUseLinkPage
      path={CLAIM_PATH}
      token={token}
      answer={actionData}
      ask={{
        title: claimText.title,
        text: (
          <>
            {offer.state === "ask"
              ? clientPageText.claim.sent(
                  formatDateTime(offer.sentAt, { zone: timeZone, withIst: true }),
                  serviceLabel(offer.service),
                )
              : null}
            {claimText.ask} {claimText.notYours}
          </>
        ),
        button: claimText.button,
        busyLabel: claimText.busy,
      }}
      done={{ title: claimText.added.title, text: claimText.added.description }}
      invalid={invalid}
    />
  );
}
