/**
 * An icon of the header bar's compact form (768 to 1280 px; hidden from 1280 px, where the words
 * show): 22 px, stroked in the text's colour, hidden from screen readers, which read the words.
 */
export function HeaderIcon({ path, size = 22 }: { path: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className="xl:hidden">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
