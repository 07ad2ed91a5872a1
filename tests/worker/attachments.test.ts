import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { attachmentTypeOf, storedName } from "~/conversations/attachment-types.server";
import { ATTACHMENT_LIMITS, attachmentText } from "~/conversations/attachments";
import { sortMailedFiles } from "~/conversations/attachments.server";
import worker from "../../build/server/index.js";
import {
  attachmentRows,
  DOCX,
  EXE,
  GIF,
  HTML,
  JPEG,
  objectKeys,
  PDF,
  PNG,
  PPTX,
  postMultipart,
  SVG,
  type Upload,
  XLSX,
  ZIP,
  zipOf,
} from "./attachment-helpers";
import { confirmedUser, count, lastMailTo, PASSWORD } from "./auth-helpers";
import { downloadMyData, fetchPage, postForm } from "./helpers";
import { deliver } from "./inbound-helpers";
import { seedEntry, seedMessages, signedInAdmin, userId } from "./inbox-helpers";

/**
 * Files in conversations (docs/decisions/026-client-portal.md): the type from the bytes, the
 * limits, who may download them, and that they go when their conversation goes.
 */
afterEach(() => vi.restoreAllMocks());

const CLIENT = "deepa@example.com";
const asUser = (cookie: string) => ({ headers: { Cookie: cookie } });
const MB = 1024 * 1024;

/** A client with a conversation we have replied to: their cookie and the conversation's id. */
async function clientWithReply(email = CLIENT, id = "c1") {
  const client = await confirmedUser(email, "Deepa Rao");
  await seedMessages([{ id, email, user_id: await userId(email) }]);
  await seedEntry(id, { body: "Could you send us the brief?", staffName: "Meera Iyer" });
  return { cookie: client.cookie, id };
}

/** The client's "Your reply" with these files; the response. */
function answerWith(cookie: string, id: string, files: readonly Upload[], answer = "Here is the brief you asked for.") {
  return postMultipart(`/messages/${id}`, { intent: "answer", answer }, files, asUser(cookie));
}

describe("the type of a file, from its bytes", () => {
  it.each([
    ["brief.pdf", "pdf", PDF],
    ["scope.docx", "docx", DOCX],
    ["budget.xlsx", "xlsx", XLSX],
    ["pitch.pptx", "pptx", PPTX],
    ["screen.png", "png", PNG],
    ["photo.jpg", "jpeg", JPEG],
    ["notes.txt", "txt", new TextEncoder().encode("Meeting notes\r\n\tTamil: வணக்கம்\n")],
    ["orders.csv", "csv", new TextEncoder().encode("sku,qty\nA1,4\n")],
    ["brief.zip", "zip", ZIP],
  ] as const)("%s is %s", (name, type, bytes) => {
    expect(attachmentTypeOf(bytes, name)).toBe(type);
  });

  it("goes by the bytes, not the name: a PDF named .docx is a PDF, a plain archive named .docx a ZIP", () => {
    expect(attachmentTypeOf(PDF, "scope.docx")).toBe("pdf");
    expect(attachmentTypeOf(zipOf(["data.bin"]), "scope.docx")).toBe("zip");
  });

  it("refuses a GIF, a program, binary noise and a broken archive", () => {
    expect(attachmentTypeOf(GIF, "anim.pdf")).toBeNull();
    expect(attachmentTypeOf(EXE, "setup.pdf")).toBeNull();
    expect(attachmentTypeOf(new Uint8Array([0, 1, 2, 3, 254, 255]), "noise.txt")).toBeNull();
    expect(attachmentTypeOf(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), "broken.zip")).toBeNull();
  });

  it("names a file for what it is: a page or a drawing renamed .pdf is text and ends in .txt", () => {
    expect(attachmentTypeOf(HTML, "invoice.pdf")).toBe("txt");
    expect(storedName("invoice.pdf", "txt")).toBe("invoice.pdf.txt");
    expect(storedName("C:\\Users\\deepa\\scope.docx", "pdf")).toBe("scope.docx.pdf");
    expect(storedName("photo.JPEG", "jpeg")).toBe("photo.JPEG");
    expect(storedName("evil\u202Egnp.pdf", "pdf")).toBe("evilgnp.pdf");
  });
});

