import { SimpleGrid } from '@chakra-ui/react';
import { CallToAction } from '../components/call-to-action';
import { PackageCard } from '../components/package-card';
import { PageHero } from '../components/page-hero';
import { PageSection } from '../components/page-section';
import { SectionHeading } from '../components/section-heading';
import { courseFacets } from '../features/course-filter/course-facets';
import { courses } from '../content/courses';
import { coursePackages } from '../content/packages';
import { capitalised, countInWords, plural } from '../lib/wording';
import { FilteredCourseList } from '../features/course-filter/filtered-course-list';

const filter = courseFacets(courses, coursePackages);

export default function CoursesPage() {
  return (
    <>
      <PageHero
        eyebrow="Courses and fees"
        title="Our courses"
        lead={`${capitalised(countInWords(courses.length))} practical ${plural(courses.length, 'course')}, from your first steps on a computer to professional software, security and design skills. Fees are per course and can be paid in M-Pesa instalments.`}
      />

      <PageSection labelledBy="courses-heading">
        <SectionHeading id="courses-heading" title="All courses">
          Every course includes lab time on our computers, project work reviewed by your instructor and a
          certificate on completion.
        </SectionHeading>
        <FilteredCourseList courses={courses} filter={filter} />
      </PageSection>

      <PageSection id="packages" labelledBy="packages-heading" tone="tinted">
        <SectionHeading id="packages-heading" title="Course packages">
          Not sure where to start? Choose a package by level; an advisor will match it to the right courses
          and fee within its price band.
        </SectionHeading>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
          {coursePackages.map((pack) => (
            <PackageCard key={pack.name} pack={pack} />
          ))}
        </SimpleGrid>
      </PageSection>

      <CallToAction
        title="Not sure which course is right for you?"
        text="Talk to an academic advisor: we will look at your goals and experience and recommend a course, a class time and a payment plan."
      />
    </>
  );
}
