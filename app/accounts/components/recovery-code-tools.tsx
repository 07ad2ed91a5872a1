import { downloadRecoveryCodes } from "~/accounts/recovery-codes-file";
import { useShownIn } from "~/ui/shown-zone";
import { notify } from "~/ui/toasts/toast";

const smallButton =
  "inline-flex items-center justify-center rounded-full border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50";

/**
 * Copy, Download and Print beside the recovery codes. They need JavaScript, so they are drawn
 * only in the browser, and load the first time codes are shown, not with the page.
 */
export default function RecoveryCodeTools({ codes, account }: { codes: string[]; account: string }) {
  const shownIn = useShownIn();
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      notify({ kind: "success", title: "Recovery codes copied", description: "Paste them somewhere safe." });
    } catch {
      notify({ kind: "error", title: "Could not copy", description: "Select the codes and copy them by hand." });
    }
  }

  return (
    <div className="mt-4 flex flex-wrap gap-2 print:hidden">
      <button type="button" onClick={copy} className={smallButton}>
        Copy
      </button>
      <button
        type="button"
        onClick={() => downloadRecoveryCodes(codes, account, new Date(), shownIn)}
        className={smallButton}
      >
        Download
      </button>
      <button type="button" onClick={() => window.print()} className={smallButton}>
        Print
      </button>
    </div>
  );
}
