import type { ReactNode } from 'react';
import { Tag } from 'antd';

/**
 * Tag colours that keep text readable (WCAG AA, 4.5:1): antd's preset light tags (#52c41a on
 * #f6ffed and the like) fall well short of it, which axe reports as a serious violation.
 */
const TONES = {
  green: { color: '#166534', background: '#dcfce7', borderColor: '#bbf7d0' },
  red: { color: '#991b1b', background: '#fee2e2', borderColor: '#fecaca' },
  orange: { color: '#9a3412', background: '#ffedd5', borderColor: '#fed7aa' },
  blue: { color: '#1e40af', background: '#dbeafe', borderColor: '#bfdbfe' },
  gold: { color: '#854d0e', background: '#fef9c3', borderColor: '#fde68a' },
  cyan: { color: '#155e75', background: '#cffafe', borderColor: '#a5f3fc' },
  grey: { color: '#374151', background: '#f3f4f6', borderColor: '#e5e7eb' },
  solidRed: { color: '#ffffff', background: '#b91c1c', borderColor: '#b91c1c' },
} as const;
export type Tone = keyof typeof TONES;

export function ToneTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <Tag variant="outlined" style={{ ...TONES[tone], marginInlineEnd: 6 }} data-tone={tone}>
      {children}
    </Tag>
  );
}
