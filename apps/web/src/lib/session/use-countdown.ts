import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown: `start(n)` counts down to 0 once per second. */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [remaining, setRemaining] = useState(0);
  const running = remaining > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setRemaining((s) => (s > 0 ? s - 1 : 0)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const start = useCallback((seconds: number) => setRemaining(seconds), []);
  return { remaining, start };
}
