import { useEffect, useRef, useState } from 'react';
import { Tag } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import type { UserInfo } from '@qishu/contract';
import { logout } from '../../lib/session/index.ts';
import { formatClock, recordTiming, remainingSeconds } from './temporary-time.ts';
import { TemporaryTexts } from './texts.ts';

interface TemporaryCountdownProps {
  user: UserInfo;
  /** Clock (tests pass a fake one). */
  now?: () => number;
}

/** A temporary user's remaining time in the header; at 0 the power is released and the user signed out. */
export function TemporaryCountdown({ user, now = Date.now }: TemporaryCountdownProps) {
  const [left, setLeft] = useState(() => remainingSeconds(user, now()));
  const ended = useRef(false);

  useEffect(() => {
    if (user.is_temporary !== 1) return;
    const tick = () => {
      const seconds = remainingSeconds(user, now());
      recordTiming(user, seconds);
      setLeft(seconds);
      if (seconds === 0 && !ended.current) {
        ended.current = true;
        void logout();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [user, now]);

  if (user.is_temporary !== 1) return null;
  return (
    <Tag icon={<ClockCircleOutlined aria-hidden />} color={left < 300 ? 'error' : 'warning'}>
      {TemporaryTexts.label} {formatClock(left)}
    </Tag>
  );
}
