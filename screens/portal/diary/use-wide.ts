import { useEffect, useState } from 'react';

/** Whether the screen has room for the whole week (else the diary shows one day with a day picker). */
const WIDE = '(min-width: 48rem)';

export function useWide(): boolean {
  const [wide, setWide] = useState(() => typeof window !== 'undefined' && window.matchMedia(WIDE).matches);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const update = () => setWide(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}
