import { describe, expect, it } from 'vitest';
import { guardFormula } from './shop-delivery.ts';

describe('guardFormula', () => {
  it('prefixes text a spreadsheet would run as a formula with an apostrophe', () => {
    expect(guardFormula('=HYPERLINK("http://evil","点我")')).toBe('\'=HYPERLINK("http://evil","点我")');
    expect(guardFormula('+86 138')).toBe("'+86 138");
    expect(guardFormula('-1+1')).toBe("'-1+1");
    expect(guardFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(guardFormula('\t=1')).toBe("'\t=1");
    expect(guardFormula('\r=1')).toBe("'\r=1");
  });

  it('leaves other text, an empty value and a sign alone ("-" for none) as they are', () => {
    for (const text of ['广州市科技有限公司', '', '-', '+', '=', '@', "'=已防护", '500万人民币']) {
      expect(guardFormula(text)).toBe(text);
    }
  });
});
