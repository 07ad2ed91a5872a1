import { createContext, type ReactNode, useContext } from "react";
import { EnhanceScript } from "~/ui/enhance/enhance-script";
import { formatDateTime, formatTime, type ShownIn } from "~/ui/format";

/**
 * The zone a part of a page shows its times in (app/ui/format.ts): a client's pages wrap what is
 * theirs in it, with the zone their loader read with the session, so the server and the browser
 * render the same words. Outside it (staff pages, content pages) times are shown in IST.
 */
const ShownZoneContext = createContext<ShownIn>({});

export function ShownZone({ zone, withIst = false, children }: ShownIn & { children: ReactNode }) {
  return <ShownZoneContext.Provider value={{ zone, withIst }}>{children}</ShownZoneContext.Provider>;
}

/** Where times are shown here: to format a moment inside a sentence. */
export function useShownIn(): ShownIn {
  return useContext(ShownZoneContext);
}

/** A moment as a `<time>`, its date and time (or its time only) in the zone of the page part it is in. */
export function LocalTime({ at, timeOnly = false, className }: { at: string; timeOnly?: boolean; className?: string }) {
  const shownIn = useShownIn();
  return (
    <time dateTime={at} className={className}>
      {timeOnly ? formatTime(at, shownIn) : formatDateTime(at, shownIn)}
    </time>
  );
}

/**
 * A hidden `timeZone` field for the browser's IANA zone: a form that makes an account sends it,
 * and the account's times are then shown in it. Empty in the server's HTML and without
 * JavaScript; the page's small module (browser-zone.enhance.ts) fills it in, on a content page
 * as on a hydrated one (uncontrolled, so no render puts "" back).
 */
export function BrowserTimeZoneField() {
  return (
    <>
      <input type="hidden" name="timeZone" defaultValue="" data-browser-zone="" />
      <EnhanceScript name="browser-zone" />
    </>
  );
}
