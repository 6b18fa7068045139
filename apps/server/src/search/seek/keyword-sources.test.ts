import { describe, expect, it } from 'vitest';
import { brandPrefix, executiveName, phoneForms } from './keyword-sources.ts';

describe('the keyword side sources', () => {
  it('reads a phone number in the forms it may be stored in', () => {
    expect(phoneForms('01056607999')).toEqual(['01056607999', '010-56607999']);
    expect(phoneForms('028 5375 8326')).toEqual(['028-5375-8326', '02853758326', '028-53758326']);
    expect(phoneForms('0791-49207411')).toEqual(['0791-49207411', '079149207411']);
    expect(phoneForms('13800000000')).toEqual(['13800000000']);
    expect(phoneForms('2660001')).toEqual(['2660001']);
    for (const notPhone of ['123456', '0755-', '1380000000012', '科技', '138x0000000', '-13800000000']) {
      expect(phoneForms(notPhone)).toEqual([]);
    }
  });

  it('takes a whole person name and a brand of two characters or more', () => {
    expect(executiveName(' 欧阳明远 ')).toBe('欧阳明远');
    expect(executiveName('张')).toBeNull();
    expect(executiveName('张伟123')).toBeNull();
    expect(executiveName('John Smith')).toBe('John Smith');
    expect(brandPrefix('  JingYe ')).toBe('jingye');
    expect(brandPrefix('京')).toBeNull();
  });
});
