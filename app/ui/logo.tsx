/**
 * The ADRIG mark plus the wording "Technologies"; colours follow the header's state. The wording
 * steps aside where a header's own row needs the room: between 1024 and 1280 px for the site's
 * full desktop menu, or with `wordingRoom="2xl"` between 1280 and 1536 px (the staff bar's one row
 * of sections).
 */
export function Logo({ onBlue, wordingRoom = "xl" }: { onBlue: boolean; wordingRoom?: "xl" | "2xl" }) {
  return (
    <span className="flex items-center gap-2.5">
      <svg width="36" height="36" viewBox="0 0 40 40" aria-hidden="true" className="shrink-0">
        <rect x="2" y="2" width="36" height="36" rx="10" fill={onBlue ? "#ffffff" : "#135bfb"} />
        <path
          d="M11.5 29.5L20 10.5l8.5 19"
          fill="none"
          stroke={onBlue ? "#135bfb" : "#ffffff"}
          strokeWidth="4.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="20" cy="24.2" r="2.9" fill={onBlue ? "#135bfb" : "#ffffff"} />
      </svg>
      <span className="text-xl font-extrabold tracking-tight">ADRIG</span>
      <span
        className={`text-base font-medium ${wordingRoom === "2xl" ? "xl:hidden 2xl:inline" : "lg:hidden xl:inline"}`}
      >
        Technologies
      </span>
    </span>
  );
}
