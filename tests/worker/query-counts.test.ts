import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { inboxViews } from "~/conversations/inbox";
import { inboxCountsSql, inboxPageSql } from "~/conversations/inbox.server";
import { confirmedUser } from "./auth-helpers";
import { countingD1 } from "./counting-d1";
import { seedMessages, signedInAdmin, userId } from "./inbox-helpers";
import { seedSubscribers } from "./newsletter-helpers";
import { fetchWithEnv } from "./worker-with";

/**
 * What a page view costs in D1 statements, counted by wrapping the binding here in the test.
 * An anonymous page runs none; a plain signed-in page one (the session and its user together);
 * the pages that list things run the same number whatever the list's length (no query per row).
 */

async function countsFor(path: string, cookie?: string) {
  const d1 = countingD1();
  const res = await fetchWithEnv(path, { DB: d1.DB }, cookie ? { headers: { Cookie: cookie } } : undefined);
  expect(res.status, path).toBe(200);
  await res.arrayBuffer();
  return d1;
}

async function statementsFor(path: string, cookie?: string) {
  return (await countsFor(path, cookie)).statements;
}

describe("D1 statements per page view", () => {
  it("anonymous pages run none", async () => {
    for (const path of ["/", "/contact", "/services/software-development/mvp", "/blog", "/login"]) {
      expect(await statementsFor(path), path).toEqual([]);
    }
  });

  it("a plain signed-in page runs one read: the session with its user, and no write", async () => {
    const { cookie } = await confirmedUser("counts-plain@example.com");
    for (const path of ["/", "/about", "/services/ai-automation", "/blog"]) {
      const statements = await statementsFor(path, cookie);
      expect(statements, path).toHaveLength(1);
      expect(statements[0]).toMatch(/^select .* from "sessions" inner join "users"/);
    }
  });

  it("counts the staff bar's Needs reply only in the staff area, not when staff read the public site", async () => {
    const { cookie } = await signedInAdmin("counts-staff-bar@example.com");
    const needsReplyCount = /contact_messages_needs_reply_idx/;
    for (const path of ["/", "/services/ai-automation", "/blog"]) {
      const statements = await statementsFor(path, cookie);
      expect(statements, path).toHaveLength(1);
      expect(statements[0], path).not.toMatch(needsReplyCount);
    }
    const [session] = await statementsFor("/admin/messages", cookie);
    expect(session).toMatch(/^select .* from "sessions" inner join "users"/);
    expect(session).toMatch(needsReplyCount);
  });

  it("/contact for a client runs the same few statements with 2 or 20 conversations", async () => {
    const email = "counts-contact@example.com";
    const { cookie } = await confirmedUser(email);
    const id = await userId(email);
    const seed = (from: number, n: number) =>
      seedMessages(
        Array.from({ length: n }, (_, i) => ({ id: `cc-${from + i}`, email, user_id: id, status: "replied" as const })),
      );
    await seed(0, 2);
    const few = await statementsFor("/contact", cookie);
    await seed(2, 18);
    const many = await statementsFor("/contact", cookie);
    expect(many.length).toBe(few.length);
    // The session, the client's conversations, and every entry of them in one query.
    expect(many.length).toBeLessThanOrEqual(3);
    // Two round trips: the session, then the conversations and their entries in one batch.
    expect((await countsFor("/contact", cookie)).roundTrips).toBe(2);
  });

  it("/account runs a bounded number whatever the sessions and passkeys", async () => {
    const email = "counts-account@example.com";
    const { cookie } = await confirmedUser(email);
    const few = await statementsFor("/account", cookie);
    const id = await userId(email);
    await env.DB.batch(
      Array.from({ length: 12 }, (_, i) =>
        env.DB.prepare(
          "insert into sessions (id, user_id, expires_at, created_at, last_used_at) values (?, ?, ?, ?, ?)",
        ).bind(`extra-${i}`, id, Date.now() + 86_400_000, Date.now(), Date.now()),
      ),
    );
    const many = await statementsFor("/account", cookie);
    expect(many.length).toBe(few.length);
    // The session, then sessions, two-step state, recovery codes left, a waiting secret, passkeys,
    // the changes of e-mail address (one waiting, one undone), and the security log (its changes
    // and its last 50 sign-ins and downloads, in one statement).
    expect(many.length).toBeLessThanOrEqual(8);
  });

  it("the admin lists run the same statements with 5 or 80 rows", async () => {
    const { cookie } = await signedInAdmin("counts-admin@example.com");
    const messages = (from: number, n: number) =>
      seedMessages(Array.from({ length: n }, (_, i) => ({ id: `am-${from + i}`, email: `c${from + i}@example.com` })));
    await messages(0, 5);
    await seedSubscribers(5, "few");
    const pages = ["/admin/messages", "/admin/subscribers", "/admin/newsletter", "/admin/team"];
    const few = await Promise.all(pages.map((p) => statementsFor(p, cookie)));
    await messages(5, 75);
    await seedSubscribers(75, "many");
    for (const [i, path] of pages.entries()) {
      const many = await statementsFor(path, cookie);
      expect(many.length, path).toBe(few[i]!.length);
      // The session (with the staff bar's name and "Inbox N"); the page's counts and one page of rows.
      // The team page reads the admins, "Confirm it's you"'s state and the staff changes instead.
      expect(many.length, path).toBeLessThanOrEqual(path === "/admin/team" ? 4 : 3);
    }
    // The inbox: the session (the staff bar's figures with it), then its counts and its page in one batch.
    expect((await countsFor("/admin/messages?view=all", cookie)).roundTrips).toBe(2);
    // A search the same: its snippets come with its page (seedMessages' text asks for a WhatsApp bot).
    const search = await countsFor("/admin/messages?view=all&q=whatsapp", cookie);
    expect(search.roundTrips).toBe(2);
  });
});

