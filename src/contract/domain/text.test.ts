import { describe, expect, it } from 'vitest';
import { fold, matchesWords } from './text.ts';

describe('accent-free matching', () => {
  it('folds Vietnamese accents, đ and case', () => {
    expect(fold('  Đặng Thị Ngọc Ánh ')).toBe('dang thi ngoc anh');
  });

  it('matches every word in any order, and everything for an empty query', () => {
    expect(matchesWords('Nguyễn Văn Đức', 'duc nguyen')).toBe(true);
    expect(matchesWords('Nguyễn Văn Đức', 'duc tran')).toBe(false);
    expect(matchesWords('Nguyễn Văn Đức', '   ')).toBe(true);
  });
});
