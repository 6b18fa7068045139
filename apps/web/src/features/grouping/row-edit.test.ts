import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { startRowEdit, useSingleRowEdit } from './row-edit.ts';

describe('one row edited at a time', () => {
  it('startRowEdit allows a first edit and the same row again, refuses another row', () => {
    expect(startRowEdit(null, 3)).toEqual({ ok: true, editing: 3 });
    expect(startRowEdit(3, 3)).toEqual({ ok: true, editing: 3 });
    expect(startRowEdit(3, 4)).toEqual({ ok: false, editing: 3, message: '请先保存当前编辑的数据' });
  });

  it('the hook warns with the spec text and keeps the current row until it stops', () => {
    const warn = vi.fn();
    const { result } = renderHook(() => useSingleRowEdit(warn));
    expect(result.current.editing).toBeNull();
    act(() => void result.current.start(1));
    expect(result.current.editing).toBe(1);
    let started = true;
    act(() => {
      started = result.current.start(2);
    });
    expect(started).toBe(false);
    expect(warn).toHaveBeenCalledWith('请先保存当前编辑的数据');
    expect(result.current.editing).toBe(1);
    act(() => result.current.stop());
    act(() => void result.current.start(2));
    expect(result.current.editing).toBe(2);
  });
});
