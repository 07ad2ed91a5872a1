import { useEffect, useState } from "react";

/** False in the server HTML and until React has hydrated; then true. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