describe("the limits", () => {
  it("take up to 5 files of 10 MB each on Your reply, listed under it with name and size", async () => {
    const { cookie, id } = await clientWithReply();
    const big = new Uint8Array(ATTACHMENT_LIMITS.bytes);
    big.set(PDF);
    const res = await answerWith(cookie, id, [
      { name: "brief.pdf", bytes: big },
      { name: "scope.docx", bytes: DOCX },
      { name: "budget.xlsx", bytes: XLSX },
      { name: "screen.png", bytes: PNG },
      { name: "orders.csv", bytes: new TextEncoder().encode("sku,qty\n") },
    ]);
    expect(res.status).toBe(303);
    const rows = await attachmentRows();
    expect(rows.map((r) => [r.name, r.kind, r.bytes])).toEqual([
      ["brief.pdf", "pdf", 10 * MB],
      ["scope.docx", "docx", DOCX.length],
      ["budget.xlsx", "xlsx", XLSX.length],
      ["screen.png", "png", PNG.length],
      ["orders.csv", "csv", 8],
    ]);
    expect(await objectKeys()).toHaveLength(5);
    const page = await (await fetchPage(`/messages/${id}`, asUser(cookie))).text();
    expect(page).toContain("brief.pdf");
    expect(page).toContain("10.0 MB");
    expect(page).toContain(`href="/attachments/${rows[0]!.id}"`);
  });

  it.each([
    [
      "a sixth file",
      Array.from({ length: 6 }, (_, i) => ({ name: `page-${i}.pdf`, bytes: PDF })),
      attachmentText.tooMany,
    ],
    [
      "a file of 10 MB and a byte",
      [{ name: "huge.pdf", bytes: new Uint8Array(ATTACHMENT_LIMITS.bytes + 1).fill(0x25) }],
      attachmentText.tooLarge("huge.pdf"),
    ],
    ["an empty file", [{ name: "empty.txt", bytes: new Uint8Array(0) }], attachmentText.empty("empty.txt")],
    ["a GIF named .png", [{ name: "anim.png", bytes: GIF }], attachmentText.wrongType("anim.png")],
    ["a program named .pdf", [{ name: "setup.pdf", bytes: EXE }], attachmentText.wrongType("setup.pdf")],
    ["an SVG", [{ name: "logo.svg", bytes: SVG }], attachmentText.wrongType("logo.svg")],
  ])("refuse %s with its message, storing nothing", async (_what, files, message) => {
    const { cookie, id } = await clientWithReply();
    const res = await answerWith(cookie, id, files);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
    expect(await count("attachments")).toBe(0);
    expect(await objectKeys()).toEqual([]);
    expect(await count("conversation_entries")).toBe(1);
  });

  it("take an empty file input as no file, as browsers send it", async () => {
    const { cookie, id } = await clientWithReply();
    const boundary = "empty-input";
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="answer"',
      "",
      "Only words this time, no files.",
      `--${boundary}`,
      'Content-Disposition: form-data; name="attachments"; filename=""',
      "Content-Type: application/octet-stream",
      "",
      "",
      `--${boundary}--`,
      "",
    ].join("\r\n");
    const res = await fetchPage(`/messages/${id}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Cookie: cookie,
        Origin: "http://example.com",
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
      },
      body,
    });
    expect(res.status).toBe(303);
    expect(await count("attachments")).toBe(0);
    expect(await count("conversation_entries")).toBe(2);
  });

  it("answer 413 to a post that declares more than five full files", async () => {
    const { cookie, id } = await clientWithReply();
    const res = await fetchPage(`/messages/${id}`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        Origin: "http://example.com",
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(51 * MB),
      },
      body: "--x--",
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toBe(attachmentText.tooMuch);
  });

  it("answer 413 to a body that says nothing of its length and goes on past five full files", async () => {
    const { cookie, id } = await clientWithReply();
    const boundary = "endless";
    const chunk = new Uint8Array(MB).fill(0x41);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="big.txt"\r\n\r\n`,
          ),
        );
      },
      pull(controller) {
        // Far past the limit; the Worker stops reading long before the end.
        if (sent++ < 60) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await fetchPage(`/messages/${id}`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        Origin: "http://example.com",
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
      },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.text()).toContain(attachmentText.tooMuch);
    expect(await objectKeys()).toEqual([]);
  });

  it("keep every other form at 32 KB", async () => {
    const res = await postForm("/login", { email: "a@example.com", password: "x".repeat(40 * 1024) });
    expect(res.status).toBe(413);
  });

  it("count a message's files against the contact form's per-IP limit", async () => {
    const { cookie } = await confirmedUser("limits@example.com");
    const send = (files: readonly Upload[]) =>
      postMultipart(
        "/contact",
        { service: "chatbot-development", message: "Our brief and the data are attached." },
        files,
        { ...asUser(cookie), ip: "203.0.113.77" },
      );
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `part-${i}.pdf`, bytes: PDF }));
    expect((await send(five)).status).toBe(200);
    expect(await count("attachments")).toBe(5);
    // The same minute: the message alone would pass, its file does not.
    const again = await send([{ name: "one-more.pdf", bytes: PDF }]);
    expect(again.status).toBe(429);
    expect(await count("contact_messages")).toBe(1);
    expect(await objectKeys()).toHaveLength(5);
  });
});

