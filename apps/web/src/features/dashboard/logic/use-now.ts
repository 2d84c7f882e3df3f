import { useEffect, useState } from 'react';

/** The time now, moved on once a minute: enough for "in 25 min" without a ticking countdown. */
export function useNow(stepMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), stepMs);
    return () => clearInterval(id);
  }, [stepMs]);
  return now;
}
