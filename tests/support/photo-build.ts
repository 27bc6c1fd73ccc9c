import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { contentWithPhotos } from '../../scripts/photo-fixtures.mjs';
import { contentRoot, loadSiteContent } from '../../tools/content-data.ts';
import { entryPathOf } from '../../tools/content/loaded-content.ts';
import { sharedBuild } from './build-site.ts';

/**
 * One build for three test files (a build is 10 to 15 CPU-s): a copy of content/ with the photos of
 * a college's first upload (pictures.test.ts, e2e/pictures-offline.spec.ts) and one course's fee
 * edited, nothing else of that course (course-fee-edit.test.ts). The fee is a course the photos
 * leave alone, so its share card changes by the fee only, as the fee test requires.
 */
const loaded = loadSiteContent();
// contentWithPhotos gives the home page's first two popular courses a photo.
const photographed = loaded.data.home.popularCourses.slice(0, 2);
const course = loaded.data.courses.find(({ slug }) => !photographed.includes(slug));
if (!course) throw new Error('content/courses/ holds no course besides the two the photos go to');

/** The course whose fee the build edits, as content/ has it, and its fee in the build. */
export const feeEdit = { course, editedFee: course.price + 1500 };

export const photosAndFeeBuild = (buildsDir: string) =>
  sharedBuild(buildsDir, 'photos-and-fee', async (contentDir) => {
    const places = await contentWithPhotos(contentRoot(), contentDir, { full: false });
    // The fee changed as staff would change it: the fee alone.
    const file = join(contentDir, entryPathOf(loaded, 'courses', course));
    const document = parseDocument(readFileSync(file, 'utf8'));
    document.setIn(['en', 'price'], feeEdit.editedFee);
    writeFileSync(file, document.toString({ lineWidth: 0 }));
    return places;
  });