describe("who may download a file", () => {
  async function fileOfClient() {
    const client = await clientWithReply();
    expect((await answerWith(client.cookie, client.id, [{ name: "brief.pdf", bytes: PDF }])).status).toBe(303);
    const [row] = await attachmentRows();
    return { ...client, url: `/attachments/${row!.id}` };
  }

  it("the owner, as a download of the checked type that is never shown in the page", async () => {
    const { cookie, url } = await fileOfClient();
    const res = await fetchPage(url, asUser(cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe(
      "attachment; filename=\"brief.pdf\"; filename*=UTF-8''brief.pdf",
    );
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
  });

  it("staff in a session that may open the staff area", async () => {
    const { url } = await fileOfClient();
    const staff = await signedInAdmin();
    const res = await fetchPage(url, asUser(staff.cookie));
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  });

  it("nobody else: another client and an admin without a second factor get 404, the signed-out the login page", async () => {
    const { url } = await fileOfClient();
    const other = await confirmedUser("ravi@example.com", "Ravi Kumar");
    const otherRes = await fetchPage(url, asUser(other.cookie));
    expect(otherRes.status).toBe(404);
    expect(await otherRes.text()).not.toContain("%PDF");
    const halfStaff = await signedInAdmin("half-staff@example.com");
    await env.DB.prepare("update sessions set second_factor = null where user_id = ?").bind(halfStaff.id).run();
    expect((await fetchPage(url, asUser(halfStaff.cookie))).status).toBe(404);
    const anonymous = await fetchPage(url, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(url)}`);
    const unknown = await fetchPage("/attachments/no-such-file", asUser(other.cookie));
    expect(unknown.status).toBe(404);
  });

  it("a page renamed .pdf is kept as text named .pdf.txt and served as a text download", async () => {
    const { cookie, id } = await clientWithReply();
    expect((await answerWith(cookie, id, [{ name: "invoice.pdf", bytes: HTML, type: "application/pdf" }])).status).toBe(
      303,
    );
    const [row] = await attachmentRows();
    expect(row).toMatchObject({ name: "invoice.pdf.txt", kind: "txt" });
    const res = await fetchPage(`/attachments/${row!.id}`, asUser(cookie));
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="invoice\.pdf\.txt"/);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    await res.arrayBuffer();
  });

  it("staff attach files to a reply, and the client downloads them; the mail names them", async () => {
    const client = await confirmedUser(CLIENT, "Deepa Rao");
    await seedMessages([{ id: "c1", email: CLIENT, user_id: await userId(CLIENT) }]);
    const staff = await signedInAdmin("meera@example.com", "Meera Iyer");
    const res = await postMultipart(
      "/admin/messages/c1",
      { intent: "reply", reply: "Hello Deepa,\n\nOur proposal is attached.", key: crypto.randomUUID() },
      [{ name: "proposal.pdf", bytes: PDF }],
      asUser(staff.cookie),
    );
    expect(res.status).toBe(303);
    const [row] = await attachmentRows();
    expect(row).toMatchObject({ name: "proposal.pdf", kind: "pdf" });
    expect(row!.entry_id).not.toBeNull();
    const mail = await lastMailTo(CLIENT, { subject: "Re: your Chatbot Development enquiry" });
    expect(mail?.text).toContain("proposal.pdf (");
    const download = await fetchPage(`/attachments/${row!.id}`, asUser(client.cookie));
    expect(download.status).toBe(200);
    await download.arrayBuffer();
  });

  it("a reply sent twice with its files (a double click, a retried post) keeps one entry, one row and one object per file", async () => {
    await seedMessages([{ id: "c1", email: CLIENT }]);
    const staff = await signedInAdmin("meera@example.com", "Meera Iyer");
    const send = () =>
      postMultipart(
        "/admin/messages/c1",
        { intent: "reply", reply: "Hello Deepa,\n\nOur proposal is attached.", key: "one-composed-reply" },
        [{ name: "proposal.pdf", bytes: PDF }],
        asUser(staff.cookie),
      );
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((res) => res.status)).toEqual([303, 303]);
    expect(await count("conversation_entries")).toBe(1);
    const rows = await attachmentRows();
    expect(rows).toHaveLength(1);
    // The repeat put its copy in the bucket too, and took it out again when no entry was stored.
    expect(await objectKeys()).toEqual([rows[0]!.key]);
  });
});

describe("files of answers by e-mail", () => {
  function mailWithFiles(files: { name: string; type: string; bytes: Uint8Array }[]) {
    const boundary = "b-files";
    const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
    return [
      `From: Deepa Rao <${CLIENT}>`,
      "To: reply@adrig.co.in",
      "Subject: Re: your Chatbot Development enquiry",
      `Message-ID: <${crypto.randomUUID()}@mail.example.com>`,
      "MIME-Version: 1.0",
      `Content-Type: multipart/mixed; boundary="${boundary}"`,
      "",
      `--${boundary}`,
      "Content-Type: text/plain; charset=utf-8",
      "",
      "The files are attached.",
      ...files.flatMap((file) => [
        `--${boundary}`,
        `Content-Type: ${file.type}`,
        `Content-Disposition: attachment; filename="${file.name}"`,
        "Content-Transfer-Encoding: base64",
        "",
        base64(file.bytes),
      ]),
      `--${boundary}--`,
    ].join("\r\n");
  }

  it("keeps those within the limits, lists the others as not kept, and tells the client", async () => {
    const { cookie, id } = await clientWithReply();
    const staff = await signedInAdmin("meera@example.com", "Meera Iyer");
    await postForm(
      `/admin/messages/${id}`,
      { intent: "reply", reply: "Hello Deepa,\n\nPlease send the data.", key: crypto.randomUUID() },
      asUser(staff.cookie),
    );
    const replyMail = await lastMailTo(CLIENT, { subject: "Re: your Chatbot Development enquiry" });
    const raw = mailWithFiles([
      { name: "data.pdf", type: "application/pdf", bytes: PDF },
      { name: "animation.gif", type: "image/gif", bytes: GIF },
    ]);
    expect(await deliver(raw, { from: CLIENT, to: replyMail!.reply_to! })).toBeNull();
    const rows = await attachmentRows();
    expect(rows.map((r) => [r.name, r.kind, r.not_kept])).toEqual([
      ["data.pdf", "pdf", null],
      ["animation.gif", null, attachmentText.notKept.wrongType],
    ]);
    expect(rows[1]!.key).toBeNull();
    expect(await objectKeys()).toHaveLength(1);
    // Our reply, then the acknowledgement: both in the conversation's thread.
    const ack = await lastMailTo(CLIENT, { subject: "Re: your Chatbot Development enquiry", count: 2 });
    expect(ack?.text).toContain(`animation.gif: not kept: ${attachmentText.notKept.wrongType}`);
    expect(ack?.reply_to).toBe(replyMail!.reply_to);
    const page = await (await fetchPage(`/messages/${id}`, asUser(cookie))).text();
    expect(page).toContain("data.pdf");
    expect(page).toContain(`(not kept: ${attachmentText.notKept.wrongType})`);
  });

  it("sorts files by the same rules: a sixth and one over 10 MB are not kept", () => {
    const files = [
      ...Array.from({ length: 5 }, (_, i) => ({ filename: `p${i}.pdf`, content: PDF })),
      { filename: "sixth.pdf", content: PDF },
    ];
    const { kept, notKept } = sortMailedFiles([
      { filename: "big.pdf", content: new Uint8Array(ATTACHMENT_LIMITS.bytes + 1).fill(0x25) },
      ...files,
    ]);
    expect(kept).toHaveLength(5);
    expect(notKept.map((f) => [f.name, f.reason])).toEqual([
      ["big.pdf", attachmentText.notKept.tooLarge],
      ["sixth.pdf", attachmentText.notKept.tooMany],
    ]);
  });
});

describe("files go with their conversation", () => {
  it("when staff delete an unverified message", async () => {
    const staff = await signedInAdmin();
    await seedMessages([{ id: "spam", is_verified: 0 }]);
    await env.ATTACHMENTS.put("conversations/spam/f1", PDF);
    await env.DB.prepare(
      "insert into attachments (id, conversation_id, name, kind, bytes, key) values ('f1', 'spam', 'x.pdf', 'pdf', 10, 'conversations/spam/f1')",
    ).run();
    const res = await postForm("/admin/messages/spam", { intent: "delete", confirm: "yes" }, asUser(staff.cookie));
    expect(res.status).toBe(303);
    expect(await objectKeys()).toEqual([]);
    expect(await count("attachments")).toBe(0);
    expect(await count("contact_messages")).toBe(0);
  });

  it("when the account is deleted, and the data download lists them first", async () => {
    const { cookie, id } = await clientWithReply();
    expect((await answerWith(cookie, id, [{ name: "brief.pdf", bytes: PDF }])).status).toBe(303);
    const exported = (await (await downloadMyData(asUser(cookie))).json()) as {
      conversations: { conversation: { attachments: { name: string; bytes: number; download: string }[] }[] }[];
    };
    const [row] = await attachmentRows();
    expect(exported.conversations[0]!.conversation.at(-1)!.attachments).toEqual([
      { name: "brief.pdf", bytes: PDF.length, download: `${env.SITE_ORIGIN}/attachments/${row!.id}` },
    ]);
    const start = await postForm("/account", { intent: "delete-start", password: PASSWORD }, asUser(cookie));
    const confirmation = /name="confirmation" value="([^"]+)"/.exec(await start.text())![1]!;
    const done = await postForm("/account", { intent: "delete", confirmation }, asUser(cookie));
    expect(done.status).toBe(303);
    expect(await objectKeys()).toEqual([]);
    expect(await count("attachments")).toBe(0);
  });

  it("when the daily clean-up deletes a quiet visitor conversation", async () => {
    const old = Date.now() - 4 * 365 * 24 * 60 * 60 * 1000;
    await seedMessages([
      { id: "quiet", created_at: old },
      { id: "recent", email: "recent@example.com", created_at: Date.now() },
    ]);
    for (const id of ["quiet", "recent"]) {
      await env.ATTACHMENTS.put(`conversations/${id}/f`, PDF);
      await env.DB.prepare(
        "insert into attachments (id, conversation_id, name, kind, bytes, key) values (?1, ?2, 'x.pdf', 'pdf', 10, ?3)",
      )
        .bind(`f-${id}`, id, `conversations/${id}/f`)
        .run();
    }
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "30 21 * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await objectKeys()).toEqual(["conversations/recent/f"]);
    const left = await env.DB.prepare("select id from contact_messages").all<{ id: string }>();
    expect(left.results.map((r) => r.id)).toEqual(["recent"]);
  });
});
