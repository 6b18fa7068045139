import { describe, expect, it } from 'vitest';
import { CustomRequestStatus as S, type Perm } from '@qishu/contract';
import { reviewActions } from './review-actions.ts';

const holding =
  (...perms: Perm[]) =>
  (perm: Perm) =>
    perms.includes(perm);
const everything = holding('mall:custom:list', 'mall:custom:audit', 'mall:custom:process');

describe('reviewActions', () => {
  it.each([
    [S.draft, []],
    [S.reviewing, ['approve', 'reject']],
    [S.rejected, []],
    [S.processing, ['process', 'reject']],
    [S.done, []],
  ])('status %i with every permission: %j', (status, actions) => {
    expect(reviewActions(status, everything)).toEqual(actions);
  });

  it('approving and rejecting need mall:custom:audit, processing mall:custom:process', () => {
    const auditor = holding('mall:custom:list', 'mall:custom:audit');
    const processor = holding('mall:custom:list', 'mall:custom:process');
    const viewer = holding('mall:custom:list');
    expect(reviewActions(S.reviewing, auditor)).toEqual(['approve', 'reject']);
    expect(reviewActions(S.processing, auditor)).toEqual(['reject']);
    expect(reviewActions(S.reviewing, processor)).toEqual([]);
    expect(reviewActions(S.processing, processor)).toEqual(['process']);
    expect(reviewActions(S.reviewing, viewer)).toEqual([]);
    expect(reviewActions(S.processing, viewer)).toEqual([]);
  });
});