describe("the inbox's statements at 10,000 conversations", () => {
  /** What SQLite plans for `statement`: one line per step ("SCAN c", "SEARCH c USING INDEX ..."). */
  async function planOf(statement: string, ...bindings: unknown[]): Promise<string[]> {
    const { results } = await env.DB.prepare(`explain query plan ${statement}`)
      .bind(...bindings)
      .all<{ detail: string }>();
    return results.map((row) => row.detail);
  }

  it("counts every view from an index, never reading each conversation's row", async () => {
    const plan = await planOf(inboxCountsSql(false), "staff-id");
    const counts = plan.filter((step) => / c\b/.test(step));
    expect(counts.length).toBeGreaterThanOrEqual(inboxViews.length);
    for (const step of counts) expect(step).toMatch(/USING (COVERING )?INDEX/);
  });

  it("pages Needs reply, a status and All in an index's order, without sorting the view", async () => {
    for (const view of ["needs_reply", "replied", "all"] as const) {
      const plan = await planOf(inboxPageSql(view, false), "staff-id", "", 25, 0);
      expect(plan.join("\n"), view).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
      expect(plan.join("\n"), view).toMatch(/ c USING (COVERING )?INDEX contact_messages_/);
    }
  });

  it("counts a search's hits and picks its page from the search index and one covering index, reading only the page's rows", async () => {
    const counts = await planOf(inboxCountsSql(true), "staff-id", '"tally"*');
    expect(counts).toContain("SEARCH c USING COVERING INDEX contact_messages_search_doc_idx (search_doc=?)");
    for (const view of ["all", "needs_reply", "mine", "unassigned"] as const) {
      const plan = await planOf(inboxPageSql(view, true), "staff-id", '"tally"*', 25, 0);
      // The hits are matched to their view and ranked in the index; the page's rows are read by number.
      expect(plan, view).toContain("SEARCH c USING COVERING INDEX contact_messages_search_doc_idx (search_doc=?)");
      expect(plan, view).toContain("SEARCH c USING INTEGER PRIMARY KEY (rowid=?)");
      expect(
        plan.filter((step) => step.startsWith("SEARCH c ")),
        view,
      ).toHaveLength(2);
      // Two passes over the hits, neither per document: one ranks them, one makes the page's
      // snippets (FTS5 given a rowid, "=", runs the whole search again for each document).
      const passes = plan.filter((step) => step.startsWith("SCAN conversation_search"));
      expect(passes, view).toHaveLength(2);
      for (const pass of passes) expect(pass, view).not.toMatch(/INDEX 0:=/);
    }
  });
});
