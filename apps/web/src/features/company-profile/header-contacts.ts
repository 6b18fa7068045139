import type { CompanyHeader } from '@qishu/contract';
import { ProfileTexts as T } from './texts.ts';

/** The header's first phone, mobile and e-mail that it has, each with its label (电话 / 手机 / 邮箱). */
export function headerContacts(header: CompanyHeader): (readonly [label: string, value: string])[] {
  return (
    [
      [T.tel, header.tel],
      [T.mobile, header.mobile],
      [T.email, header.email],
    ] as const
  ).flatMap(([label, value]) => (value ? [[label, value] as const] : []));
}
