import { describe, expect, it } from 'vitest';
import {
  capitalised,
  countInWords,
  listPhrase,
  plural,
  swahiliCountInWords,
  swahiliNumber,
} from '../../src/lib/wording';

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

  it('writes Kiswahili numbers in words as they count kozi, awamu and dakika', () => {
    expect([1, 2, 5, 10, 11, 12, 19, 20].map(swahiliNumber)).toEqual([
      'moja',
      'mbili',
      'tano',
      'kumi',
      'kumi na moja',
      'kumi na mbili',
      'kumi na tisa',
      'ishirini',
    ]);
    expect([21, 29, 30, 45, 59, 99].map(swahiliNumber)).toEqual([
      'ishirini na moja',
      'ishirini na tisa',
      'thelathini',
      'arobaini na tano',
      'hamsini na tisa',
      'tisini na tisa',
    ]);
    expect([0, 100, 2.5].map(swahiliNumber)).toEqual(['0', '100', '2.5']);
    expect([10, 20, 21].map(swahiliCountInWords)).toEqual(['kumi', 'ishirini', '21']);
  });
});
