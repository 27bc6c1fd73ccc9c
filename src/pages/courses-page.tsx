import { useMemo } from 'react';
import { SimpleGrid } from '@chakra-ui/react';
import { CallToAction } from '../components/call-to-action';
import { PackageCard } from '../components/package-card';
import { PageHero } from '../components/page-hero';
import { PageSection } from '../components/page-section';
import { SectionHeading } from '../components/section-heading';
import { courseFacets } from '../features/course-filter/course-facets';
import { FilteredCourseList } from '../features/course-filter/filtered-course-list';
import { useContent } from '../locale/use-content';
import { useWords } from '../locale/use-words';
import { PrerenderedPart } from '../components/prerendered-part';

export default function CoursesPage() {
  const commonWords = useWords('common');
  const coursesWords = useWords('courses');
  const courses = useContent('courses');
  const coursePackages = useContent('packages');
  // The same object on every render (its inputs are the loaded modules): the filter keeps its choice.
  const filter = useMemo(
    () => courseFacets(courses, coursePackages, { common: commonWords, courses: coursesWords }),
    [courses, coursePackages, commonWords, coursesWords],
  );
  return (
    <>
      <PrerenderedPart>
        <PageHero
          eyebrow={commonWords.shell.quickLinks.courses}
          title={coursesWords.courses.title}
          lead={coursesWords.courses.lead(courses.length)}
        />
      </PrerenderedPart>

      <PageSection labelledBy="courses-heading">
        <SectionHeading id="courses-heading" title={coursesWords.courses.all}>
          {coursesWords.courses.allLead}
        </SectionHeading>
        <FilteredCourseList courses={courses} filter={filter} />
      </PageSection>

      <PrerenderedPart>
        <PageSection id="packages" labelledBy="packages-heading" tone="tinted">
          <SectionHeading id="packages-heading" title={coursesWords.courses.packages}>
            {coursesWords.courses.packagesLead}
          </SectionHeading>
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
            {coursePackages.map((pack) => (
              <PackageCard key={pack.name} pack={pack} />
            ))}
          </SimpleGrid>
        </PageSection>

        <CallToAction title={coursesWords.courses.ctaTitle} text={coursesWords.courses.ctaText} />
      </PrerenderedPart>
    </>
  );
}
