import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { CustomRequestMessages as M } from '@qishu/contract';
import { numsProblem, priceProblem, raisedToMinimum } from './finish-rules.ts';
import { fileProblem } from './FileAttach.tsx';
import { reviewQuery } from './CustomReviewPage.tsx';

describe('完成处理 rules', () => {
  it.each([
    ['', M.numsRequired],
    ['  ', M.numsRequired],
    [undefined, M.numsRequired],
    ['abc', M.numsInvalid],
    ['0', M.numsInvalid],
    ['1.5', M.numsInvalid],
    ['-3', M.numsInvalid],
    ['501', M.numsTooLarge],
    ['500', null],
    [' 12 ', null],
    [1, null],
  ])('记录数 %j with 500 attached → %s', (value, problem) => {
    expect(numsProblem(value, 500)).toBe(problem);
  });

  it('without a known count only the number is checked', () => {
    expect(numsProblem('999999', null)).toBeNull();
  });

  it.each([
    ['', M.priceRequired],
    [undefined, M.priceRequired],
    ['0', M.priceInvalid],
    ['0.00', M.priceInvalid],
    ['1.234', M.priceInvalid],
    ['abc', M.priceInvalid],
    ['-1', M.priceInvalid],
    ['0.3', null],
    ['12.50', null],
  ])('价格 %j → %s', (value, problem) => {
    expect(priceProblem(value)).toBe(problem);
  });

  it('a valid price under 1 yuan is raised to 1 (the note shows), others are not', () => {
    expect(raisedToMinimum('0.30')).toBe(true);
    expect(raisedToMinimum('0.99')).toBe(true);
    expect(raisedToMinimum('1')).toBe(false);
    expect(raisedToMinimum('1.00')).toBe(false);
    expect(raisedToMinimum('')).toBe(false);
    expect(raisedToMinimum('abc')).toBe(false);
  });
});

describe('file checks before upload', () => {
  it('takes .xlsx up to 20 MB only', () => {
    expect(fileProblem({ name: 'data.xlsx', size: 1000 })).toBeNull();
    expect(fileProblem({ name: 'DATA.XLSX', size: 1000 })).toBeNull();
    expect(fileProblem({ name: 'data.xls', size: 1000 })).toBe(M.fileType);
    expect(fileProblem({ name: 'data.csv', size: 1000 })).toBe(M.fileType);
    expect(fileProblem({ name: 'data.xlsx', size: 20 * 1024 * 1024 + 1 })).toBe(M.fileTooLarge);
  });
});

describe('reviewQuery', () => {
  it('sends status, organisation, trimmed keyword and whole China days; drops empties', () => {
    expect(
      reviewQuery({
        page: 2,
        limit: 20,
        status: 1,
        usr_agent_id: 7,
        keyword: '  园区 ',
        range: [dayjs('2026-11-01 15:00'), dayjs('2026-11-30 08:00')],
      }),
    ).toEqual({
      page: 2,
      limit: 20,
      status: 1,
      usr_agent_id: 7,
      keyword: '园区',
      start_time: '2026-10-31T16:00:00.000Z',
      end_time: '2026-11-30T15:59:59.999Z',
    });
    expect(reviewQuery({ page: 1, limit: 20, status: undefined, keyword: ' ', range: null })).toEqual({
      page: 1,
      limit: 20,
    });
  });
});
