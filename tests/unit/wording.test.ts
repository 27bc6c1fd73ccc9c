import { describe, expect, it } from 'vitest';
import { capitalised, countInWords, listPhrase, plural } from '../../src/lib/wording';

describe('wording from the data', () => {
  it('lists any number of campus towns', () => {
    expect(listPhrase(['Nakuru'], 'or')).toBe('Nakuru');
    expect(listPhrase(['Nakuru', 'Naivasha'], 'or')).toBe('Nakuru or Naivasha');
    expect(listPhrase(['Nakuru', 'Naivasha', 'Eldoret'], 'or')).toBe('Nakuru, Naivasha or Eldoret');
    expect(listPhrase(['A', 'B', 'C', 'D'], 'and')).toBe('A, B, C and D');
    expect(listPhrase([], 'and')).toBe('');
  });

  it('writes counts in words up to twenty, then in figures', () => {
    expect([1, 10, 11, 20].map(countInWords)).toEqual(['one', 'ten', 'eleven', 'twenty']);
    expect(countInWords(21)).toBe('21');
    expect(capitalised(countInWords(10))).toBe('Ten');
    expect(`${countInWords(1)} ${plural(1, 'course')}`).toBe('one course');
    expect(`${countInWords(11)} ${plural(11, 'course')}`).toBe('eleven courses');
  });
});
