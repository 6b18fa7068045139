import { useEffect, useRef, useState } from 'react';

/**
 * mm:ss until `expiresAt` (the QR's end); calls `onExpired` once when it reaches zero. Ticks only
 * while `active` (the payment modal is open), so closing the modal stops its timer.
 */
export function PayCountdown({
  expiresAt,
  active,
  onExpired,
}: {
  expiresAt: string;
  active: boolean;
  onExpired: () => void;
}) {
  const end = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const expired = useRef(onExpired);
  useEffect(() => {
    expired.current = onExpired;
  });
  useEffect(() => {
    if (Number.isNaN(end) || !active) return;
    const check = () => {
      const t = Date.now();
      setNow(t);
      if (t >= end) {
        clearInterval(timer);
        expired.current();
      }
    };
    const timer = setInterval(check, 1000);
    check();
    return () => clearInterval(timer);
  }, [end, active]);
  if (Number.isNaN(end)) return <span>—</span>;
  const left = Math.max(0, Math.ceil((end - now) / 1000));
  const mm = String(Math.floor(left / 60)).padStart(2, '0');
  const ss = String(left % 60).padStart(2, '0');
  return (
    <span data-testid="pay-countdown" style={{ fontVariantNumeric: 'tabular-nums' }}>{`${mm}:${ss}`}</span>
  );
}
