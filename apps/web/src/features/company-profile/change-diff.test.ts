import { describe, expect, it } from 'vitest';
import { diffChange } from './change-diff.ts';

const marked = (parts: { text: string; changed: boolean }[]) =>
  parts.map((p) => (p.changed ? `[${p.text}]` : p.text)).join('');

describe('diffChange', () => {
  it('marks the middle that differs and keeps the common beginning and end', () => {
    const d = diffChange('湖北省鄂州市华容区沿江路46号', '湖北省鄂州市华容区金桥路2号中环大厦709室');
    expect(marked(d.before)).toBe('湖北省鄂州市华容区[沿江路46号]');
    expect(marked(d.after)).toBe('湖北省鄂州市华容区[金桥路2号中环大厦709室]');
    expect(marked(diffChange('232万元人民币', '1160万元人民币').after)).toBe('[1160]万元人民币');
  });

  it('compares lists item by item, marking only the items missing on the other side', () => {
    const d = diffChange('孙国飞、甘长涛、苏建义', '赵健松、甘长涛、苏建义');
    expect(marked(d.before)).toBe('[孙国飞]、甘长涛、苏建义');
    expect(marked(d.after)).toBe('[赵健松]、甘长涛、苏建义');
  });

  it('handles an empty side and identical texts', () => {
    expect(diffChange('', '新增项目')).toEqual({ before: [], after: [{ text: '新增项目', changed: true }] });
    expect(marked(diffChange('不变', '不变').after)).toBe('不变');
  });
});
