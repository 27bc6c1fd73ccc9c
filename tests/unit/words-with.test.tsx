// A phrase of the interface around a piece of content: each language places it with `{}`.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WordsWith } from '../../src/components/words-with';
import { words as enCommon } from '../../src/i18n/en/common';
import { words as swCommon } from '../../src/i18n/sw/common';
import { words as enCoursePage } from '../../src/i18n/en/course-page';
import { words as swCoursePage } from '../../src/i18n/sw/course-page';

const phrases = {
  en: [enCommon.course.enrollIn, enCoursePage.coursePage.ctaTitle],
  sw: [swCommon.course.enrollIn, swCoursePage.coursePage.ctaTitle],
};

describe('phrases around content', () => {
  it('gives the content one place in every language', () => {
    for (const words of Object.values(phrases).flat()) expect(words.split('{}'), words).toHaveLength(2);
  });

  it('keeps the content an element of its own, with its lang, inside the words', () => {
    const title = <span lang="en-KE">Mobile App Development</span>;
    expect(renderToStaticMarkup(<WordsWith words="Una maswali kuhusu {}?">{title}</WordsWith>)).toBe(
      'Una maswali kuhusu <span lang="en-KE">Mobile App Development</span>?',
    );
  });
});
