import { ToneTag, type Tone } from './ToneTag.tsx';

/**
 * The colour of a registration status as the registry sites show it: operating (存续, 在业) green,
 * dissolved or revoked (注销, 吊销) red, everything in between (迁入, 迁出, 停业, 清算 …) orange.
 */
export function statusTone(status: string): Extract<Tone, 'green' | 'red' | 'orange'> {
  if (status === '存续' || status === '在业') return 'green';
  if (status.includes('注销') || status.includes('吊销')) return 'red';
  return 'orange';
}

export function CompanyStatusTag({ status }: { status: string }) {
  return <ToneTag tone={statusTone(status)}>{status}</ToneTag>;
}
