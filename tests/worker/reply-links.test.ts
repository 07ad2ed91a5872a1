import { describe, expect, it } from "vitest";
import { compose } from "~/platform/mail/templates.server";
import { textParts } from "~/ui/text-links";
import { confirmedUser, lastMailTo } from "./auth-helpers";
import { fetchPage, postForm } from "./helpers";
import { seedMessages, signedInAdmin, userId } from "./inbox-helpers";

/**
 * Links inside replies are links: the http(s) addresses of a staff reply, a client's reply and the
 * first message become <a> on the client's and the staff's pages and in the mail, and nothing else
 * a text holds becomes markup.
 */

const links = (text: string) => textParts(text).flatMap((part) => (part.href ? [part.href] : []));

describe("the addresses in a text", () => {
  it("are http(s) only, and end where the sentence takes over", () => {
    expect(links("See https://adrig.co.in/plan.")).toEqual(["https://adrig.co.in/plan"]);
    expect(links("(details: https://example.com/a_(b)) and http://example.com/x?y=1&z=2, ok")).toEqual([
      "https://example.com/a_(b)",
      "http://example.com/x?y=1&z=2",
    ]);
    expect(links("javascript:alert(1) data:text/html,<b>x</b> ftp://example.com/ https:// mailto:a@b.c")).toEqual([]);
    expect(links('<a href="https://evil.example/">x</a>')).toEqual(["https://evil.example/"]);
    // The pieces put together are the text itself.
    const text = "Hi,\nthe doc: https://example.com/d?id=7.\nThanks";
    expect(
      textParts(text)
        .map((part) => part.text)
        .join(""),
    ).toBe(text);
  });

  it("are links in a mail's HTML, and everything else stays escaped text", () => {
    const { html, text } = compose("a@example.com", "Subject", [
      { text: 'Our plan: https://adrig.co.in/plan?x=1&y=2 <script>alert(1)</script> "https://q.example/"x' },
      { quote: "Earlier: http://example.com/a.", caption: "You wrote:" },
    ]);
    expect(html).toContain(
      '<a href="https://adrig.co.in/plan?x=1&amp;y=2" rel="noopener noreferrer nofollow" style="color:#135bfb;word-break:break-all">https://adrig.co.in/plan?x=1&amp;y=2</a>',
    );
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
    // A quote ends the address: it cannot break out of the attribute.
    expect(html).toContain('&quot;<a href="https://q.example/" rel="noopener noreferrer nofollow"');
    expect(html).toContain('<a href="http://example.com/a" rel="noopener noreferrer nofollow"');
    expect(text).toContain("Our plan: https://adrig.co.in/plan?x=1&y=2 <script>");
  });
});

describe("links in a conversation", () => {
  it("a staff reply's address is a link for the client, in the mail and for staff; a client's too; no markup gets through", async () => {
    const CLIENT = "deepa@example.com";
    const client = await confirmedUser(CLIENT, "Deepa Rao");
    await seedMessages([
      {
        id: "links-1",
        email: CLIENT,
        user_id: await userId(CLIENT),
        message: "Our current site: https://rao-foods.example/shop <img src=x onerror=alert(1)>",
      },
    ]);
    const staff = await signedInAdmin("meera@example.com", "Meera Iyer");
    const reply = "Hello Deepa,\n\nOur proposal is at https://adrig.co.in/plan#build. Try javascript:alert(1) too.";
    const sent = await postForm(
      "/admin/messages/links-1",
      { intent: "reply", reply, key: crypto.randomUUID() },
      { headers: { Cookie: staff.cookie } },
    );
    expect(sent.status).toBe(303);

    const anchor = (href: string) => `<a href="${href}" rel="noopener noreferrer nofollow"`;
    const page = await (await fetchPage("/messages/links-1", { headers: { Cookie: client.cookie } })).text();
    expect(page).toContain(anchor("https://adrig.co.in/plan#build"));
    expect(page).toContain(anchor("https://rao-foods.example/shop"));
    expect(page).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(page).not.toContain('href="javascript:');

    const mail = await lastMailTo(CLIENT, { subject: "Re: your Chatbot Development enquiry" });
    expect(mail?.html).toContain(anchor("https://adrig.co.in/plan#build"));

    // The client answers with an address: a link in staff's thread.
    const answered = await postForm(
      "/messages/links-1",
      { answer: "Thanks. Our catalogue: https://rao-foods.example/catalogue.pdf" },
      { headers: { Cookie: client.cookie } },
    );
    expect(answered.status).toBe(303);
    const thread = await (await fetchPage("/admin/messages/links-1", { headers: { Cookie: staff.cookie } })).text();
    expect(thread).toContain(anchor("https://rao-foods.example/catalogue.pdf"));
    expect(thread).toContain(anchor("https://adrig.co.in/plan#build"));
    expect(thread).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});
