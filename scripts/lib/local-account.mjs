// A confirmed account on the local preview server (scripts/lib/preview-server.mjs), made the way a
// person makes one: sign-up through the API, the link from the dev outbox, the confirmation form.

/** A real account through the API and the local outbox; returns its session cookie and address. */
export async function signedInCookie(BASE, name = "Bench User") {
  const email = `bench-${Date.now()}@example.com`;
  const password = "a long bench passphrase";
  const headers = { "Content-Type": "application/json", Origin: BASE };
  await fetch(`${BASE}/api/auth/signup`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name, email, password, confirmPassword: password }),
  });
  let link;
  for (let i = 0; i < 20 && !link; i++) {
    if (i) await new Promise((r) => setTimeout(r, 250));
    const { mails } = await (await fetch(`${BASE}/api/dev/outbox`)).json();
    link = mails
      .find((m) => m.to === email)
      ?.text.split(/\s+/)
      .find((w) => w.includes("/confirm-email?token="));
  }
  if (!link) throw new Error("No confirmation mail in the outbox.");
  // The confirmation page's form: the link's token and the sign-up's password (docs/decisions/003-accounts-and-sessions.md).
  const token = new URL(link).searchParams.get("token");
  const confirm = await fetch(`${BASE}/confirm-email?token=${encodeURIComponent(token)}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
    body: new URLSearchParams({ token, password }),
  });
  const cookie = confirm.headers.getSetCookie().find((c) => c.includes("adrig_session="));
  if (!cookie) throw new Error(`Confirmation failed (${confirm.status}).`);
  return { cookie: cookie.split(";")[0], email };
}
