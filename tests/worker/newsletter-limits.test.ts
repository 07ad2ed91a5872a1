import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { editorErrorText, editorFieldText } from "~/newsletter/editor-text";
import { fromIndiaTime, scheduleInPast } from "~/newsletter/india-time";
import { LIMITS } from "~/ui/forms/limits";
import { getAs, signedInAdmin } from "./inbox-helpers";
import { postAs } from "./newsletter-helpers";
import { captureConsole } from "./ops-fakes";

/**
 * A newsletter issue's limits as the server keeps them, whatever the browser let through: a
 * subject over the limit is refused with the field's message, and a schedule time that has passed
 * comes back beside its field (a plain post, no JavaScript), not only as a notice.
 */
afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  captureConsole();
});

async function draft(cookie: string): Promise<string> {
  const created = await postAs(
    "/admin/newsletter/new",
    { subject: "ADRIG Insights: limits", previewText: "", bodyMarkdown: "## Hello\n\nText." },
    cookie,
  );
  expect(created.status).toBe(303);
  return created.headers.get("Location")!.split("/").pop()!;
}

/** The moment as the schedule form's fields (India Standard Time). */
function indiaFields(at: number) {
  const iso = new Date(at + 5.5 * 60 * 60 * 1000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

describe("a newsletter issue's limits", () => {
  it("refuses a subject over the limit with its message, and takes one at the limit", async () => {
    const { cookie } = await signedInAdmin();
    const body = { previewText: "", bodyMarkdown: "## Hello\n\nText." };
    const long = await postAs(
      "/admin/newsletter/new",
      { ...body, subject: "S".repeat(LIMITS.issueSubject.max + 1) },
      cookie,
    );
    expect(long.status).toBe(400);
    const page = await long.text();
    expect(editorFieldText.issueSubjectLong).toBe("Subject must be at most 150 characters");
    expect(page).toContain(editorFieldText.issueSubjectLong);
    // Before anything is typed, the field shows its limit as a count.
    const empty = await (await getAs("/admin/newsletter/new", cookie)).text();
    expect(empty).toContain(`0 of ${LIMITS.issueSubject.max} characters`);
    const atLimit = await postAs(
      "/admin/newsletter/new",
      { ...body, subject: "S".repeat(LIMITS.issueSubject.max) },
      cookie,
    );
    expect(atLimit.status).toBe(303);
  });

  it("answers a schedule time that has passed beside the time field", async () => {
    const { cookie } = await signedInAdmin();
    const id = await draft(cookie);
    const past = await postAs(
      `/admin/newsletter/${id}?confirm=schedule`,
      { intent: "schedule", ...indiaFields(Date.now() - 60_000) },
      cookie,
    );
    expect(past.status).toBe(400);
    const page = await past.text();
    expect(page).toMatch(
      new RegExp(`<p id="schedule-error"[^>]*>${editorErrorText.scheduleInPast.replace(/[().]/g, "\\$&")}</p>`),
    );
    const input = (name: string) => page.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
    expect(input("time")).toContain('aria-invalid="true"');
    expect(input("time")).toContain('aria-describedby="schedule-error"');
    expect(input("date")).not.toContain("aria-invalid");
  });

  it("has one rule for a moment that has passed, in the browser and on the server", () => {
    const at = fromIndiaTime("2026-12-01", "09:00")!;
    expect(at.toISOString()).toBe("2026-12-01T03:30:00.000Z");
    expect(scheduleInPast(at, new Date("2026-12-01T03:30:00Z"))).toBe(true);
    expect(scheduleInPast(at, new Date("2026-12-01T03:29:59Z"))).toBe(false);
    expect(fromIndiaTime("2026-02-31", "09:00")).toBeNull();
  });
});
