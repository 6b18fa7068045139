import { describe, expect, it } from 'vitest';
import {
  CAPITAL_GRID,
  CAPITAL_LEAVES,
  CAPITAL_LEVELS,
  capitalLeaf,
  capitalLeafBounds,
  dayNumber,
  keywordQuery,
  segmentCover,
  segmentTags,
  textTokens,
} from './tokens.ts';
import { matchOf } from './compile.ts';

describe('text tokens', () => {
  it('one field-prefixed token per character position, separators kept as positions', () => {
    expect(textTokens('n', '华瑞信息')).toBe('n华瑞 n瑞信 n信息 n息ǂ');
    expect(textTokens('a', '华瑞（深圳）A座')).toBe('a华瑞 a瑞ǂ aǂ a深圳 a圳ǂ aǂ aa座 a座ǂ');
    expect(textTokens('s', '')).toBe('');
  });

  it('a keyword is the phrase of its bigrams in the same field; one character a prefix', () => {
    expect(keywordQuery('n', '华瑞信息')).toBe('"n华瑞 n瑞信 n信息"');
    expect(keywordQuery('s', '销售')).toBe('"s销售"');
    expect(keywordQuery('n', '华')).toBe('n华*');
    expect(keywordQuery('a', 'A座')).toBe('"aa座"');
    expect(keywordQuery('s', '活动）')).toBe('"s活动 s动ǂ"');
    expect(keywordQuery('n', '（）')).toBeNull();
    expect(keywordQuery('n', '  ')).toBeNull();
  });

  it('a keyword phrase is a run of the text stream exactly where the text holds the keyword', () => {
    const text = '深圳市华瑞信息技术有限公司（南山分公司）';
    const stream = ` ${textTokens('n', text)} `;
    for (let i = 0; i < text.length; i++) {
      for (let j = i + 2; j <= text.length; j++) {
        const kw = text.slice(i, j);
        const phrase = keywordQuery('n', kw)!.slice(1, -1);
        expect(stream.includes(` ${phrase} `), kw).toBe(true);
      }
    }
    expect(stream.includes(` ${keywordQuery('n', '华瑞技术')!.slice(1, -1)} `)).toBe(false);
  });
});

describe('segment trees', () => {
  it('the cover of a range holds every leaf inside it and none outside', () => {
    const levels = 7;
    for (let lo = 0; lo < 1 << levels; lo += 3) {
      for (let hi = lo; hi < 1 << levels; hi += 5) {
        const cover = new Set(segmentCover('c', lo, hi, levels));
        expect(cover.size).toBeLessThanOrEqual(2 * levels);
        for (let leaf = 0; leaf < 1 << levels; leaf++) {
          const hit = segmentTags('c', leaf, levels).filter((t) => cover.has(t)).length;
          expect(hit, `leaf ${leaf} in [${lo}, ${hi}]`).toBe(leaf >= lo && leaf <= hi ? 1 : 0);
        }
      }
    }
  });

  it('capital leaves: grid amounts are leaves of their own, gaps between them too', () => {
    expect(CAPITAL_LEAVES).toBeLessThanOrEqual(1 << CAPITAL_LEVELS);
    expect(capitalLeaf(0)).toBe(0);
    expect(capitalLeaf(100)).toBe(2 * CAPITAL_GRID.indexOf(100));
    expect(capitalLeaf(150)).toBe(2 * CAPITAL_GRID.indexOf(100) + 1);
    expect(capitalLeafBounds(capitalLeaf(150))).toEqual({ lo: 100, hi: 200, open: true });
    expect(capitalLeafBounds(capitalLeaf(1e12)).hi).toBe(Number.POSITIVE_INFINITY);
    for (const wan of [0, 0.5, 1, 7, 99.99, 100, 100.01, 4999, 5000, 123456]) {
      const b = capitalLeafBounds(capitalLeaf(wan));
      expect(b.open ? wan > b.lo && wan < b.hi : wan === b.lo).toBe(true);
    }
  });

  it('founding days count from 1900-01-01 and stay inside the tree', () => {
    expect(dayNumber('1900-01-01')).toBe(0);
    expect(dayNumber('1900-01-31')).toBe(30);
    expect(dayNumber('2026-11-24') - dayNumber('2025-11-24')).toBe(365);
    expect(dayNumber('1800-01-01')).toBe(0);
    expect(dayNumber('2999-01-01')).toBe((1 << 16) - 1);
  });
});

describe('query plans', () => {
  const counts: Record<string, number> = {
    fan: 1_380_000,
    qan: 196_000,
    d1: 460_000,
    d2: 1_100_000,
    gp440000: 250_000,
  };
  const postings = (t: string) => counts[t] ?? 0;

  it('a condition is read through its complement when that list is shorter', () => {
    expect(matchOf([{ pos: ['gp440000'] }, { pos: ['fan'], neg: ['qan'] }], postings)).toBe(
      '(gp440000) NOT qan',
    );
    expect(
      matchOf(
        [
          { pos: ['d1'], neg: ['d2'] },
          { pos: ['fan'], neg: ['qan'] },
        ],
        postings,
      ),
    ).toBe('(d1) NOT qan');
  });

  it('keeps one positive condition (the cheapest) and answers every document for none', () => {
    expect(matchOf([{ pos: ['fan'], neg: ['qan'] }], postings)).toBe('fan');
    expect(matchOf([], postings)).toBe('zall');
    expect(matchOf([{ pos: ['a', 'b'] }], postings)).toBe('(a OR b)');
  });
});
