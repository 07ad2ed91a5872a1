/** Ports and browser flags shared by the Playwright config, the server script and the audit. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
export const FAKE_SITEVERIFY_PORT = E2E_PORT + 1000;

// Flags measured on these machines: no sandbox as root, and no background traffic to the internet.
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
