import { describe, expect, it } from 'vitest';
import { mapLevels } from './map-levels.ts';

const labels = (levels: ReturnType<typeof mapLevels>) =>
  levels.map((l) => [l.key, l.label, l.file, l.highlight, l.zoom]);

describe('mapLevels', () => {
  it('offers 全国 › 省 › 市 › 区县, the district zoomed within its city’s file', () => {
    const levels = mapLevels({
      province_code: '440000',
      city_code: '440300',
      district_code: '440306',
      province: '广东省',
      city: '深圳市',
      district: '宝安区',
    });
    expect(labels(levels)).toEqual([
      ['country', '全国', '100000', '440000', false],
      ['province', '广东省', '440000', '440300', false],
      ['city', '深圳市', '440300', '440306', false],
      ['district', '宝安区', '440300', '440306', true],
    ]);
  });

  it('skips the province of a municipality (its city level is 市辖区) and names the city after it', () => {
    const levels = mapLevels({
      province_code: '110000',
      city_code: '110100',
      district_code: '110113',
      province: '北京市',
      city: '市辖区',
      district: '顺义区',
    });
    expect(labels(levels).map(([key, label]) => `${key}:${label}`)).toEqual([
      'country:全国',
      'city:北京市',
      'district:顺义区',
    ]);
  });

  it('stops at the city when the city has no districts (东莞)', () => {
    const levels = mapLevels({
      province_code: '440000',
      city_code: '441900',
      district_code: '441900',
      province: '广东省',
      city: '东莞市',
      district: '东莞市',
    });
    expect(levels.map((l) => l.key)).toEqual(['country', 'province', 'city']);
    expect(levels.at(-1)).toMatchObject({ file: '441900', highlight: '441900' });
  });
});
