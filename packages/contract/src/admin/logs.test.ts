import { describe, expect, it } from 'vitest';
import {
  diffFields,
  failureQuerySchema,
  handleFailureSchema,
  jsonEqual,
  loginLogQuerySchema,
  loginReasonText,
} from './logs.ts';

describe('diffFields (operation log before/after)', () => {
  it('marks changed, same, added and removed fields in a stable order', () => {
    const d = diffFields(
      { name: '管理员', status: 1, remark: '旧', tags: [1, 2] },
      { name: '管理员', status: 0, tags: [1, 2], email: 'a@b.cn' },
    );
    expect(d).toEqual([
      { field: 'name', before: '管理员', after: '管理员', status: 'same' },
      { field: 'status', before: 1, after: 0, status: 'changed' },
      { field: 'remark', before: '旧', after: undefined, status: 'removed' },
      { field: 'tags', before: [1, 2], after: [1, 2], status: 'same' },
      { field: 'email', before: undefined, after: 'a@b.cn', status: 'added' },
    ]);
  });

  it('treats a create (no before) as all added and a delete (no after) as all removed', () => {
    expect(diffFields(null, { a: 1 })).toEqual([
      { field: 'a', before: undefined, after: 1, status: 'added' },
    ]);
    expect(diffFields({ a: 1 }, undefined)).toEqual([
      { field: 'a', before: 1, after: undefined, status: 'removed' },
    ]);
    expect(diffFields(null, null)).toEqual([]);
  });

  it('compares nested values deeply, ignoring key order', () => {
    const d = diffFields({ cfg: { x: 1, y: [1, { z: 2 }] } }, { cfg: { y: [1, { z: 2 }], x: 1 } });
    expect(d[0]!.status).toBe('same');
    expect(diffFields({ cfg: { x: 1 } }, { cfg: { x: 2 } })[0]!.status).toBe('changed');
    expect(diffFields({ v: null }, { v: 0 })[0]!.status).toBe('changed');
    expect(diffFields({ v: [1, 2] }, { v: [2, 1] })[0]!.status).toBe('changed');
  });

  it('wraps plain values as the field "value"', () => {
    expect(diffFields('a', 'b')).toEqual([{ field: 'value', before: 'a', after: 'b', status: 'changed' }]);
  });

  it('jsonEqual', () => {
    expect(jsonEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual('1', 1)).toBe(false);
  });
});

describe('log search schemas', () => {
  it('normalises times to UTC and refuses a reversed range', () => {
    const q = loginLogQuerySchema.parse({ start_time: '2026-01-05T00:00:00+08:00', phone: ' 138 ' });
    expect(q).toMatchObject({ page: 1, limit: 20, start_time: '2026-01-04T16:00:00.000Z', phone: '138' });
    const bad = loginLogQuerySchema.safeParse({
      start_time: '2026-02-01T00:00:00Z',
      end_time: '2026-01-01T00:00:00Z',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('开始时间不能晚于结束时间');
    expect(loginLogQuerySchema.safeParse({ end_time: 'soon' }).error?.issues[0]?.message).toBe(
      '时间格式不正确',
    );
  });

  it('defaults the failure list to open items and needs a remark to handle', () => {
    expect(failureQuerySchema.parse({})).toMatchObject({ state: 'open' });
    expect(handleFailureSchema.safeParse({ remark: ' ' }).error?.issues[0]?.message).toBe('请填写处理说明');
    expect(handleFailureSchema.safeParse({ remark: 'x'.repeat(201) }).error?.issues[0]?.message).toBe(
      '处理说明不能超过 200 个字',
    );
  });

  it('names login reasons in Chinese', () => {
    expect(loginReasonText('wrong_password')).toBe('密码错误');
    expect(loginReasonText('something_new')).toBe('something_new');
    expect(loginReasonText(null)).toBe('');
  });
});
